/**
 * Treatment pages in a real Chromium, every locale: the call-to-action card
 * (booking site and messaging app, new tab, noopener noreferrer) ends the
 * page, the back link goes to this locale's home page #treatments, the page
 * opens at the top (also after in-app navigation). axe on these pages:
 * tests/e2e/a11y-pages.test.ts.
 */
import type {Page} from 'playwright-core';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {TREATMENT_PAGE_IDS, pagePath, type DocPageId} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {PRACTICE} from '@site/src/data/practice';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';
import {UNTRANSLATED} from '../helpers/site';

jest.setTimeout(240_000);

/** Every treatment page of the page registry. */
const TREATMENTS: DocPageId[] = TREATMENT_PAGE_IDS;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function open(path: string, locale: Locale, width = 1280): Promise<{page: Page; errors: string[]}> {
  // A context per page (no state leaks between tests), with the
  // browser in the page's language, as a visitor reading it would have.
  const context = await site.browser.newContext({viewport: {width, height: 900}, locale});
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return {page, errors};
}

const cases = LOCALES.flatMap((locale) => TREATMENTS.map((id) => [locale, id] as [Locale, DocPageId]));

describe.each(cases)('%s %s', (locale, id) => {
  const path = pagePath(id, locale);

  test('opens at the top, with the back link and the call-to-action card at the end', async () => {
    const {page, errors} = await open(path, locale);
    try {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const back = page.getByTestId('back-to-treatments');
      await expect(back.isVisible()).resolves.toBe(true);
      expect(await back.getAttribute('href')).toBe(`${pagePath('home', locale)}#treatments`);
      if (!isPublished(id, locale, UNTRANSLATED)) {
        // Not translated into this locale yet: its notice links the Dutch page, and books nothing.
        const notice = page.getByTestId('untranslated-notice');
        await expect(notice.isVisible()).resolves.toBe(true);
        expect(await notice.locator('a[data-locale="nl"]').getAttribute('href')).toBe(pagePath(id, 'nl'));
        expect(await page.getByTestId('cta-card').count()).toBe(0);
        expect(errors).toEqual([]);
        return;
      }

      const card = page.getByTestId('cta-card');
      await card.scrollIntoViewIfNeeded();
      await expect(card.isVisible()).resolves.toBe(true);
      for (const [testId, url] of [
        ['cta-booking', PRACTICE.bookingUrl],
        ['cta-chat', PRACTICE.chatUrl],
      ] as const) {
        const link = card.getByTestId(testId);
        await expect(link.isVisible()).resolves.toBe(true);
        expect(await link.getAttribute('href')).toBe(url);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
        expect((await link.innerText()).trim().length).toBeGreaterThan(0);
      }
      // The card follows the page text: nothing of the article comes after it.
      const endsWithCard = await page.evaluate(() => {
        const markdown = document.querySelector('article .markdown');
        const cta = document.querySelector('[data-testid="cta-card"]');
        return !!markdown && !!cta && (markdown.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
      expect(endsWithCard).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
  // axe on these pages: tests/e2e/a11y-pages.test.ts (every page, desktop and phone width).
});

describe.each(LOCALES.map((l) => [l]))('%s in-app navigation', (locale) => {
  test('the back link leads to the home page treatments, and a treatment page opened from another page starts at the top', async () => {
    const {page, errors} = await open(pagePath('hip', locale), locale);
    try {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 0);
      // Docs pagination: hip → knee, a client-side navigation.
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL((url) => url.pathname === pagePath('knee', locale));
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.getByTestId('back-to-treatments').click();
      await page.waitForURL((url) => url.pathname === pagePath('home', locale) && url.hash === '#treatments');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
