/**
 * Redirect pages for region variants and doubled about slugs (ARCHITECTURE
 * "Routes"). They work on any static file server: meta refresh, plus a
 * same-origin script that keeps the query and hash; canonical and noindex
 * keep them out of search results. And `_redirects`, the same routing for
 * Cloudflare Pages (`cloudflareRedirects`).
 */
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {PAGE_IDS, ROUTES, aliasPrefixes, allRedirects, localePrefix, pagePath} from '../../src/data/routes';
import {PATH_ENDINGS, aliasTarget, routeRules} from '../../scripts/server-config/rules';

export const REDIRECT_SCRIPT = '/redirect.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `to` may carry a query (`?lng=nl`); `canonicalPath` is the page itself. */
export function redirectHtml(to: string, siteUrl: string, lang: string, canonicalPath = to): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(siteUrl + canonicalPath);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>${target}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
<script src="${REDIRECT_SCRIPT}" data-to="${target}"></script>
</head>
<body><p><a href="${target}">${canonical}</a></p></body>
</html>
`;
}

/**
 * A path no build has: a 200 rewrite to it under a locale's folder makes
 * Cloudflare Pages answer with that folder's 404.html and status 404.
 */
export const NO_FILE = '__none__';

/**
 * `_redirects` for Cloudflare Pages, from the route table and the servers'
 * rules (scripts/server-config/rules.ts): what nginx answers, in the exact
 * letter case Pages matches.
 * - Each page is a folder with index.html; Pages would 308 `/en/x` to
 *   `/en/x/`, so the canonical URL is a 200 rewrite to the folder, and the
 *   folder's own forms (`/`, `/index.html`, `/index.html/`, `/en`) are 301s.
 * - Every alias (region variants, `/nl`, doubled about slugs) with each
 *   ending: 301 to its page.
 * - 404 pages asked for by name, and anything under a region or Dutch
 *   prefix that is no alias: a rewrite to a missing file in the language's
 *   folder, so Pages answers with that language's 404 page and status 404.
 * - A doubled about slug under any other first segment: the Dutch about page.
 * Static rules first: Pages counts every rule after the first dynamic one
 * as dynamic (plugins/redirects/limits.ts).
 */
export function cloudflareRedirects(): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  const add = (from: string, to: string, status: 200 | 301) => {
    if (seen.has(from) || from === to) return;
    seen.add(from);
    lines.push(`${from} ${to} ${status}`);
  };
  for (const [from, to] of routeRules().exact) add(from, to, 301);
  for (const {from, to} of allRedirects()) {
    for (const end of PATH_ENDINGS) add(`${from}${end}`, aliasTarget(from, to), 301);
  }
  const abouts = LOCALES.map((l) => ROUTES.about[l]);
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    for (const about of abouts) {
      for (const end of PATH_ENDINGS) add(`/${locale}/${about}/${about}${end}`, pagePath('about', locale), 301);
    }
  }
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) {
      const canonical = pagePath(page, locale);
      if (!canonical.endsWith('/')) add(canonical, `${canonical}/`, 200);
    }
    const prefix = localePrefix(locale);
    for (const name of ['/404.html', '/404']) add(`${prefix}${name}`, `${prefix}/${NO_FILE}`, 200);
  }
  for (const locale of LOCALES) {
    for (const alias of aliasPrefixes(locale)) add(`${alias}/*`, `${localePrefix(locale)}/${NO_FILE}`, 200);
  }
  for (const about of abouts) {
    for (const end of PATH_ENDINGS) add(`/:first/${about}/${about}${end}`, pagePath('about', DEFAULT_LOCALE), 301);
  }
  return `${lines.join('\n')}\n`;
}
