/**
 * Canonical and alternate-language URLs of a page, derived from the route
 * table. Used by the head tags, the language switcher and the sitemap. A
 * page not yet translated in a locale (plugins/route-table/untranslated.ts)
 * is no alternate there: that locale serves a notice, not the page.
 */
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale} from '../data/locales';
import {equivalentPath, matchPath, pagePath, type PageId} from '../data/routes';

export interface Alternate {
  /** `hreflang` value: a locale code or `x-default`. */
  hreflang: string;
  href: string;
}

export interface PageUrls {
  page: PageId;
  locale: Locale;
  canonical: string;
  alternates: Alternate[];
  ogLocale: string;
  ogLocaleAlternates: string[];
}

/** Per page, the locales that still serve a notice instead of the page (not translated yet). */
export type UntranslatedPages = Readonly<Partial<Record<string, readonly Locale[]>>>;

/** Whether a locale has the page itself (the Dutch source always does). */
export function isPublished(page: PageId, locale: Locale, untranslated: UntranslatedPages = {}): boolean {
  return !(untranslated[page] ?? []).includes(locale);
}

/** The locales that have the page, in locale order. */
export function publishedLocales(page: PageId, untranslated: UntranslatedPages = {}): Locale[] {
  return LOCALES.filter((l) => isPublished(page, l, untranslated));
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + path;
}

export function pageUrls(
  siteUrl: string,
  page: PageId,
  locale: Locale,
  untranslated: UntranslatedPages = {},
): PageUrls {
  const locales = publishedLocales(page, untranslated);
  return {
    page,
    locale,
    canonical: absoluteUrl(siteUrl, pagePath(page, locale)),
    alternates: [
      ...locales.map((l) => ({hreflang: l, href: absoluteUrl(siteUrl, pagePath(page, l))})),
      {hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(page, DEFAULT_LOCALE))},
    ],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    ogLocaleAlternates: locales.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale),
  };
}

/** URLs for a path, or undefined when the path is not in the route table. */
export function urlsForPath(
  siteUrl: string,
  pathname: string,
  untranslated: UntranslatedPages = {},
): PageUrls | undefined {
  const match = matchPath(pathname);
  return match && pageUrls(siteUrl, match.page, match.locale, untranslated);
}

/**
 * Where the language switcher and the language preference send a visitor
 * from `pathname` to `target`: the equivalent page, or the target's home
 * page when the page is not translated into it yet (never to its notice).
 */
export function switchTarget(pathname: string, target: Locale, untranslated: UntranslatedPages = {}): string {
  const match = matchPath(pathname);
  if (match && !isPublished(match.page, target, untranslated)) return pagePath('home', target);
  return equivalentPath(pathname, target);
}
