import {useEffect, useState} from 'react';

/**
 * Runs `run` when the browser is next idle (at the latest after 3 s), or
 * after 50 ms where requestIdleCallback is missing (Safari). Returns a cancel.
 */
export function whenIdle(run: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, {timeout: 3000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
}

/** False until the browser has been idle once since the component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
