/**
 * Text-only zoom (WCAG 1.4.4 with 1.4.10), in a real Chromium whose default
 * font size is set the way a reader's "very large" setting does (the
 * DevTools protocol's Page.setFontSizes, 32 px = 200 %):
 * - at 1280, 1024 and 390 px, in Dutch, German and Arabic (right to left),
 *   on the home page and the pages with the widest content (clinic cards,
 *   figures in running text, previous/next links): no navbar item overlaps
 *   another and no page scrolls sideways;
 * - where the larger text collapses the header on a wide window, its menu
 *   button opens the phone menu (Docusaurus renders that menu only below
 *   996 px of window);
 * - at the default 16 px, in every language, the header is one row with no
 *   overlap at any desktop width: the em breakpoints of src/css/custom.css
 *   hold every translation's navbar items.
 */
import type {Page} from 'playwright-core';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {pagePath, type PageId} from '@site/src/data/routes';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(600_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** A page with the browser's default font size at `size` px (Chromium's setting, not a page zoom). */
async function openWithText(locale: Locale, width: number, size: number): Promise<Page> {
  const context = await site.browser.newContext({
    locale: LOCALE_INFO[locale].region,
    viewport: {width, height: 800},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {fontSizes: {standard: size, fixed: Math.round((size * 13) / 16)}});
  return page;
}

async function go(page: Page, sitePath: string): Promise<void> {
  await page.goto(site.origin + sitePath);
  await waitForHydration(page);
}

/** Overlapping visible navbar items, items past the screen's edge, and sideways scrolling. */
function headerAndScrollProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${width})`);
    const name = (el: Element) => (el.textContent ?? '').trim().slice(0, 20) || el.className.toString().slice(0, 30);
    const boxes = Array.from(document.querySelectorAll('.navbar__inner > .navbar__items > *'))
      .filter((el) => el.checkVisibility({visibilityProperty: true}))
      .map((el) => ({el, r: el.getBoundingClientRect()}))
      .filter(({r}) => r.width > 0 && r.height > 0);
    for (const [i, a] of boxes.entries()) {
      if (a.r.left < -1 || a.r.right > width + 1) problems.push(`"${name(a.el)}" runs past the screen`);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.r.right <= b.r.left + 1 ||
          b.r.right <= a.r.left + 1 ||
          a.r.bottom <= b.r.top + 1 ||
          b.r.bottom <= a.r.top + 1;
        if (!apart) problems.push(`"${name(a.el)}" overlaps "${name(b.el)}"`);
      }
    }
    return problems;
  });
}

const LARGE = 32;
const LARGE_LOCALES: Locale[] = ['nl', 'de', 'ar'];
const WIDTHS = [1280, 1024, 390];
/** The home page and the pages whose content is widest at large text. */
const PAGES: PageId[] = ['home', 'infiltrations', 'revision', 'hip'];

describe.each(LARGE_LOCALES.map((l) => [l]))('%s at 1280, 1024 and 390 px with 200 %% text', (locale) => {
  // The three widths at once, each in a browser context of its own: a page load mostly waits
  // on the browser, so they overlap. A failure says at which width.
  it('no navbar item overlaps another, no page scrolls sideways', () =>
    Promise.all(
      WIDTHS.map(async (width) => {
        const page = await openWithText(locale, width, LARGE);
        const errors = collectErrors(page);
        try {
          const found: string[] = [];
          for (const id of PAGES) {
            const sitePath = pagePath(id, locale);
            await go(page, sitePath);
            for (const problem of await headerAndScrollProblems(page))
              found.push(`${width} px ${sitePath}: ${problem}`);
          }
          expect(found).toEqual([]);
          expect({width, errors}).toEqual({width, errors: []});
        } finally {
          await page.context().close();
        }
      }),
    ));
});

describe.each(LARGE_LOCALES.map((l) => [l]))('%s at 1280 px with 200 %% text: the collapsed header', (locale) => {
  it('shows the menu button, which opens the phone menu as a dialog; Escape closes it', async () => {
    const page = await openWithText(locale, 1280, LARGE);
    const errors = collectErrors(page);
    try {
      await go(page, pagePath('hip', locale));
      const toggle = page.locator('.navbar__toggle');
      await expect(toggle.isVisible()).resolves.toBe(true);
      await toggle.click();
      const dialog = page.locator('.navbar-sidebar[role=dialog]');
      await dialog.waitFor({state: 'visible'});
      // Its items are there, and focus is inside it.
      await expect(dialog.locator('.menu__link').count()).resolves.toBeGreaterThan(3);
      await page.waitForFunction(() => !!document.activeElement?.closest('.navbar-sidebar'));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__toggle'));
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe.each(LARGE_LOCALES.map((l) => [l]))('%s treatment page at 1024 and 1280 px with 200 %% text', (locale) => {
  it('reads in one column, as on a phone: no desktop sidebar or contents column to break words in', async () => {
    const page = await openWithText(locale, 1280, LARGE);
    try {
      for (const width of [1280, 1024]) {
        await page.setViewportSize({width, height: 900});
        await go(page, pagePath('hip', locale));
        const layout = await page.evaluate(() => {
          const shown = (selector: string) => {
            const el = document.querySelector(selector);
            return !!el && el.checkVisibility();
          };
          const article = document.querySelector('article')!.getBoundingClientRect().width;
          const container = document.querySelector('main .container')!.getBoundingClientRect().width;
          return {
            sidebar: shown('.theme-doc-sidebar-container'),
            contents: shown('.theme-doc-toc-desktop'),
            collapsible: shown('.theme-doc-toc-mobile'),
            fills: article > container * 0.9,
          };
        });
        expect({width, ...layout}).toEqual({width, sidebar: false, contents: false, collapsible: true, fills: true});
      }
    } finally {
      await page.context().close();
    }
  });
});

describe.each(LOCALES.map((l) => [l]))('%s at the default text size', (locale) => {
  it('keeps the header in one row, with no overlap, at every desktop width', async () => {
    const page = await openWithText(locale, 1000, 16);
    try {
      await go(page, pagePath('home', locale));
      const found: string[] = [];
      for (const width of [997, 1100, 1200, 1280, 1350, 1440, 1600]) {
        await page.setViewportSize({width, height: 800});
        const problems = await headerAndScrollProblems(page);
        // One row: the bar keeps its height (Infima's --ifm-navbar-height).
        const height = await page.evaluate(() => {
          const bar = document.querySelector('.navbar')!;
          const wanted = parseFloat(getComputedStyle(bar).getPropertyValue('--ifm-navbar-height')) * 16;
          return {bar: Math.round(bar.getBoundingClientRect().height), wanted};
        });
        if (height.bar > height.wanted) problems.push(`the header wraps (${height.bar} px high)`);
        found.push(...problems.map((p) => `${width} px: ${p}`));
      }
      expect(found).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
