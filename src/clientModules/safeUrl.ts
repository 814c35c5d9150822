/**
 * Docusaurus passes the address through `decodeURI` before it hydrates; a
 * malformed percent-encoding from the outside world (`/%E0%A4%A`) throws
 * there, uncaught, and leaves the page without JavaScript. Escaping the
 * stray percent signs first lets the page hydrate as the not-found page it
 * already is. Registered before every other site client module.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The path with every `%` escaped when `decodeURI` cannot decode it, else undefined. */
export function safePathname(pathname: string): string | undefined {
  try {
    decodeURI(pathname);
    return undefined;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const fixed = safePathname(window.location.pathname);
  if (fixed !== undefined) {
    window.history.replaceState(window.history.state, '', fixed + window.location.search + window.location.hash);
  }
}
