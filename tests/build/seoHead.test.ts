/**
 * The stock theme must not contradict our head tags: one canonical, one set
 * of hreflang alternates, one social image (the page's own card) with its
 * alt text and size, on all 36 pages.
 */
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {LOCALES} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import path from 'node:path';
import {SOCIAL_CARD} from '@site/src/data/socialCard';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {socialCard} from '@site/plugins/social-cards/card';
import {ALL_PAGES, assertBuildExists, builtPage} from '../helpers/site';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

beforeAll(assertBuildExists);

describe.each(ALL_PAGES)('$path ($locale, $page)', ({page, locale, path: sitePath}) => {
  const head = () => builtPage(sitePath).querySelector('head')!;
  const all = (selector: string, attr = 'content') => head().querySelectorAll(selector).map((el) => el.getAttribute(attr));

  it('has one canonical and one set of alternates', () => {
    expect(all('link[rel="canonical"]', 'href')).toEqual([SITE_URL + pagePath(page, locale)]);
    const hreflangs = all('link[rel="alternate"][hreflang]', 'hreflang');
    expect([...hreflangs].sort()).toEqual([...LOCALES, 'x-default'].sort());
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

  it('has no duplicated title, description or Open Graph tags', () => {
    for (const selector of ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[name="twitter:card"]']) {
      expect([selector, head().querySelectorAll(selector).length]).toEqual([selector, 1]);
    }
  });
});
