import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {CurrentBundler, Plugin} from '@docusaurus/types';
import {guardBundle, relianceError, replacedBy} from '../internals';

/** The part of a replaced module's resolve data that the callback reads and writes. */
interface ReplacedResource {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * Keeps code the site never uses out of the first-view JavaScript.
 *
 * The site shows patients no code, yet the classic theme ships Prism
 * (`prism-react-renderer`, about 20 KB gzip) twice over: a client module
 * on every page that only registers extra languages (none are configured),
 * and the code block inside the MDX components every doc page loads. The
 * client module is replaced by an empty one and `@theme/CodeBlock` by a
 * plain `<pre>` (theme/CodeBlock), so Prism is not bundled at all.
 *
 * `@docusaurus/utils-common`, in the client bundle for its URL helpers, is
 * CommonJS that requires all of `tslib` (3.7 KB gzip) for one helper; that
 * one require gets a file with just `__importDefault`.
 *
 * Docusaurus's BaseUrlIssueBanner, off in this site's config, is replaced by
 * a component that renders nothing, as the original does when off.
 *
 * The client scripts are written in UTF-8 (`utf8Minifier`).
 */
/** The replacement modules (the bundle guards look for them in the browser bundle). */
export const EMPTY_MODULE = path.join(__dirname, 'empty.js');
export const NO_BANNER = path.join(__dirname, 'no-base-url-banner.js');
export const TSLIB_IMPORT_DEFAULT = path.join(__dirname, 'tslib-import-default.cjs');

/**
 * Each replacement matches a private path of Docusaurus: the build fails,
 * naming it (plugins/internals), when a production browser bundle lacks a
 * replacement module, i.e. the path moved or nothing imports it any more.
 */
export const replacementGuards = [
  replacedBy(
    'lean-bundle/prism-include-languages',
    EMPTY_MODULE,
    '@docusaurus/theme-classic/lib/prism-include-languages',
  ),
  replacedBy('lean-bundle/base-url-issue-banner', NO_BANNER, '@docusaurus/core/lib/client/BaseUrlIssueBanner'),
  replacedBy('lean-bundle/utils-common-tslib', TSLIB_IMPORT_DEFAULT, 'tslib, as @docusaurus/utils-common requires it'),
];

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, utils) {
      if (!isServer) utf8Minifier(config.optimization, utils.currentBundler);
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const guards = !isServer && config.mode === 'production' ? [guardBundle('lean-bundle', replacementGuards)] : [];
      return {
        plugins: [
          ...guards,
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            EMPTY_MODULE,
          ),
          // Renders nothing with `baseUrlIssueBanner: false`, but ships its inline banner script.
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index(\.js)?)?$/,
            NO_BANNER,
          ),
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: ReplacedResource) => {
            if (/@docusaurus[\\/]utils-common[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = TSLIB_IMPORT_DEFAULT;
            }
          }),
        ],
      };
    },
  };
}

/** What of the bundler config's `optimization` this reads and changes. */
interface Optimization {
  minimize?: unknown;
  minimizer?: unknown[];
}

/**
 * Docusaurus's JavaScript minifier writes ASCII only, so every Arabic or
 * Cyrillic letter of the texts inlined in the scripts becomes a six-byte
 * `\u0627`: the Arabic and Russian scripts came out a quarter larger (the
 * Arabic home's route chunk 81 instead of 48 KB) and 5 % larger compressed.
 * The same minifier, with the same options, writes UTF-8 instead: every page
 * is UTF-8 (`<meta charset>`), which is how a script without a charset of its
 * own is decoded, and both servers send scripts with `charset=utf-8`.
 * Changes the client config in place (production builds minify; `npm start`
 * and `--no-minify` do not). Fails the build if Docusaurus stops minifying
 * with Rspack's SWC plugin, so the option is not silently lost.
 */
export function utf8Minifier(optimization: Optimization | undefined, bundler: CurrentBundler): void {
  if (!optimization?.minimize || !optimization.minimizer) return;
  const {SwcJsMinimizerRspackPlugin} = bundler.instance as {
    SwcJsMinimizerRspackPlugin?: new (options: object) => object;
  };
  const at = SwcJsMinimizerRspackPlugin
    ? optimization.minimizer.findIndex((m) => m instanceof SwcJsMinimizerRspackPlugin)
    : -1;
  if (!SwcJsMinimizerRspackPlugin || at < 0) {
    throw relianceError(
      'lean-bundle/swc-minimizer',
      'Docusaurus no longer minifies scripts with SwcJsMinimizerRspackPlugin; review utf8Minifier',
    );
  }
  const options = getSwcJsMinimizerOptions();
  optimization.minimizer[at] = new SwcJsMinimizerRspackPlugin({
    minimizerOptions: {minify: true, ...options, format: {...options.format, ascii_only: false}},
  });
}
