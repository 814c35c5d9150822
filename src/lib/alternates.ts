/**
 * Canonical and alternate-language URLs of a page, derived from the route
 * table. Used by the head tags, the language switcher and the sitemap.
 */
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale} from '../data/locales';
import {matchPath, pagePath, type PageId} from '../data/routes';

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

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + path;
}

export function pageUrls(siteUrl: string, page: PageId, locale: Locale): PageUrls {
  return {
    page,
    locale,
    canonical: absoluteUrl(siteUrl, pagePath(page, locale)),
    alternates: [
      ...LOCALES.map((l) => ({hreflang: l, href: absoluteUrl(siteUrl, pagePath(page, l))})),
      {hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(page, DEFAULT_LOCALE))},
    ],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    ogLocaleAlternates: LOCALES.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale),
  };
}

/** URLs for a path, or undefined when the path is not in the route table. */
export function urlsForPath(siteUrl: string, pathname: string): PageUrls | undefined {
  const match = matchPath(pathname);
  return match && pageUrls(siteUrl, match.page, match.locale);
}
