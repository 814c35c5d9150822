/**
 * The route table (spec 2.2): page id → slug per locale. It is the single
 * source for doc slugs (checked at build time), the language switcher,
 * canonical/hreflang tags, footer links, the sitemap and redirect pages.
 */
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, isLocale, type Locale} from './locales';

/** The surgeon's name as it appears in the about-page slugs. */
export const SURGEON_SLUG_NAME = 'jansen';

export const PAGE_IDS = ['home', 'infiltrations', 'hip', 'knee', 'revision', 'about'] as const;
export type PageId = (typeof PAGE_IDS)[number];
/** Pages that are docs (everything but the React home page). */
export type DocPageId = Exclude<PageId, 'home'>;
export const DOC_PAGE_IDS = PAGE_IDS.filter((id): id is DocPageId => id !== 'home');

export const ROUTES: Record<PageId, Record<Locale, string>> = {
  home: {nl: '', en: '', de: '', es: '', ru: '', ar: ''},
  infiltrations: {
    nl: 'infiltraties',
    en: 'joint-infiltrations',
    de: 'gelenkinjektionen',
    es: 'infiltraciones',
    ru: 'infiltracii',
    ar: 'haqn-mafasil',
  },
  hip: {
    nl: 'heupprothese',
    en: 'hip-replacement',
    de: 'hueftprothese',
    es: 'protesis-cadera',
    ru: 'protez-bedra',
    ar: 'istibdal-mafsal-wark',
  },
  knee: {
    nl: 'knieprothese',
    en: 'knee-replacement',
    de: 'knieprothese',
    es: 'protesis-rodilla',
    ru: 'protez-koleno',
    ar: 'istibdal-mafsal-rukba',
  },
  revision: {
    nl: 'revisieoperaties',
    en: 'revision-surgery',
    de: 'revisionsoperationen',
    es: 'cirugia-revision',
    ru: 'revizionnye-operacii',
    ar: 'jarahat-muraja3a',
  },
  about: {
    nl: `over-dr-${SURGEON_SLUG_NAME}`,
    en: `about-dr-${SURGEON_SLUG_NAME}`,
    de: `ueber-dr-${SURGEON_SLUG_NAME}`,
    es: `sobre-dr-${SURGEON_SLUG_NAME}`,
    ru: `o-doktore-${SURGEON_SLUG_NAME}`,
    ar: `an-aldoktor-${SURGEON_SLUG_NAME}`,
  },
};

/** URL prefix of a locale: '' for Dutch, '/en' for English, … */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Site-relative path of a page in a locale. Home pages end in '/' (the
 * locale's baseUrl, as Docusaurus serves it); other pages have no
 * trailing slash.
 */
export function pagePath(page: PageId, locale: Locale): string {
  const slug = ROUTES[page][locale];
  return slug === '' ? `${localePrefix(locale)}/` : `${localePrefix(locale)}/${slug}`;
}

/** The `slug` a doc's front matter must declare. */
export function docSlug(page: DocPageId, locale: Locale): string {
  return `/${ROUTES[page][locale]}`;
}

export interface PageMatch {
  page: PageId;
  locale: Locale;
}

function trimSlashes(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/**
 * Which page of the table a path is, or undefined. Accepts the path with
 * or without a trailing slash; does not accept region variants (those are
 * redirects, see `redirectTarget`).
 */
export function matchPath(pathname: string): PageMatch | undefined {
  const segments = trimSlashes(pathname);
  let locale: Locale = DEFAULT_LOCALE;
  if (segments.length > 0 && isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE) {
    locale = segments.shift() as Locale;
  }
  if (segments.length > 1) return undefined;
  const slug = segments[0] ?? '';
  const page = PAGE_IDS.find((id) => ROUTES[id][locale] === slug);
  return page ? {page, locale} : undefined;
}

/** The equivalent of `pathname` in `target`, or the target's home page. */
export function equivalentPath(pathname: string, target: Locale): string {
  const match = matchPath(pathname);
  return pagePath(match?.page ?? 'home', target);
}

/** Every alias prefix a locale is also reachable under (spec 2.1). */
export function aliasPrefixes(locale: Locale): string[] {
  const region = LOCALE_INFO[locale].region;
  return locale === DEFAULT_LOCALE ? [`/${locale}`, `/${region}`] : [`/${region}`];
}

/**
 * Where an alias path should go: a region variant (`/en-US/hip-replacement`,
 * `/nl/heupprothese`) or a doubled about slug (`/en/about-dr-jansen/about-dr-jansen`).
 * Region codes are matched case-insensitively. An unsupported first segment
 * followed by a doubled about slug goes to the Dutch about page (spec 2.7).
 * Returns undefined when the path is not such an alias.
 */
export function redirectTarget(pathname: string): string | undefined {
  const segments = trimSlashes(pathname);
  if (segments.length === 0) return undefined;
  const first = segments[0]!.toLowerCase();
  for (const locale of LOCALES) {
    const aliases = aliasPrefixes(locale).map((p) => p.slice(1).toLowerCase());
    if (!aliases.includes(first)) continue;
    const rest = segments.slice(1);
    if (rest.length === 0) return pagePath('home', locale);
    if (rest.length === 1) {
      const page = PAGE_IDS.find((id) => ROUTES[id][locale] === rest[0]);
      return page ? pagePath(page, locale) : undefined;
    }
    if (rest.length === 2 && rest[0] === ROUTES.about[locale] && rest[1] === rest[0]) {
      return pagePath('about', locale);
    }
    return undefined;
  }
  // Doubled about slug: /{lang}/{about}/{about} or /{about}/{about} (Dutch).
  const aboutSlugs = LOCALES.map((l) => ROUTES.about[l]);
  const tail = segments.slice(-2);
  if (segments.length >= 2 && segments.length <= 3 && tail[0] === tail[1] && aboutSlugs.includes(tail[0]!)) {
    if (segments.length === 2) {
      return tail[0] === ROUTES.about[DEFAULT_LOCALE] ? pagePath('about', DEFAULT_LOCALE) : undefined;
    }
    return isLocale(first) ? pagePath('about', first) : pagePath('about', DEFAULT_LOCALE);
  }
  return undefined;
}

/** Every alias path that gets a generated redirect page, with its target. */
export function allRedirects(): {from: string; to: string}[] {
  const out: {from: string; to: string}[] = [];
  for (const locale of LOCALES) {
    const about = ROUTES.about[locale];
    for (const prefix of aliasPrefixes(locale)) {
      for (const page of PAGE_IDS) {
        const slug = ROUTES[page][locale];
        out.push({from: slug === '' ? prefix : `${prefix}/${slug}`, to: pagePath(page, locale)});
      }
      out.push({from: `${prefix}/${about}/${about}`, to: pagePath('about', locale)});
    }
    out.push({from: `${localePrefix(locale)}/${about}/${about}`, to: pagePath('about', locale)});
  }
  return out;
}
