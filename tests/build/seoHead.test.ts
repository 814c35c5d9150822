/**
 * The stock theme must not contradict our head tags: one canonical, one set
 * of hreflang alternates (the locales that have the page), one social image
 * (the page's own card) with its alt text and size, on every page of every
 * locale. A locale's notice for a page not translated yet is `noindex`, with
 * no canonical or alternates, the site's card and the notice's own title.
 */
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {LOCALES} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import {publishedLocales} from '@site/src/lib/alternates';
import path from 'node:path';
import {SOCIAL_CARD} from '@site/src/data/socialCard';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {socialCard} from '@site/plugins/social-cards/card';
import {ALL_PAGES, NOTICE_PAGES, PUBLISHED_PAGES, UNTRANSLATED, assertBuildExists, builtPage} from '../helpers/site';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

beforeAll(assertBuildExists);

const headOf = (sitePath: string) => builtPage(sitePath).querySelector('head')!;
const allOf = (sitePath: string) => (selector: string, attr = 'content') =>
  headOf(sitePath)
    .querySelectorAll(selector)
    .map((el) => el.getAttribute(attr));

describe.each(PUBLISHED_PAGES)('$path ($locale, $page)', ({page, locale, path: sitePath}) => {
  const all = allOf(sitePath);

  it('has one canonical and one set of alternates: the locales that have the page', () => {
    expect(all('link[rel="canonical"]', 'href')).toEqual([SITE_URL + pagePath(page, locale)]);
    const hreflangs = all('link[rel="alternate"][hreflang]', 'hreflang');
    expect([...hreflangs].sort()).toEqual([...publishedLocales(page, UNTRANSLATED), 'x-default'].sort());
    expect(all('meta[name="robots"]')).toEqual([]);
    expect(all('meta[property="og:url"]')).toHaveLength(1);
    expect(all('meta[property="og:locale"]')).toHaveLength(1);
  });

  it('has exactly one og:image, its own card, with alt text and size', () => {
    const card = socialCard(page, loadSiteTexts(path.join(__dirname, '..', '..'), locale));
    const base = locale === 'nl' ? SITE_URL + '/' : `${SITE_URL}/${locale}/`;
    expect(all('meta[property="og:image"]')).toEqual([base + card.file]);
    expect(all('meta[name="twitter:image"]')).toEqual([base + card.file]);
    expect(all('meta[property="og:image:alt"]')).toEqual([card.alt]);
    expect(all('meta[name="twitter:image:alt"]')).toEqual([card.alt]);
    expect(all('meta[property="og:image:width"]')).toEqual([String(SOCIAL_CARD.width)]);
    expect(all('meta[property="og:image:height"]')).toEqual([String(SOCIAL_CARD.height)]);
  });

});

describe.each(ALL_PAGES)('$path ($locale, $page)', ({path: sitePath}) => {
  const head = () => headOf(sitePath);

  it('has no duplicated title, description or Open Graph tags', () => {
    for (const selector of ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[name="twitter:card"]']) {
      expect([selector, head().querySelectorAll(selector).length]).toEqual([selector, 1]);
    }
  });
});

// Empty on a tree whose translations are all done; `npm run new-page` adds five (tests/build/guides.test.ts).
if (NOTICE_PAGES.length > 0) {
  describe.each(NOTICE_PAGES)('$path ($locale, $page): notice of a page not translated yet', ({locale, path: sitePath}) => {
    const all = allOf(sitePath);

    it('is noindex, with no canonical, no alternates and no card of the page', () => {
      expect(all('meta[name="robots"]')).toEqual(['noindex']);
      expect(all('link[rel="canonical"]', 'href')).toEqual([]);
      expect(all('link[rel="alternate"][hreflang]', 'hreflang')).toEqual([]);
      expect(all('meta[property="og:image"]').join()).not.toContain('/img/social/');
      expect(LOCALES).toContain(locale);
    });
  });
}
