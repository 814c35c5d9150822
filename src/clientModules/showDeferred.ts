/**
 * Shows the parts of the loaded page that its CSS let the browser skip while
 * the page loaded (`[data-deferred]`, src/lib/deferred): one per idle period
 * in document order, so each is styled and laid out in a frame of its own,
 * and all at once on the first click, so an in-page link scrolls by the real
 * sizes rather than the placeholder ones (a smooth scroll to a section would
 * otherwise end beside it). tests/e2e/home.test.ts scrolls to every section.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {DEFERRED_ATTRIBUTE} from '@site/src/lib/deferred';
import {whenIdle} from '@site/src/lib/idle';

let waiting: Element[] | undefined;

function show(element: Element): void {
  element.removeAttribute(DEFERRED_ATTRIBUTE);
}

function showNext(): void {
  const next = waiting?.shift();
  if (next === undefined) return;
  show(next);
  whenIdle(showNext);
}

function showAll(): void {
  waiting?.splice(0).forEach(show);
}

/** Once, on the first route update (the loaded page's hydration). */
export function onRouteDidUpdate(): void {
  if (waiting !== undefined || !ExecutionEnvironment.canUseDOM) return;
  waiting = Array.from(document.querySelectorAll(`[${DEFERRED_ATTRIBUTE}]`));
  if (waiting.length === 0) return;
  whenIdle(showNext);
  document.addEventListener('click', showAll, {capture: true, once: true});
}
