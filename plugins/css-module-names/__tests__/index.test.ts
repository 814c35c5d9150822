import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createStyleLoadersFactory} from '@docusaurus/bundler';
import cssModuleNamesPlugin, {localIdentFor, shortClassName, shortenModuleClassNames} from '..';

const siteDir = path.resolve(__dirname, '../../..');
const inSite = (file: string) => ({resourcePath: path.join(siteDir, ...file.split('/'))});
type Configure = (config: object) => object;
const configureOf = (plugin: Plugin) => plugin.configureWebpack as unknown as Configure;

/** The `getLocalIdent` of each css-loader of `rules`, in order (undefined: not a CSS-module loader, or not set). */
const namersOf = (rules: Awaited<ReturnType<typeof docusaurusCssRules>>) =>
  rules
    .flatMap((r) => r.use)
    .filter((u) => /[\\/]css-loader[\\/]/.test(String(u.loader)))
    .map((u) => (u.options as {modules?: {getLocalIdent?: unknown}}).modules?.getLocalIdent);

/** Docusaurus's own CSS rules (@docusaurus/core webpack/base), from its own style-loader factory. */
async function docusaurusCssRules(isServer: boolean) {
  const rspack = {CssExtractRspackPlugin: {loader: 'css-extract-loader'}};
  const getStyleLoaders = await createStyleLoadersFactory({
    currentBundler: {name: 'rspack', instance: rspack as never},
  });
  return [
    {test: /\.css$/i, exclude: /\.module\.css$/i, use: getStyleLoaders(isServer, {importLoaders: 1})},
    {
      test: /\.module\.css$/i,
      use: getStyleLoaders(isServer, {
        modules: {localIdentName: '[local]_[contenthash:base64:4]', exportOnlyLocals: isServer},
        importLoaders: 1,
      }),
    },
  ];
}

describe('css-module-names', () => {
  it('names a class with a letter and four more name characters, the same every time', () => {
    const name = shortClassName('src/components/Home/Hero/styles.module.css', 'hero');
    expect(name).toMatch(/^[A-Za-z][\w-]{4}$/);
    expect(shortClassName('src/components/Home/Hero/styles.module.css', 'hero')).toBe(name);
    expect(shortClassName('src/components/Home/Hero/styles.module.css', 'title')).not.toBe(name);
    expect(shortClassName('src/components/Home/Section/styles.module.css', 'hero')).not.toBe(name);
  });

  it('names by the path inside the site, so every checkout and both bundles agree', () => {
    const ident = localIdentFor(siteDir);
    expect(ident(inSite('src/components/Home/Hero/styles.module.css'), '', 'hero')).toBe(
      shortClassName('src/components/Home/Hero/styles.module.css', 'hero'),
    );
    // Asked again (the server bundle, the next locale): the same name, no complaint.
    expect(ident(inSite('src/components/Home/Hero/styles.module.css'), '', 'hero')).toBe(
      shortClassName('src/components/Home/Hero/styles.module.css', 'hero'),
    );
  });

  it('fails, naming both classes, when two get the same name', () => {
    // Find two local names of one (test-only) file that hash to the same name: a birthday search.
    const file = 'tests/collision.module.css';
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const local = `c${i}`;
      const name = shortClassName(file, local);
      const first = seen.get(name);
      if (first) pair = [first, local];
      seen.set(name, local);
    }
    const ident = localIdentFor(siteDir);
    ident(inSite(file), '', pair[0]);
    expect(() => ident(inSite(file), '', pair[1])).toThrow(
      `"${file} .${pair[0]}" and "${file} .${pair[1]}" both got the class name "${shortClassName(file, pair[0])}"`,
    );
  });

  it.each([false, true])(
    'sets the names on the CSS-module rule Docusaurus configures (server bundle: %s)',
    async (isServer) => {
      const rules = await docusaurusCssRules(isServer);
      const ident = localIdentFor(siteDir);
      expect(shortenModuleClassNames(rules, ident)).toBe(1);
      // The server bundle has no css-loader for plain CSS (it ignores it).
      expect(namersOf(rules)).toEqual(isServer ? [ident] : [undefined, ident]);
    },
  );

  it('leaves development builds alone and fails a production build it cannot configure', async () => {
    const plugin = cssModuleNamesPlugin({siteDir} as LoadContext);
    const rules = await docusaurusCssRules(false);
    expect(configureOf(plugin)({mode: 'development', module: {rules}})).toEqual({});
    expect(namersOf(rules)).toEqual([undefined, undefined]);
    configureOf(plugin)({mode: 'production', module: {rules}});
    expect(namersOf(rules)[1]).toEqual(expect.any(Function));
    expect(() => configureOf(plugin)({mode: 'production', module: {rules: [rules[0]]}})).toThrow(
      /no longer configures css-loader for CSS modules/,
    );
  });
});
