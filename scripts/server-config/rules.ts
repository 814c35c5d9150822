/**
 * The routing rules every server of the build follows (DESIGN "Serving":
 * one URL per page, every alias a 301), derived from the route table. Both
 * the nginx generator (`nginx.ts`) and the Node server
 * (`scripts/static-server.cjs`) evaluate these same rules, so the two cannot
 * drift apart: exact paths first, then patterns in order, first match wins
 * (nginx's `map` semantics).
 *
 * Input is a normalised path: percent-decoded, dot segments resolved,
 * repeated slashes merged (nginx's `$uri`). A rule's target is the canonical
 * URL of the page the path names; the server redirects when the raw request
 * path differs from it and serves the page when they are equal.
 */
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {PAGE_IDS, ROUTES, aliasPrefixes, localePrefix, pagePath, type PageId} from '../../src/data/routes';

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
  const first = (from.split('/')[1] ?? '').toLowerCase();
  const dutch = aliasPrefixes(DEFAULT_LOCALE).some((p) => p.slice(1).toLowerCase() === first);
  return dutch ? `${to}?${EXPLICIT_DUTCH_QUERY}` : to;
}

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Case-insensitive in both syntaxes (JavaScript has no inline `(?i)` before ES2025): `en-US` → `[eE][nN]-[uU][sS]`. */
export function caseInsensitive(value: string): string {
  return [...value].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegex(c))).join('');
}

/** `/`, or `/index.html`, or nothing after a path (the forms an alias may end in). */
const END = '(?:/|/index\\.html)?$';

/** The paths under which a canonical page is also asked for: trailing slash, `index.html`, no slash for a home. */
function pageForms(page: PageId, locale: Locale): string[] {
  const canonical = pagePath(page, locale);
  if (ROUTES[page][locale] === '') {
    const prefix = localePrefix(locale);
    return prefix === '' ? ['/', '/index.html'] : [canonical, prefix, `${prefix}/index.html`];
  }
  return [canonical, `${canonical}/`, `${canonical}/index.html`];
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
  for (const end of ['', '/', '/index.html']) exact.set(`/${nlAbout}/${nlAbout}${end}`, pagePath('about', 'nl'));

  // Region variants (and `/nl`), in any letter case.
  for (const locale of LOCALES) {
    const explicitDutch = locale === DEFAULT_LOCALE;
    for (const prefix of aliasPrefixes(locale)) {
      const p = `^/${caseInsensitive(prefix.slice(1))}`;
      for (const page of PAGE_IDS) {
        const slug = ROUTES[page][locale];
        patterns.push({
          pattern: slug === '' ? `${p}${END}` : `${p}/${escapeRegex(slug)}${END}`,
          to: target(page, locale, explicitDutch),
        });
      }
      const about = escapeRegex(ROUTES.about[locale]);
      patterns.push({pattern: `${p}/${about}/${about}${END}`, to: target('about', locale, explicitDutch)});
      // Anything else under a region prefix is no page (also no doubled slug of another language).
      patterns.push({pattern: `${p}(?:/|$)`, to: ''});
    }
  }
  // A doubled about slug of any language: under a language prefix (any case) that language's about
  // page, under any other first segment the Dutch one (spec 2.7).
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
  for (const rule of rules.patterns) {
    if (new RegExp(rule.pattern).test(normalized)) return rule.to === '' ? undefined : rule.to;
  }
  return undefined;
}

/** Locales with their own 404 page in `<locale>/404.html`. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * The 404 page for a raw request path: the locale named by the first
 * segment exactly as written, else the Dutch one at the root.
 */
export function notFoundPage(rawPath: string): string {
  const first = rawPath.split('/')[1] ?? '';
  const locale = PREFIXED_LOCALES.find((l) => l === first);
  return locale ? `/${locale}/404.html` : '/404.html';
}

/** Build files never served: the Netlify/Cloudflare config, precompressed twins (served by negotiation). */
export const HIDDEN_FILE = /(?:^|\/)(?:_headers|_redirects)$|\.(?:gz|br)$/;

/** Cache policy: content-hashed assets are immutable, everything else revalidates. */
export const IMMUTABLE_PATH = `^/(?:(?:${PREFIXED_LOCALES.join('|')})/)?assets/`;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Request limits shared by both servers. */
export const LIMITS = {
  /** Request-line length above which the answer is 414 (nginx: one large header buffer). */
  maxRequestLine: 8192,
  /** Request body size: GET and HEAD carry none. */
  maxBody: 1024,
} as const;
