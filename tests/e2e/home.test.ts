/**
 * Browser tests of the home page, header and footer in a real Chromium: the
 * header's section links scroll on the home page and navigate home + anchor
 * elsewhere, external links open in a new tab without an opener, the mobile
 * menu works at phone width (Dutch and Arabic) without horizontal overflow
 * (axe on the home pages: tests/e2e/a11y-pages.test.ts).
 */
import type {BrowserContext, Page} from 'playwright-core';
import {LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import {PRACTICE} from '@site/src/data/practice';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(180_000);

const ANCHORS = ['home', 'specialist', 'treatments', 'wachttijden', 'contact'] as const;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function open(
  locale: Locale,
  path: string,
  options: Parameters<Site['browser']['newContext']>[0] = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  // The browser speaks the page's language, so no language offer covers the page.
  const context = await site.browser.newContext({
    locale: LOCALE_INFO[locale].region,
    viewport: {width: 1280, height: 800},
    ...options,
  });
  // Every other origin is answered locally, whatever its host (the placeholders on .example or a
  // practice's real booking and clinic sites): the tests never leave the machine.
  await context.route(
    (url) => url.origin !== site.origin,
    (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>external</title>'}),
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return {context, page, errors};
}

/** Waits until the element's top sits just under the fixed header, and stays there. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const el = document.getElementById(target);
      const navbar = document.querySelector('nav.navbar');
      if (!el || !navbar) return false;
      const top = el.getBoundingClientRect().top;
      const bar = navbar.getBoundingClientRect().height;
      const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      // Settled: the same position at two polls in a row.
      const w = window as unknown as {lastScrollY?: number};
      const settled = w.lastScrollY === window.scrollY;
      w.lastScrollY = window.scrollY;
      return settled && ((top >= -2 && top <= bar + 4) || (atBottom && top >= 0 && top < window.innerHeight));
    },
    id,
    {timeout: 10_000, polling: 150},
  );
}

describe('the home page after a client-side navigation', () => {
  /** The text of the page's main content, live or as served. */
  const mainText = (page: Page, html?: string) =>
    page.evaluate((source) => {
      const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
      return doc.querySelector('main')!.textContent!.replace(/\s+/g, ' ').trim();
    }, html);

  it.each(['nl', 'ar'] as const)('%s: back at #contact, with the text as built', async (locale) => {
    const home = pagePath('home', locale);
    const {context, page, errors} = await open(locale, home);
    const served = await mainText(page, await (await page.request.get(site.origin + home)).text());
    expect(served.length).toBeGreaterThan(1000);
    // Away to another page and back, without a page load: rendered in the browser, the same text.
    await page.locator(`nav.navbar .navbar__items a[href="${pagePath('about', locale)}"]`).click();
    await page.waitForURL((url) => url.pathname === pagePath('about', locale));
    await page.locator(`nav.navbar .navbar__items a[href="${home}#contact"]`).click();
    await page.waitForURL((url) => url.pathname === home && url.hash === '#contact');
    await expectScrolledTo(page, 'contact');
    expect(await mainText(page)).toBe(served);
    expect(errors).toEqual([]);
    await context.close();
  });

  // While a page loads Docusaurus still shows the previous one: a section link clicked in that
  // moment (two quick clicks; the CI once caught it under load) must follow the address, not the
  // page on screen. It used to scroll the old home page and leave the About page under '/#contact'.
  it('nl: a section link clicked while the previous page still loads lands on its section', async () => {
    const home = pagePath('home', 'nl');
    const {context, page, errors} = await open('nl', home);
    await page.evaluate(
      ([about, contact]) => {
        document.querySelector<HTMLElement>(`nav.navbar .navbar__items a[href="${about}"]`)!.click();
        document.querySelector<HTMLElement>(`nav.navbar .navbar__items a[href="${contact}"]`)!.click();
      },
      [pagePath('about', 'nl'), `${home}#contact`],
    );
    await page.waitForURL((url) => url.pathname === home && url.hash === '#contact');
    await expectScrolledTo(page, 'contact');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the rating lines (src/components/Rating)', () => {
  // Rating's own margins have zero specificity: the spacing a section gives it wins wherever the
  // bundler puts the two stylesheets (moving the hero's figures to a file of their own once
  // reordered them and took the space between the hero's rating and its buttons away).
  it.each(['nl', 'ar'] as const)('%s: the hero keeps the space between its rating and buttons', async (locale) => {
    const {context, page, errors} = await open(locale, pagePath('home', locale));
    const rating = page.locator('[data-section="hero"] [data-rating-dots]');
    const margin = await rating.evaluate((el) => parseFloat(getComputedStyle(el).marginBlockEnd));
    expect(margin).toBeGreaterThan(0);
    const ratingBox = await rating.boundingBox();
    const buttonsBox = await page.locator('[data-section="hero"] [data-cta="booking"]').boundingBox();
    expect(buttonsBox!.y - (ratingBox!.y + ratingBox!.height)).toBeGreaterThanOrEqual(margin - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('header navigation', () => {
  it('scrolls smoothly to each section on the home page, staying on the page', async () => {
    const {context, page, errors} = await open('nl', '/');
    for (const anchor of [...ANCHORS.slice(1), 'home' as const]) {
      await page.locator(`nav.navbar .navbar__items a[href="/#${anchor}"]`).click();
      await expectScrolledTo(page, anchor);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);

    // Smooth, not a jump: the page passes through positions on its way down.
    const positions = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(Math.round(window.scrollY));
            if (seen.length < 40) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
    await page.locator('nav.navbar .navbar__items a[href="/#contact"]').click();
    const distinct = new Set(await positions);
    expect(distinct.size).toBeGreaterThan(3);
    await expectScrolledTo(page, 'contact');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 'hip'],
    ['ar', 'knee'],
  ] as const)('goes from a %s treatment page to that locale’s home page plus the anchor', async (locale, treatment) => {
    const {context, page, errors} = await open(locale, pagePath(treatment, locale));
    const home = pagePath('home', locale);
    await page.locator(`nav.navbar .navbar__items a[href="${home}#wachttijden"]`).click();
    await page.waitForURL((url) => url.pathname === home && url.hash === '#wachttijden');
    await expectScrolledTo(page, 'wachttijden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links "my story" to the about page of the locale', async () => {
    const {context, page} = await open('ru', '/ru/');
    await page.locator(`nav.navbar .navbar__items a[href="${pagePath('about', 'ru')}"]`).click();
    await page.waitForURL((url) => url.pathname === pagePath('about', 'ru'));
    await context.close();
  });
});

describe('external links', () => {
  it.each([
    ['booking (hero)', '[data-section="hero"] [data-cta="booking"]', PRACTICE.bookingUrl],
    ['booking (header)', 'nav.navbar [data-cta="navbar-booking"]', PRACTICE.bookingUrl],
    ['a clinic', '[data-clinic-link="compass"]', PRACTICE.clinics.find((c) => c.key === 'compass')!.url],
    ['a partner', '[data-partner-link="rehab"]', PRACTICE.partners.find((p) => p.key === 'rehab')!.url],
    ['online contact', '[data-contact="online"] a', PRACTICE.bookingUrl],
  ])('%s opens in a new tab without access to the opener', async (_name, selector, url) => {
    const {context, page} = await open('nl', '/');
    const link = page.locator(selector).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url().replace(/\/$/, '')).toBe(url.replace(/\/$/, ''));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('mobile menu at phone width', () => {
  it.each(['nl', 'ar'] as const)(
    '%s: opens, shows the items, closes after a choice, no horizontal overflow',
    async (locale) => {
      const home = pagePath('home', locale);
      const {context, page, errors} = await open(locale, home, {
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.locator('button.navbar__toggle').click();
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      for (const anchor of ANCHORS) {
        await expect(sidebar.locator(`a[href="${home}#${anchor}"]`).isVisible()).resolves.toBe(true);
      }
      await expect(sidebar.locator(`a[href="${pagePath('about', locale)}"]`).isVisible()).resolves.toBe(true);
      await expect(sidebar.locator(`a[href="tel:${PRACTICE.phone[locale].e164}"]`).isVisible()).resolves.toBe(true);
      await expect(sidebar.locator('[data-cta="navbar-booking"]').isVisible()).resolves.toBe(true);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await sidebar.locator(`a[href="${home}#contact"]`).click();
      await sidebar.waitFor({state: 'hidden'});
      await expect(
        page.evaluate(() => document.documentElement.classList.contains('navbar-sidebar--show')),
      ).resolves.toBe(false);
      await expectScrolledTo(page, 'contact');
      expect(await overflow()).toBeLessThanOrEqual(0);
      // The page scrolls again once the menu has closed.
      await page.mouse.wheel(0, -400);
      await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

// axe on the home pages: tests/e2e/a11y-pages.test.ts (every page, desktop and phone width).
