/**
 * Work the build hands to libuv's thread pool (sharp), at most
 * `BACKGROUND_JOBS` at a time for the whole build.
 *
 * The pool has four threads, and Docusaurus's own file reads and writes use
 * them too. Social cards render while the locale loads and bundles; left
 * unlimited they fill the queue, and every file read waits behind them.
 */
import {processWide} from './processWide';

export const BACKGROUND_JOBS = 2;

const slots = processWide('thread-pool-slots', () => ({active: 0, waiting: [] as (() => void)[]}));

/** Runs `job` once a slot is free; the slot is passed straight on to the next waiting job. */
export async function inThreadPool<T>(job: () => Promise<T>): Promise<T> {
  if (slots.active < BACKGROUND_JOBS) slots.active++;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await job();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.active--;
  }
}
