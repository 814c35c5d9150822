/**
 * The routing rules every server of the build follows (ARCHITECTURE "Serving":
 * one URL per page, every alias a 301), derived from the route table. Both
 * the nginx generator (`nginx.ts`) and the Cloudflare Pages worker
 * (`pages.ts`, the build's `_worker.js`) evaluate these same rules, so the two
 * hosts cannot drift apart: exact paths first, then patterns in order, first match wins
 * (nginx's `map` semantics).
 *
 * Input is a normalised path: percent-decoded, dot segments resolved,
 * repeated slashes merged (nginx's `$uri`). A rule's target is the canonical
 * URL of the page the path names; the server redirects when the raw request
 * path differs from it and serves the page when they are equal.
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

/**
 * An explicit Dutch prefix (`/nl/…`, `/nl-NL/…`) is a language choice (spec
 * 2.7): its redirect carries `?lng=nl`, which the language-preference client
 * module stores and then removes from the address bar.
 */
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

/**
 * The alias prefixes of a language as one pattern without anchors: any
 * region variant (`en-GB`, `es-419`) in any letter case, and for Dutch also
 * `nl` (see `aliasLocale`, src/data/routes.ts).
 */
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

/**
 * Every rule, from the route table. Mirrors `matchPath` and `redirectTarget`
 * (src/data/routes.ts); tests/unit/serverRules.test.ts proves they agree.
 */
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
  // A doubled about slug of any language: under a language prefix (any case) that language's about
  // page, under any other first segment the Dutch one.
  const abouts = `(${LOCALES.map((l) => escapeRegex(ROUTES.about[l])).join('|')})`;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    patterns.push({pattern: `^/${caseInsensitive(locale)}/${abouts}/\\1${END}`, to: pagePath('about', locale)});
  }
  patterns.push({pattern: `^/[^/]+/${abouts}/\\1${END}`, to: pagePath('about', DEFAULT_LOCALE)});
  return {exact, patterns};
}

/**
 * The canonical URL a normalised path names, or undefined when it names no
 * page. Exact paths match in any letter case, as nginx's `map` hash does
 * (its keys are lower-cased): `/EN/Hip-Replacement` is an alias too.
 */
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
  let list = compiledPatterns.get(rules);
  if (!list) {
    list = rules.patterns.map(({pattern, to}) => ({regex: new RegExp(pattern), to}));
    compiledPatterns.set(rules, list);
  }
  return list;
}

/** Locales with their own 404 page in `<locale>/404.html`. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * Which 404 page a raw request path gets: the first segment names a language
 * (`en`) or its region variant (`en-US`), in any letter case, and the path
 * starts with it; else the Dutch one at the root. One pattern per prefixed
 * locale, in the syntax common to JavaScript and PCRE (nginx's map).
 */
export const NOT_FOUND_PATTERNS: {pattern: string; page: string}[] = PREFIXED_LOCALES.map((locale) => {
  return {
    pattern: `^/(?:${caseInsensitive(locale)}|${aliasPrefixPattern(locale)})(?:/|$)`,
    page: `/${locale}/404.html`,
  };
});
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
  /**
   * Requests of one client address nginx works on at once (`limit_conn`; each
   * HTTP/2 stream counts): a page asks for a few dozen files at most, a
   * practice's network behind one address for a few pages at once.
   */
  perClient: 64,
  /** Seconds a client may take to send its request head, or stay idle between requests. */
  headerTimeout: 10,
  keepaliveTimeout: 20,
} as const;
