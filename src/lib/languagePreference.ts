/**
 * Language preference (ARCHITECTURE "Language behaviour"): pure functions, so the
 * detection order, validation and decisions are unit-tested without a DOM.
 */
import {DEFAULT_LOCALE, isLocale, type Locale} from '../data/locales';
import {equivalentPath, matchPath, redirectTarget} from '../data/routes';

/** Storage key and cookie name used by the earlier site (i18next). */
export const STORAGE_KEY = 'i18nextLng';
export const COOKIE_NAME = 'i18next';
export const QUERY_PARAM = 'lng';
/** Remembers that the browser-language toast was shown once. */
export const OFFER_SHOWN_KEY = 'languageOfferShown';

/**
 * A language value from the outside world, or undefined when it is not a
 * supported one. Accepts `en`, `EN`, `en-US`, `en_us`, `es-419` (any region
 * code, as the servers' alias prefixes do); rejects anything
 * longer, with other characters, or of an unsupported language.
 */
export function normalizeLanguage(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([a-zA-Z]{2})(?:[-_](?:[a-zA-Z]{2}|[0-9]{3}))?$/.exec(value.trim());
  if (!match) return undefined;
  const language = match[1]!.toLowerCase();
  return isLocale(language) ? language : undefined;
}

export interface PreferenceSources {
  /** `location.search`, e.g. `?lng=en`. */
  search: string;
  /** `document.cookie`. */
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
}

export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The visitor's explicit earlier choice, in the spec's order: query `lng`,
 * cookie `i18next`, localStorage, sessionStorage. Invalid values are
 * skipped, so a later valid source still counts.
 */
export function explicitPreference(sources: PreferenceSources): Locale | undefined {
  const query = new URLSearchParams(sources.search).get(QUERY_PARAM);
  const candidates = [query, readCookie(sources.cookie, COOKIE_NAME), sources.localStorage, sources.sessionStorage];
  return candidates.map(normalizeLanguage).find((locale) => locale !== undefined);
}

/** First supported language in `navigator.languages`. */
export function browserPreference(languages: readonly string[]): Locale | undefined {
  return languages.map((language) => normalizeLanguage(language.split('-')[0])).find((l) => l !== undefined);
}

const CRAWLER =
  /bot|crawl|spider|slurp|lighthouse|inspectiontool|facebookexternalhit|embedly|preview|headlesschrome\/.*pagespeed/i;

/** Crawlers must index every language: they get no redirect and no toast. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export type Decision = {kind: 'redirect'; to: string} | {kind: 'offer'; locale: Locale; to: string} | {kind: 'none'};

export interface DecisionInput {
  pathname: string;
  /** Locale of the page being shown (from the URL). */
  pageLocale: Locale;
  sources: PreferenceSources;
  browserLanguages: readonly string[];
  userAgent: string;
  offerShown: boolean;
  /**
   * The locales the page exists in (its hreflang alternates), when known. A
   * page not translated into a language yet is neither redirected nor offered
   * there: that language serves a notice, and its link back would redirect again.
   */
  available?: readonly Locale[];
}

/**
 * What to do when a page is shown:
 * - on a Dutch (unprefixed) path, an explicit choice of another language
 *   redirects to the equivalent page (or the prefixed path if the path is
 *   not in the route table);
 * - without an explicit choice, a browser language other than the page's
 *   is offered once;
 * - crawlers get nothing.
 */
export function decide(input: DecisionInput): Decision {
  if (isCrawler(input.userAgent)) return {kind: 'none'};
  const explicit = explicitPreference(input.sources);
  const exists = (locale: Locale) => !input.available || input.available.includes(locale);
  if (explicit) {
    if (input.pageLocale === DEFAULT_LOCALE && explicit !== DEFAULT_LOCALE && exists(explicit)) {
      // An alias (e.g. a doubled about slug) counts as the page it stands for.
      const path = redirectTarget(input.pathname) ?? input.pathname;
      const to = matchPath(path) ? equivalentPath(path, explicit) : `/${explicit}${path}`;
      return {kind: 'redirect', to};
    }
    return {kind: 'none'};
  }
  const browser = browserPreference(input.browserLanguages);
  if (!input.offerShown && browser && browser !== input.pageLocale && exists(browser)) {
    return {kind: 'offer', locale: browser, to: equivalentPath(input.pathname, browser)};
  }
  return {kind: 'none'};
}
