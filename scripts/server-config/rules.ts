/**
 * The routing rules of every host (one URL per page, every alias a 301), from the route table: nginx
 * (nginx.ts) and the Pages worker (pages.ts) evaluate the same ones, as nginx's `map` does (exact
 * paths, then patterns in order). A rule maps a normalised path (nginx's `$uri`) to its canonical URL.
 */
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {PAGE_IDS, REGION_SUBTAG, ROUTES, aliasLocale, localePrefix, pagePath, type PageId} from '../../src/data/routes';

/** A pattern in the regular-expression syntax common to JavaScript and PCRE (nginx). */
export interface PatternRule {
  pattern: string;
  /** Canonical target, or '' for "not a page" (stops later patterns from matching). */
  to: string;
}

export interface RouteRules {
  exact: Map<string, string>;
  patterns: PatternRule[];
}

/** An explicit Dutch prefix (`/nl/…`) is a language choice: its redirect carries `?lng=nl` for the client to store. */
export const EXPLICIT_DUTCH_QUERY = 'lng=nl';

/** Where an alias path of `allRedirects()` goes, with `?lng=nl` for an explicit Dutch prefix. */
export function aliasTarget(from: string, to: string): string {
  const dutch = aliasLocale(from.split('/')[1] ?? '') === DEFAULT_LOCALE;
  return dutch ? `${to}?${EXPLICIT_DUTCH_QUERY}` : to;
}

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Case-insensitive in both syntaxes (JavaScript has no inline `(?i)` before ES2025): `en-US` → `[eE][nN]-[uU][sS]`. */
export function caseInsensitive(value: string): string {
  return [...value].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegex(c))).join('');
}

/** The endings a path may have after a page's name: nothing, `/`, `/index.html`, `/index.html/`. */
export const PATH_ENDINGS = ['', '/', '/index.html', '/index.html/'] as const;
const END = '(?:/|/index\\.html/?)?$';

/** A language's alias prefixes, unanchored: any region variant in any letter case, and `nl` for Dutch. */
export function aliasPrefixPattern(locale: Locale): string {
  const region = `-${REGION_SUBTAG}`;
  return `${caseInsensitive(locale)}${locale === DEFAULT_LOCALE ? `(?:${region})?` : region}`;
}

/** The paths under which a canonical page is also asked for: trailing slash, `index.html`, no slash for a home. */
function pageForms(page: PageId, locale: Locale): string[] {
  const canonical = pagePath(page, locale);
  const base = ROUTES[page][locale] === '' ? localePrefix(locale) : canonical;
  return [canonical, ...PATH_ENDINGS.map((end) => base + end).filter((form) => form !== '' && form !== canonical)];
}

function target(page: PageId, locale: Locale, explicitDutch: boolean): string {
  return pagePath(page, locale) + (explicitDutch ? `?${EXPLICIT_DUTCH_QUERY}` : '');
}

/** Every rule, from the route table; mirrors `matchPath` and `redirectTarget` of src/data/routes.ts. */
export function routeRules(): RouteRules {
  const exact = new Map<string, string>();
  const patterns: PatternRule[] = [];
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) {
      for (const form of pageForms(page, locale)) exact.set(form, pagePath(page, locale));
    }
  }
  // The Dutch doubled about slug without a prefix.
  const nlAbout = ROUTES.about[DEFAULT_LOCALE];
  for (const end of PATH_ENDINGS) exact.set(`/${nlAbout}/${nlAbout}${end}`, pagePath('about', 'nl'));

  // Any region variant (and `/nl`), in any letter case.
  for (const locale of LOCALES) {
    const explicitDutch = locale === DEFAULT_LOCALE;
    const p = `^/${aliasPrefixPattern(locale)}`;
    // The page name in any letter case too: `/en-GB/HIP-REPLACEMENT` is one 301, as `/EN/HIP-REPLACEMENT` is.
    for (const page of PAGE_IDS) {
      const slug = ROUTES[page][locale];
      patterns.push({
        pattern: slug === '' ? `${p}${END}` : `${p}/${caseInsensitive(slug)}${END}`,
        to: target(page, locale, explicitDutch),
      });
    }
    const about = caseInsensitive(ROUTES.about[locale]);
    patterns.push({pattern: `${p}/${about}/${about}${END}`, to: target('about', locale, explicitDutch)});
    // Anything else under a region prefix is no page (also no doubled slug of another language).
    patterns.push({pattern: `${p}(?:/|$)`, to: ''});
  }
  // A doubled about slug of any language: that language's about page under its prefix, else the Dutch one.
  const abouts = `(${LOCALES.map((l) => escapeRegex(ROUTES.about[l])).join('|')})`;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    patterns.push({pattern: `^/${caseInsensitive(locale)}/${abouts}/\\1${END}`, to: pagePath('about', locale)});
  }
  patterns.push({pattern: `^/[^/]+/${abouts}/\\1${END}`, to: pagePath('about', DEFAULT_LOCALE)});
  return {exact, patterns};
}

/** The canonical URL a normalised path names; exact paths in any letter case, as nginx's `map` hash. */
export function canonicalFor(normalized: string, rules: RouteRules): string | undefined {
  const exact = rules.exact.get(normalized.toLowerCase());
  if (exact !== undefined) return exact;
  for (const {regex, to} of compiled(rules)) {
    if (regex.test(normalized)) return to === '' ? undefined : to;
  }
  return undefined;
}

/** The patterns of a rule set, compiled once (never per request). */
const compiledPatterns = new WeakMap<RouteRules, {regex: RegExp; to: string}[]>();
function compiled(rules: RouteRules): {regex: RegExp; to: string}[] {
  if (!compiledPatterns.has(rules)) {
    compiledPatterns.set(
      rules,
      rules.patterns.map(({pattern, to}) => ({regex: new RegExp(pattern), to})),
    );
  }
  return compiledPatterns.get(rules)!;
}

/** Locales with their own 404 page in `<locale>/404.html`. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The 404 page of a raw path whose first segment names a language or its region variant (any case). */
export const NOT_FOUND_PATTERNS: {pattern: string; page: string}[] = PREFIXED_LOCALES.map((locale) => ({
  pattern: `^/(?:${caseInsensitive(locale)}|${aliasPrefixPattern(locale)})(?:/|$)`,
  page: `/${locale}/404.html`,
}));
const notFoundRegexes = NOT_FOUND_PATTERNS.map(({pattern, page}) => ({regex: new RegExp(pattern), page}));

/** The 404 page for a raw request path (see NOT_FOUND_PATTERNS). */
export function notFoundPage(rawPath: string): string {
  return notFoundRegexes.find(({regex}) => regex.test(rawPath))?.page ?? '/404.html';
}

/** Build files never served: the Netlify/Cloudflare config and worker, precompressed twins (served by negotiation). */
export const HIDDEN_FILE = /(?:^|\/)(?:_headers|_redirects|_worker\.js)$|\.(?:gz|br)$/;

/** Cache policy: content-hashed assets are immutable, everything else revalidates. */
export const IMMUTABLE_PATH = `^/(?:(?:${PREFIXED_LOCALES.join('|')})/)?assets/`;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Request limits shared by both hosts. */
export const LIMITS = {
  /** Request-line length above which the answer is 414 (nginx: one large header buffer). */
  maxRequestLine: 8192,
  /** Request body size: GET and HEAD carry none. */
  maxBody: 1024,
  /** Requests of one address at once (`limit_conn`, per HTTP/2 stream): a practice's few pages of dozens of files. */
  perClient: 64,
  /** Seconds a client may take to send its request head, or stay idle between requests. */
  headerTimeout: 10,
  keepaliveTimeout: 20,
} as const;
