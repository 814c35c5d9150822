/**
 * Redirect pages for region variants and doubled about slugs (ARCHITECTURE
 * "Routes"). They work on any static file server: meta refresh, plus a
 * same-origin script that keeps the query and hash; canonical and noindex
 * keep them out of search results.
 */
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
