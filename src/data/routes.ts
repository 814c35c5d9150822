/**
 * The page registry: every page with its kind, treatments-menu group and slug per locale (the route table),
 * the single source of slugs, menus, links, hreflang, sitemap and redirects (`npm run new-page` adds here).
 */
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, isLocale, type Locale} from './locales';

/** The surgeon's name as it appears in the about-page slugs. */
export const SURGEON_SLUG_NAME = 'jansen';

/** A treatment is in the treatments menu, with back link and booking card. */
export type PageKind = 'home' | 'treatment' | 'about' | 'info';

/** The treatments menu's categories, in menu order; labels in sidebars.ts. */
export const SIDEBAR_GROUPS = ['conservative', 'operative', 'specialist'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export interface PageEntry {
  kind: PageKind;
  /** The treatments-menu category: every treatment has one, no other page does. */
  group?: SidebarGroup;
  /** Slug per locale, without slashes; '' for the home page. */
  slugs: Readonly<Record<Locale, string>>;
}

export const PAGES = {
  home: {kind: 'home', slugs: {nl: '', en: '', de: '', es: '', ru: '', ar: ''}},
  infiltrations: {
    kind: 'treatment',
    group: 'conservative',
    slugs: {
      nl: 'infiltraties',
      en: 'joint-infiltrations',
      de: 'gelenkinjektionen',
      es: 'infiltraciones',
      ru: 'infiltracii',
      ar: 'haqn-mafasil',
    },
  },
  hip: {
    kind: 'treatment',
    group: 'operative',
    slugs: {
      nl: 'heupprothese',
      en: 'hip-replacement',
      de: 'hueftprothese',
      es: 'protesis-cadera',
      ru: 'protez-bedra',
      ar: 'istibdal-mafsal-wark',
    },
  },
  knee: {
    kind: 'treatment',
    group: 'operative',
    slugs: {
      nl: 'knieprothese',
      en: 'knee-replacement',
      de: 'knieprothese',
      es: 'protesis-rodilla',
      ru: 'protez-koleno',
      ar: 'istibdal-mafsal-rukba',
    },
  },
  revision: {
    kind: 'treatment',
    group: 'specialist',
    slugs: {
      nl: 'revisieoperaties',
      en: 'revision-surgery',
      de: 'revisionsoperationen',
      es: 'cirugia-revision',
      ru: 'revizionnye-operacii',
      ar: 'jarahat-muraja3a',
    },
  },
  about: {
    kind: 'about',
    slugs: {
      nl: `over-dr-${SURGEON_SLUG_NAME}`,
      en: `about-dr-${SURGEON_SLUG_NAME}`,
      de: `ueber-dr-${SURGEON_SLUG_NAME}`,
      es: `sobre-dr-${SURGEON_SLUG_NAME}`,
      ru: `o-doktore-${SURGEON_SLUG_NAME}`,
      ar: `an-aldoktor-${SURGEON_SLUG_NAME}`,
    },
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
/** Every page, in registry order (the home page first). */
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
/** Pages that are docs (everything but the React home page). */
export type DocPageId = Exclude<PageId, 'home'>;
export const DOC_PAGE_IDS = PAGE_IDS.filter((id): id is DocPageId => id !== 'home');

/** The treatment pages, by their kind in the registry. */
export type TreatmentPageId = {[K in PageId]: (typeof PAGES)[K]['kind'] extends 'treatment' ? K : never}[PageId];

export function isPageId(id: string): id is PageId {
  return Object.prototype.hasOwnProperty.call(PAGES, id);
}

export function pageEntry(id: PageId): PageEntry {
  return PAGES[id];
}

export function isTreatmentPage(id: string): id is TreatmentPageId {
  return isPageId(id) && pageEntry(id).kind === 'treatment';
}

/** The treatment pages in registry order: the footer's and the menu's order. */
export const TREATMENT_PAGE_IDS: TreatmentPageId[] = PAGE_IDS.filter(isTreatmentPage);

/** The treatment pages of one treatments-menu category, in registry order. */
export function pagesInGroup(group: SidebarGroup): TreatmentPageId[] {
  return TREATMENT_PAGE_IDS.filter((id) => pageEntry(id).group === group);
}

/** Page id → slug per locale (the route table), read from the registry. */
export const ROUTES = Object.fromEntries(PAGE_IDS.map((id) => [id, PAGES[id].slugs])) as Record<
  PageId,
  Readonly<Record<Locale, string>>
>;

/** URL prefix of a locale: '' for Dutch, '/en' for English, … */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Site-relative path of a page: home pages end in '/' (the locale's baseUrl), others have no trailing slash. */
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

/** Which page a path is (trailing slash or not); region variants are redirects (`redirectTarget`). */
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

/** Every alias prefix a locale is also reachable under. */
export function aliasPrefixes(locale: Locale): string[] {
  const region = LOCALE_INFO[locale].region;
  return locale === DEFAULT_LOCALE ? [`/${locale}`, `/${region}`] : [`/${region}`];
}

/** A BCP 47 region subtag: two letters (`GB`) or a UN M.49 area (`419`, Latin America). */
export const REGION_SUBTAG = '(?:[a-zA-Z]{2}|[0-9]{3})';
const ALIAS_SEGMENT = new RegExp(`^([a-zA-Z]{2})(?:-${REGION_SUBTAG})?$`);

/** The language of an alias first segment: a region variant in any case (`en-GB`, `es-419`), or `nl` itself. */
export function aliasLocale(segment: string): Locale | undefined {
  const match = ALIAS_SEGMENT.exec(segment);
  if (!match) return undefined;
  const language = match[1]!.toLowerCase();
  if (!isLocale(language)) return undefined;
  const region = segment.length > 2;
  return region || language === DEFAULT_LOCALE ? language : undefined;
}

/**
 * Where an alias path goes: a region variant (`/en-US/hip-replacement`, `/nl/heupprothese`) or a doubled
 * about slug (`/en/about-dr-jansen/about-dr-jansen`; after an unknown first segment, the Dutch about page).
 */
export function redirectTarget(pathname: string): string | undefined {
  const segments = trimSlashes(pathname);
  if (segments.length === 0) return undefined;
  const first = segments[0]!.toLowerCase();
  const locale = aliasLocale(segments[0]!);
  if (locale) {
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
