/**
 * The page's hydration in the browser, split into tasks (README
 * "Performance"): regions that src/components/Island defers, then the
 * effects of hydration (effects.ts), each in a task of its own, so that the
 * browser can paint and handle input between them.
 */
const queue: (() => void)[] = [];
let last: (() => void) | undefined;
let scheduled = false;
// Production builds only: `npm start` renders in the browser without hydrating (and without
// effects.ts, which ends this).
let hydrating = typeof window !== 'undefined' && process.env.NODE_ENV === 'production';

function schedule(): void {
  if (scheduled || (queue.length === 0 && last === undefined)) return;
  scheduled = true;
  setTimeout(runNext);
}

function runNext(): void {
  scheduled = false;
  let callback = queue.shift();
  if (callback === undefined) {
    callback = last;
    last = undefined;
  }
  schedule();
  callback?.();
}

/** Runs `callback` in a task of its own, after those queued before it. */
export function queueTask(callback: () => void): void {
  queue.push(callback);
  schedule();
}

/**
 * Runs `callback` in a task of its own once every queued task has run,
 * including those queued meanwhile (a region inside a region).
 */
export function queueLast(callback: () => void): void {
  last = callback;
  schedule();
}

/** Whether the page the browser loaded is still being hydrated (production builds). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called when hydration's effects run: components mounted from then on render normally. */
export function endHydration(): void {
  hydrating = false;
}
