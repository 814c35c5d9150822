import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
 */
export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(__dirname, 'empty.js'),
          ),
          // Renders nothing with `baseUrlIssueBanner: false`, but ships its inline banner script.
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index(\.js)?)?$/,
            path.join(__dirname, 'no-base-url-banner.js'),
          ),
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: ReplacedResource) => {
            if (/@docusaurus[\\/]utils-common[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = path.join(__dirname, 'tslib-import-default.cjs');
            }
          }),
        ],
      };
    },
  };
}
