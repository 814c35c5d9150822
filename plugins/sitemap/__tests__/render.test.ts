import {XMLParser} from 'fast-xml-parser';
import {LOCALES} from '../../../src/data/locales';
import {PAGE_IDS, pagePath} from '../../../src/data/routes';
import {robotsTxt, sitemapXml} from '../render';

const SITE = 'https://www.dr-jansen.example';

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface Url {
  loc: string;
  'xhtml:link': Link[];
}

function parse(xml: string): Url[] {
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml);
  return doc.urlset.url as Url[];
}

describe('sitemapXml', () => {
  const urls = parse(sitemapXml(SITE));

  it('lists every page of every locale once', () => {
    const expected = LOCALES.flatMap((l) => PAGE_IDS.map((p) => `${SITE}${pagePath(p, l)}`));
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
  });

  it('gives each URL the alternates of its page in all locales plus x-default', () => {
    for (const locale of LOCALES) {
      for (const page of PAGE_IDS) {
        const url = urls.find((u) => u.loc === `${SITE}${pagePath(page, locale)}`)!;
        const links = Object.fromEntries(url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]));
        expect(links).toEqual({
          ...Object.fromEntries(LOCALES.map((l) => [l, `${SITE}${pagePath(page, l)}`])),
          'x-default': `${SITE}${pagePath(page, 'nl')}`,
        });
        expect(url['xhtml:link'].every((l) => l['@_rel'] === 'alternate')).toBe(true);
      }
    }
  });

  it('declares the sitemap and xhtml namespaces', () => {
    const xml = sitemapXml(SITE);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://a.example/?x=1&y=2')).toContain('&amp;y=2');
  });
});

describe('robotsTxt', () => {
  it('points to the absolute sitemap URL', () => {
    expect(robotsTxt(`${SITE}/`)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt(SITE)).toMatch(/^User-agent: \*$/m);
  });
});
