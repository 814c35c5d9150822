import path from 'node:path';
import {docFile} from '../../route-table/check';
import {loadSiteTexts} from '../../site-texts';
import {applyEdits} from '../../post-build/page';
import {jsonLdEdit, pageBlocks} from '../inject';

const SITE_DIR = path.resolve(__dirname, '..', '..', '..');
const SITE_URL = 'https://www.dr-jansen.example';

// Minified like the build: unquoted attributes, optional end tags dropped.
const HOME = `<!doctype html><html lang=en><head><title>x</title></head><body><main><p>x</main></body></html>`;
const texts = (locale: string) => loadSiteTexts(SITE_DIR, locale);
const injectJsonLd = (html: string, blocks: Parameters<typeof jsonLdEdit>[1]) =>
  applyEdits(html, [jsonLdEdit(html, blocks)]);

function blocksIn(html: string): {type: unknown; page: boolean}[] {
  return [...html.matchAll(/<script type="application\/ld\+json"( data-page-jsonld)?>(.*?)<\/script>/g)].map((m) => {
    const data = JSON.parse(m[2]!) as {'@type'?: unknown; '@graph'?: unknown};
    return {type: data['@type'] ?? 'graph', page: Boolean(m[1])};
  });
}

describe('structured data build step', () => {
  it('writes the site graph and the home page FAQPage into the head', () => {
    const html = injectJsonLd(HOME, pageBlocks({siteUrl: SITE_URL, locale: 'en', page: 'home', texts: texts('en')}));
    expect(blocksIn(html)).toEqual([
      {type: 'graph', page: false},
      {type: 'FAQPage', page: true},
    ]);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    const faq = JSON.parse(/data-page-jsonld>(.*?)<\/script>/.exec(html)![1]!) as {mainEntity: {name: string}[]};
    // The FAQ comes from the same source as the page (src/components/Home/faqContent.ts), not from the HTML.
    expect(faq.mainEntity[0]!.name).toBe(texts('en').texts.faq['home.faq.waitingTime.question']!.message);
    expect(html).not.toContain('data-block');
  });

  it('describes a treatment page with its procedure, in its language, from the MDX front matter', () => {
    const blocks = pageBlocks({
      siteUrl: SITE_URL,
      locale: 'de',
      page: 'hip',
      texts: texts('de'),
      docFile: docFile(SITE_DIR, 'de', 'hip'),
    });
    expect(blocks.page.map((b) => (b as {'@type': string})['@type'])).toEqual(['MedicalWebPage', 'SurgicalProcedure']);
    expect(blocks.page[0]).toMatchObject({inLanguage: 'de', url: `${SITE_URL}/de/hueftprothese`});
  });

  it('gives a 404 page only the site graph, and refuses HTML without a head', () => {
    const blocks = pageBlocks({siteUrl: SITE_URL, locale: 'nl', texts: texts('nl')});
    expect(blocks.page).toEqual([]);
    expect(() => injectJsonLd('<p>no head', blocks)).toThrow('no </head>');
  });
});
