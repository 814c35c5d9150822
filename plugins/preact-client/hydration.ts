/**
 * The page's hydration in the browser, split into tasks (README
 * "Performance"): regions that src/components/Island defers, then the
 * effects of hydration (effects.ts), each in a task of its own, so that the
 * browser can paint and handle input between them.
 */
const queue: (() => void)[] = [];
let hydrating = typeof window !== 'undefined';

function runNext(): void {
  const callback = queue.shift();
  if (queue.length > 0) setTimeout(runNext);
  callback?.();
}

/** Runs `callback` in a task of its own, after those queued before it. */
export function queueTask(callback: () => void): void {
  if (queue.push(callback) === 1) setTimeout(runNext);
}

/** Whether the page the browser loaded is still being hydrated. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called when hydration's effects run: components mounted from then on render normally. */
export function endHydration(): void {
  hydrating = false;
}
