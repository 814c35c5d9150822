/**
 * `@docusaurus/Head` in the browser (production builds; plugins/preact-client
 * puts it in place of Docusaurus's own, a one-line wrapper of
 * react-helmet-async's `<Helmet>`).
 *
 * During hydration the head is already what the build wrote, yet each of a
 * page's 15 to 20 Helmets, as it first renders, recomputes the whole head
 * from all of them: a fifth of the hydration task on a phone. Here the
 * Helmets of the page the browser loaded render after hydration instead,
 * in a task of their own, one at a time in the order hydration met them,
 * which is the order react-helmet-async ranks them by (the last one wins).
 * Heads rendered later (a client-side navigation) are plain Helmets.
 * tests/e2e/perf.test.ts checks that the head after hydration is the built
 * one, and that it follows a client-side navigation.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import type {Props} from '@docusaurus/Head';
import {isHydrating, queueTask} from './hydration';

const waiting: (() => void)[] = [];

async function renderInOrder(): Promise<void> {
  for (const render of waiting.splice(0)) {
    render();
    // Preact renders a state change in a microtask: this one's Helmet first.
    await Promise.resolve();
  }
}

export default function Head(props: Props): ReactNode {
  const [later, setLater] = useState(isHydrating);
  // Registered while rendering: hydration renders in document order. 0: not waiting.
  const [place] = useState(() => (later ? waiting.push(() => setLater(false)) : 0));
  useEffect(() => {
    // Among hydration's effects: the first Head queues one task for all of them.
    if (place === 1) queueTask(() => void renderInOrder());
  }, [place]);
  return later ? null : <Helmet {...props} />;
}
