/**
 * sitemap.xml and robots.txt from the route table: every page in every
 * locale, each with `xhtml:link` alternates to its equivalents and
 * `x-default` (the same set the pages' hreflang tags carry). A locale's
 * notice for a page not translated yet is neither an entry nor an alternate.
 */
import {LOCALES} from '../../src/data/locales';
import {PAGE_IDS} from '../../src/data/routes';
import {absoluteUrl, isPublished, pageUrls, type UntranslatedPages} from '../../src/lib/alternates';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(siteUrl: string, untranslated: UntranslatedPages = {}): string {
  const entries = LOCALES.flatMap((locale) =>
    PAGE_IDS.filter((page) => isPublished(page, locale, untranslated)).map((page) => {
      const urls = pageUrls(siteUrl, page, locale, untranslated);
      const links = urls.alternates
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(urls.canonical)}</loc>\n${links}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
