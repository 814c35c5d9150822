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
 * Keeps code the site never uses out of the first-view JavaScript: Prism (about 20 KB gzip; its languages'
 * client module becomes an empty one, `@theme/CodeBlock` a plain `<pre>`), all of `tslib` for the one helper
 * `@docusaurus/utils-common` needs, and the BaseUrlIssueBanner (off in the config). Scripts are UTF-8.
 */
const EMPTY_MODULE = path.join(__dirname, 'empty.js');
const NO_BANNER = path.join(__dirname, 'no-base-url-banner.js');
const TSLIB_IMPORT_DEFAULT = path.join(__dirname, 'tslib-import-default.cjs');

/** Each replacement matches a private path of Docusaurus: a bundle without the replacement fails the build. */
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
 * Docusaurus's minifier writes ASCII only, so each Arabic or Cyrillic letter became a six-byte `\u0627`
 * (Arabic and Russian scripts a quarter larger); the same minifier writes UTF-8 instead, as every page and
 * both servers declare. Changes the client config in place; fails the build if the SWC plugin is gone.
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
