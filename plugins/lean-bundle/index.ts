import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps code the site never uses out of the first-view JavaScript.
 *
 * The classic theme registers a client module that imports
 * `prism-react-renderer` (about 20 KB gzip) on every page, only to add
 * extra Prism languages. The site shows no code and configures no extra
 * languages, so that module is replaced by an empty one; a code block, if
 * one ever appears, still highlights with Prism's default languages from
 * its own lazily loaded chunk.
 */
export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(__dirname, 'empty.js'),
          ),
        ],
      };
    },
  };
}
