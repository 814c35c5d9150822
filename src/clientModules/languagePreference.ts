/**
 * Runs once when the site's JavaScript loads, before React hydrates, so a
 * visitor with an explicit earlier choice of another language leaves the
 * Dutch page as early as possible. Also remembers the language of every
 * page shown (DESIGN "Language behaviour").
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {decide, normalizeLanguage, OFFER_SHOWN_KEY, STORAGE_KEY, type Decision} from '../lib/languagePreference';
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

let initialDecision: Decision = {kind: 'none'};

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
  });
  if (initialDecision.kind === 'redirect') {
    window.location.replace(initialDecision.to + window.location.hash);
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
