import type {Plugin} from '@docusaurus/types';

/**
 * V8's compile hint (Chrome 136+): every function compiled off the main thread while the file downloads;
 * lazy compiling was about a third of a phone's main-thread work in hydration (guides/PERFORMANCE.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Scripts smaller than this go without the hint: it costs about 24 bytes of gzip per file, and the
 * runtime and route-data files (under 5 kB) hold next to nothing to compile.
 */
export const COMPILE_HINT_MIN_BYTES = 8_000;

/** Puts the compile hint on the first line of every sizeable browser script (production builds). */
export default function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {Compilation, sources} = utils.currentBundler.instance;
      // After minifying, which drops comments, and before the content hash in the file's name
      // (BannerPlugin, used before, cannot choose files by size).
      const stage = Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      return {
        plugins: [
          (compiler) =>
            compiler.hooks.thisCompilation.tap('compile-hint', (compilation) =>
              compilation.hooks.processAssets.tap({name: 'compile-hint', stage}, (assets) => {
                for (const [name, source] of Object.entries(assets))
                  if (name.endsWith('.js') && source.size() >= COMPILE_HINT_MIN_BYTES)
                    compilation.updateAsset(name, new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
              }),
            ),
        ],
      };
    },
  };
}
