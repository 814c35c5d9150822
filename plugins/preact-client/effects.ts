/**
 * Client module (production builds only): React's effect timing on Preact.
 *
 * Preact runs `useEffect` callbacks after the next animation frame; React
 * runs those of a click or key press as soon as the update is committed.
 * The site's components rely on that order: a phone-menu link closes the
 * menu (its effect lifts `inert` from the page and the scroll lock) and, one
 * frame later, scrolls to the section and focuses it. Effects therefore run
 * in a microtask right after each commit, before any later frame.
 *
 * Except the first batch, the effects of hydrating the page, and the
 * re-renders they cause (on a phone, Docusaurus swaps its desktop sidebar
 * for the mobile one): they run in a task of their own once hydration and
 * the regions it deferred (src/components/Island) are done, so that the
 * main thread is free in between (./hydration, guides/PERFORMANCE.md).
 *
 * That Preact's hooks schedule effects through `options.requestAnimationFrame`
 * is a private internal (plugins/internals/registry.ts,
 * `preact-client/effect-scheduling`). Only a browser can see it: if the
 * hydrated page has run its effects without calling the hook, this logs an
 * error, which fails the browser tests (they fail on any console error).
 */
import {options} from 'preact';
import {endHydration, letRegionsWait, queueLast} from './hydration';

// preact/compat keeps the built DOM of a region that suspends while hydrating (src/components/Island).
letRegionsWait();

let hydrated = false;

/** Docusaurus calls this first when the hydrated page commits (previousLocation null). */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation !== null) return;
  // After the tasks hydration queued: by then Preact has scheduled the page's effects.
  queueLast(() => {
    if (!hydrated) {
      console.error(
        "Private internal 'preact-client/effect-scheduling' (plugins/preact-client/effects.ts): " +
          'Preact did not schedule effects through options.requestAnimationFrame',
      );
    }
  });
}

options.requestAnimationFrame = (callback: () => void) => {
  if (hydrated) {
    void Promise.resolve().then(callback);
    return;
  }
  hydrated = true;
  // After every region hydration deferred (src/components/Island). Hydration ends here
  // too (./hydrated ends it for either renderer), so that what these effects render is
  // rendered normally.
  queueLast(() => {
    endHydration();
    callback();
  });
};
