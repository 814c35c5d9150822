import type {Plugin} from '@docusaurus/types';

/**
 * V8's compile hint (Chrome 136+): every function compiled off the main thread while the file downloads;
 * lazy compiling was about a third of a phone's main-thread work in hydration (guides/PERFORMANCE.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint on the first line of every browser script (production builds). */
export default function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = utils.currentBundler.instance;
      // Added after minifying, which drops comments, and before the content hash in the file's name.
      const banner = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
      });
      return {plugins: [banner]};
    },
  };
}
