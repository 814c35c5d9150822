import React, {Suspense, useState, type ReactNode} from 'react';
import {queueTask, regionsWait} from '@site/plugins/preact-client/hydration';

/** A region's turn to hydrate: `done` once its task has come. */
interface Turn {
  done: boolean;
  promise: Promise<void>;
}

function nextTurn(): Turn {
  const turn: Turn = {
    done: false,
    promise: new Promise((resolve) => {
      queueTask(() => {
        turn.done = true;
        resolve();
      });
    }),
  };
  return turn;
}

/** Suspends (keeping the built DOM) until the region's turn. */
function Wait({turn, children}: {turn: Turn; children: ReactNode}): ReactNode {
  if (!turn.done) throw turn.promise;
  return children;
}

export interface Props {
  /** Must render exactly one element: the DOM Preact keeps while it waits. */
  children: ReactNode;
}

/**
 * A region of the page (navbar, sidebar, table of contents, footer) that
 * hydrates in a task of its own after the rest of the page, so that no
 * single task of the main thread hydrates everything (guides/PERFORMANCE.md).
 * Visitors see nothing of it: the built HTML stays on screen, untouched,
 * and works once the region's task has run, a few milliseconds later.
 *
 * How: preact/compat (plugins/preact-client) keeps a component's DOM when
 * it suspends during hydration, and hydrates it when the Suspense resumes.
 * Only the first DOM node is kept, hence one element per region. The
 * regions' tasks run in the order they were queued, then hydration ends
 * (plugins/preact-client/hydration). Rendered any other time (after a
 * client-side navigation, with `npm start`, which renders without
 * hydrating, or with React DOM in the browser, `CLIENT_RENDERER=react`,
 * which would only keep a boundary the server rendered too) it is a plain
 * wrapper. tests/e2e/perf.test.ts checks that each region keeps its built
 * elements and works.
 */
export default function Island({children}: Props): ReactNode {
  const [turn] = useState(() => (regionsWait() ? nextTurn() : null));
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}
