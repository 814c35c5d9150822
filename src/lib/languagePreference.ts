/** Language preference as pure functions, unit-tested without a DOM. */
import {DEFAULT_LOCALE, isLocale, type Locale} from '../data/locales';
import {equivalentPath, matchPath, redirectTarget} from '../data/routes';

/** Storage key and cookie name of the earlier site (i18next). */
export const STORAGE_KEY = 'i18nextLng';
const COOKIE_NAME = 'i18next';
export const QUERY_PARAM = 'lng';
export const OFFER_SHOWN_KEY = 'languageOfferShown';

/** A supported language from `en`, `EN`, `en-US`, `en_us`, `es-419` (any region); else undefined. */
export function normalizeLanguage(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([a-zA-Z]{2})(?:[-_](?:[a-zA-Z]{2}|[0-9]{3}))?$/.exec(value.trim());
  if (!match) return undefined;
  const language = match[1]!.toLowerCase();
  return isLocale(language) ? language : undefined;
}

export interface PreferenceSources {
  search: string;
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

/** The visitor's explicit choice: query, cookie, localStorage, sessionStorage, the first valid one. */
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
  pageLocale: Locale;
  sources: PreferenceSources;
  browserLanguages: readonly string[];
  userAgent: string;
  offerShown: boolean;
  /** The page's locales, if known: no redirect or offer to a notice, whose link back would redirect again. */
  available?: readonly Locale[];
}

/** On a Dutch path an explicit other choice redirects; else a browser language is offered once; crawlers: nothing. */
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
