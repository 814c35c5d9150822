// A malformed percent-encoding (`/%E0%A4%A`) throws in Docusaurus' `decodeURI` before hydration,
// leaving the page without JavaScript: escaped first, it hydrates as the not-found page it is.
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
