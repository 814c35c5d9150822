// Runs before React hydrates, so a visitor who chose another language earlier leaves as early as
// possible; remembers the language of every page shown.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  decide,
  normalizeLanguage,
  OFFER_SHOWN_KEY,
  QUERY_PARAM,
  STORAGE_KEY,
  type Decision,
} from '../lib/languagePreference';
import {rememberLocale} from '../lib/rememberLocale';
import {DEFAULT_LOCALE, type Locale} from '../data/locales';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function pageLocale(): Locale {
  return normalizeLanguage(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/** The locales the page exists in, from its hreflang links; undefined on a page without any (404, notice). */
function availableLocales(): Locale[] | undefined {
  const links = document.head.querySelectorAll('link[rel="alternate"][hreflang]');
  const locales = Array.from(links, (l) => normalizeLanguage(l.getAttribute('hreflang'))).filter(
    (l): l is Locale => l !== undefined,
  );
  return locales.length > 0 ? locales : undefined;
}

let initialDecision: Decision = {kind: 'none'};

/** Drops `?lng=` (from the server's redirect of `/nl/…`) once read: the page keeps one URL. */
function removeLanguageQuery(): void {
  try {
    const params = new URLSearchParams(window.location.search);
    if (!params.has(QUERY_PARAM)) return;
    params.delete(QUERY_PARAM);
    const search = params.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // A URL the browser refuses to rewrite keeps its query; the page is the same.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  initialDecision = decide({
    pathname: window.location.pathname,
    pageLocale: pageLocale(),
    sources: {
      search: window.location.search,
      cookie: document.cookie,
      localStorage: read(() => window.localStorage, STORAGE_KEY),
      sessionStorage: read(() => window.sessionStorage, STORAGE_KEY),
    },
    browserLanguages: navigator.languages ?? [navigator.language],
    userAgent: navigator.userAgent,
    offerShown: read(() => window.localStorage, OFFER_SHOWN_KEY) !== null,
    available: availableLocales(),
  });
  if (initialDecision.kind === 'redirect') {
    window.location.replace(initialDecision.to + window.location.hash);
  } else {
    removeLanguageQuery();
  }
}

/** The decision taken at load time, before this visit stored anything. */
export function getInitialDecision(): Decision {
  return initialDecision;
}

export function onRouteDidUpdate(): void {
  if (initialDecision.kind === 'redirect') return;
  rememberLocale(pageLocale());
}
