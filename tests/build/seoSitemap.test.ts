/**
 * The sitemap lists every page of the route table in every locale that has
 * it with alternates matching the route table, and nothing else (no 404,
 * redirect page or notice of a page not translated yet); robots.txt points
 * to it by its absolute URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {LOCALES} from '@site/src/data/locales';
import {matchPath, pagePath} from '@site/src/data/routes';
import {pageUrls} from '@site/src/lib/alternates';
import {BUILD_DIR, PUBLISHED_PAGES, UNTRANSLATED, assertBuildExists, builtPage} from '../helpers/site';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

interface Url {
  loc: string;
  'xhtml:link': {'@_rel': string; '@_hreflang': string; '@_href': string}[];
}

beforeAll(assertBuildExists);

function sitemap(): Url[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const doc = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link'}).parse(xml);
  return doc.urlset.url as Url[];
}

describe('sitemap.xml', () => {
  it('lists exactly the pages of the route table each locale has (its translation is not a placeholder)', () => {
    const locs = sitemap().map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(PUBLISHED_PAGES.map((p) => SITE_URL + p.path).sort());
  });

  it.each(PUBLISHED_PAGES)('$path has the alternates of the route table and x-default', ({page, locale, path: sitePath}) => {
    const entry = sitemap().find((u) => u.loc === SITE_URL + sitePath)!;
    expect(entry).toBeDefined();
    const links = entry['xhtml:link'].map((l) => ({hreflang: l['@_hreflang'], href: l['@_href']}));
    expect(links).toEqual(pageUrls(SITE_URL, page, locale, UNTRANSLATED).alternates);
    // The same alternates as the page's own hreflang tags.
    const inPage = builtPage(sitePath)
      .querySelectorAll('head link[rel="alternate"][hreflang]')
      .map((l) => ({hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href')}));
    expect(inPage).toEqual(links);
  });

  it('lists only real, indexable pages (no 404, no redirect)', () => {
    for (const {loc} of sitemap()) {
      const sitePath = loc.slice(SITE_URL.length);
      expect(matchPath(sitePath)).toBeDefined();
      const root = builtPage(sitePath);
      expect([loc, root.querySelector('meta[http-equiv="refresh"]')]).toEqual([loc, null]);
      expect([loc, root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '']).not.toEqual([loc, expect.stringContaining('noindex')]);
      expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(loc);
    }
  });

  it('replaces the preset’s per-locale sitemaps', () => {
    for (const locale of LOCALES.filter((l) => l !== 'nl')) {
      expect(fs.existsSync(path.join(BUILD_DIR, locale, 'sitemap.xml'))).toBe(false);
    }
  });
});

describe('robots.txt', () => {
  it('points to the absolute sitemap URL and allows crawling', () => {
    const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sitemap\\.xml$`, 'm'));
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(pagePath('home', 'nl')).toBe('/');
  });
});
