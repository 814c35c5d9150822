/**
 * Redirect pages for region variants and doubled about slugs (DESIGN
 * "Routes"). They work on any static file server: meta refresh, plus a
 * same-origin script that keeps the query and hash; canonical and noindex
 * keep them out of search results.
 */
import {allRedirects} from '../../src/data/routes';
import {aliasTarget} from '../../scripts/server-config/rules';

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

/** Netlify / Cloudflare Pages `_redirects`: 301s, then per-locale 404 pages. */
export function redirectsFile(nonDefaultLocales: readonly string[]): string {
  const lines = allRedirects().map(({from, to}) => `${from} ${aliasTarget(from, to)} 301`);
  for (const locale of nonDefaultLocales) lines.push(`/${locale}/* /${locale}/404.html 404`);
  return `${lines.join('\n')}\n`;
}
