import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import type {LoadContext} from '@docusaurus/types';
import cssPrefixesPlugin, {postcssConfigFiles, withoutPresetEnv} from '..';

const presetEnv = [require.resolve('postcss-preset-env'), {}];
const layer = {postcssPlugin: 'postcss-wrap-in-layer'};
const siteDir = path.resolve(__dirname, '../../..');
const contextOf = (dir: string) => ({siteDir: dir}) as LoadContext;

/** Runs `test` in a scratch site folder holding `files` (path → text). */
function withSite(files: Record<string, string>, test: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-prefixes-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    test(dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('css-prefixes', () => {
  it('replaces postcss-preset-env by autoprefixer and keeps the plugins after it', () => {
    const options = withoutPresetEnv({plugins: [presetEnv, layer], ident: 'postcss'});
    expect(options.plugins).toHaveLength(2);
    expect((options.plugins[0] as {postcssPlugin?: string}).postcssPlugin ?? 'autoprefixer').toBe('autoprefixer');
    expect(options.plugins[1]).toBe(layer);
    expect(options.ident).toBe('postcss');
  });

  it('still adds the vendor prefixes the browserslist needs', async () => {
    const {plugins} = withoutPresetEnv({plugins: [presetEnv]});
    const out = await postcss(plugins as postcss.AcceptedPlugin[]).process('.a{mask:url(#m)}', {from: undefined});
    expect(out.css).toContain('-webkit-mask');
  });

  it('turns off postcss-loader’s config file search', () => {
    expect(withoutPresetEnv({plugins: [presetEnv]}).config).toBe(false);
  });

  it('fails the build when Docusaurus no longer configures postcss-preset-env', () => {
    expect(() => withoutPresetEnv({plugins: [layer]})).toThrow(/postcss-preset-env/);
  });

  it('is wired as Docusaurus configurePostCss', () => {
    expect(cssPrefixesPlugin(contextOf(siteDir)).configurePostCss).toBe(withoutPresetEnv);
  });

  it('finds no PostCSS config file in this site', () => {
    expect(postcssConfigFiles(siteDir)).toEqual([]);
  });

  it.each(['postcss.config.js', '.postcssrc.json', '.config/postcssrc.yml'])(
    'fails the build, naming it, when %s is added',
    (file) => {
      withSite({'package.json': '{"name":"x"}', [file]: ''}, (dir) => {
        expect(() => cssPrefixesPlugin(contextOf(dir))).toThrow(
          new RegExp(`${file.replace(/\./g, '\\.')} would be ignored`),
        );
      });
    },
  );

  it('names a "postcss" key in package.json', () => {
    withSite({'package.json': '{"postcss":{"plugins":{}}}'}, (dir) => {
      expect(postcssConfigFiles(dir)).toEqual(['package.json ("postcss" key)']);
    });
  });
});
