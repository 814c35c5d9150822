/**
 * Starts each chunk's script request in a task of its own instead of inside
 * the task that asked for the chunk.
 *
 * On a page load Docusaurus asks for the page's route chunks while the main
 * bundle is still being evaluated (clientEntry calls `preload` at its top
 * level). The bundler's runtime loads a chunk with `__webpack_require__.l`,
 * which creates a `<script>` and appends it: Chromium starts the request
 * during that append, about 1 ms each on this machine, so the page's half a
 * dozen chunks made the main bundle's evaluation, the longest task after the
 * first paint, about twice as long (guides/PERFORMANCE.md). A request started
 * one task later changes nothing a visitor sees: hydration waits for the
 * chunks' bytes anyway. Client-side navigation goes the same way.
 *
 * `__webpack_require__.l` is the runtime's own (webpack 5 and Rspack), a
 * private internal (plugins/internals/registry.ts, `deferChunkLoads/load-script`):
 * the production build fails if its runtime no longer requires it, and
 * tests/e2e/perf.test.ts fails if chunk scripts are appended while another
 * script runs. A browser cannot fail the build, so where it finds no such
 * function it logs an error, in development only: production is guarded by
 * the build, and the message would be bytes every visitor downloads.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type LoadScript = (...args: unknown[]) => void;
declare const __webpack_require__: {l?: LoadScript};

if (ExecutionEnvironment.canUseDOM && typeof __webpack_require__.l === 'function') {
  const load = __webpack_require__.l;
  __webpack_require__.l = (...args) => {
    setTimeout(() => load.apply(__webpack_require__, args), 0);
  };
} else if (process.env.NODE_ENV !== 'production' && ExecutionEnvironment.canUseDOM) {
  console.error(
    "Private internal 'deferChunkLoads/load-script' (src/clientModules/deferChunkLoads.ts): " +
      "the bundler's runtime has no __webpack_require__.l to wrap",
  );
}

export {};
