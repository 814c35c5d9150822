import {useState} from 'react';
import {isHydrating} from '@site/plugins/preact-client/hydration';

/**
 * Marks an off-screen part of a long page that the browser may skip while the
 * page loads: its CSS sets `content-visibility: auto` while it carries this
 * attribute, and src/clientModules/showDeferred removes it once the browser
 * is idle (README "Performance").
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred';

/**
 * The attribute to render: in the built HTML (and so while the loaded page
 * hydrates), not after a client-side navigation, where the scroll to a
 * `#section` must see the real sizes at once.
 */
export function useDeferredWhileLoading(): {[DEFERRED_ATTRIBUTE]?: ''} {
  const [deferred] = useState(() => typeof window === 'undefined' || isHydrating());
  return deferred ? {[DEFERRED_ATTRIBUTE]: ''} : {};
}
