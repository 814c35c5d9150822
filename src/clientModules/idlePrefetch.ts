/**
 * Docusaurus prefetches the code of every page a visible link leads to: each
 * `<Link>` has an IntersectionObserver that calls `window.docusaurus.prefetch`
 * when the link scrolls into view. On page load that is every link of the
 * navbar, sidebar, page and footer at once, in one task of the main thread
 * right after hydration (on a phone about 80 ms, guides/PERFORMANCE.md). This
 * queues those calls and makes them one at a time while the browser is idle,
 * so none of them delays a visitor's tap. Hover and touch still preload a
 * link's page at once (`preload` is left as it is).
 *
 * `window.docusaurus` is the object Docusaurus mounts for exactly these two
 * calls; it exists before the first route update, which runs during
 * hydration, before any IntersectionObserver reports. That `<Link>` calls it
 * through `window.docusaurus`, looked up at each call, is a private internal
 * (plugins/internals/registry.ts, `idlePrefetch/window-docusaurus`):
 * tests/e2e/perf.test.ts checks that visible links are still prefetched after
 * the page loads and that the prefetches go through this queue. A browser
 * cannot fail the build: in development, a missing `window.docusaurus` is
 * logged as an error (not in production, where the message would be bytes
 * every visitor downloads).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/lib/idle';

type Docusaurus = Window['docusaurus'];

// A drain is scheduled exactly while the queue holds something.
const queue: string[] = [];
let original: Docusaurus | undefined;

function drain(deadline?: IdleDeadline): void {
  // At least one per idle period; more while the period lasts.
  do {
    const url = queue.shift();
    if (url !== undefined) void original?.prefetch(url);
  } while (queue.length > 0 && deadline !== undefined && !deadline.didTimeout && deadline.timeRemaining() > 8);
  if (queue.length > 0) whenIdle(drain);
}

/** Wraps `window.docusaurus` once, on the first route update (hydration). */
export function onRouteDidUpdate(): void {
  if (original !== undefined || !ExecutionEnvironment.canUseDOM) return;
  if (typeof window.docusaurus?.prefetch !== 'function' || typeof window.docusaurus.preload !== 'function') {
    if (process.env.NODE_ENV !== 'production') {
      console.error(
        "Private internal 'idlePrefetch/window-docusaurus' (src/clientModules/idlePrefetch.ts): " +
          'window.docusaurus has no prefetch and preload to wrap',
      );
    }
    return;
  }
  original = window.docusaurus;
  const {preload} = original;
  window.docusaurus = Object.freeze({
    preload,
    prefetch(url: string) {
      if (queue.push(url) === 1) whenIdle(drain);
      return false as const;
    },
  });
}
