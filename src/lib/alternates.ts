/** Canonical and alternate URLs from the route table; a locale serving a notice is no alternate. */
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale} from '../data/locales';
import {equivalentPath, matchPath, pagePath, type PageId} from '../data/routes';

export interface PageUrls {
  page: PageId;
  locale: Locale;
  canonical: string;
  /** `hreflang`: a locale code or `x-default`. */
  alternates: {hreflang: string; href: string}[];
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

/** Where the switcher sends a visitor in `target`: the same page, or home if it is a notice there. */
export function switchTarget(pathname: string, target: Locale, untranslated: UntranslatedPages = {}): string {
  const match = matchPath(pathname);
  if (match && !isPublished(match.page, target, untranslated)) return pagePath('home', target);
  return equivalentPath(pathname, target);
}
