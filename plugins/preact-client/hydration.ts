/**
 * The page's hydration in the browser, split into tasks
 * (guides/PERFORMANCE.md): regions that src/components/Island defers, then the
 * end of hydration, each in a task of its own, so that the browser can
 * paint and handle input between them.
 *
 * Renderer-neutral: with either renderer (plugins/preact-client,
 * `CLIENT_RENDERER`) hydration ends through ./hydrated (a client module of
 * Docusaurus's public lifecycle), once every region has had its turn.
 */
const queue: (() => void)[] = [];
const last: (() => void)[] = [];
let scheduled = false;
// Production builds only: `npm start` renders in the browser without hydrating.
let hydrating = typeof window !== 'undefined' && process.env.NODE_ENV === 'production';
let regionsCanWait = false;

function schedule(): void {
  if (scheduled || (queue.length === 0 && last.length === 0)) return;
  scheduled = true;
  setTimeout(runNext);
}

function runNext(): void {
  scheduled = false;
  const callback = queue.shift() ?? last.shift();
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
 * including those queued meanwhile (a region inside a region); callbacks
 * queued this way run in the order queued.
 */
export function queueLast(callback: () => void): void {
  last.push(callback);
  schedule();
}

/** Whether the page the browser loaded is still being hydrated (production builds). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called when hydration is over: components mounted from then on render normally. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * Called by a renderer that keeps a region's built DOM while the region
 * suspends during hydration and hydrates it when it resumes (preact/compat:
 * ./effects). React DOM does that only for a Suspense boundary it rendered
 * on the server too, which src/components/Island is not: without this call
 * regions hydrate with the page.
 */
export function letRegionsWait(): void {
  regionsCanWait = true;
}

/** Whether src/components/Island may defer its region: hydrating, on a renderer that allows it. */
export function regionsWait(): boolean {
  return hydrating && regionsCanWait;
}
