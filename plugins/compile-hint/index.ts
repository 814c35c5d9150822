import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): the browser compiles
 * every function of the file on a background thread while the file
 * downloads, instead of on the main thread when each is first called.
 * Hydration calls most of the code, and compiling it lazily was about a
 * third of the main thread's work on a phone (guides/PERFORMANCE.md).
 * Other browsers read a comment.
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
