/**
 * WCAG 2.2 AA beyond what axe sees, in a real Chromium, in Dutch, Arabic
 * (right to left) and Russian, at desktop and phone width:
 * - a keyboard walk through whole pages in both Tab directions that fails
 *   when a focused element is hidden under the fixed navbar or the language
 *   toast, or lies outside the screen (2.4.11, 2.4.7);
 * - the phone menu is a modal dialog (2.1.2, 2.4.3);
 * - the language switcher works by keyboard and still lands on the
 *   equivalent page;
 * - in-page links move focus to their target (2.4.3);
 * - the toast can be reached by keyboard, stays while it is used and speaks
 *   its language with `lang` (2.2.1, 3.1.2).
 */
import type {BrowserContext, Page} from 'playwright-core';
import {LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {pagePath, type PageId} from '@site/src/data/routes';
import {LANGUAGE_OFFER} from '@site/src/data/languageOffer';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';
import {A11Y_LOCALES, PHONE, DESKTOP, message} from '../helpers/a11y';

jest.setTimeout(300_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

type Viewport = typeof PHONE | typeof DESKTOP;

async function open(
  locale: Locale,
  path: string,
  viewport: Viewport,
  options: Parameters<Site['browser']['newContext']>[0] = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  // The browser speaks the page's language unless a test says otherwise (no toast).
  const context = await site.browser.newContext({locale: LOCALE_INFO[locale].region, ...viewport, ...options});
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return {context, page, errors};
}

interface Stop {
  /** Tag, classes and text of the focused element, for the failure message. */
  what: string;
  /** Why the focused element cannot be seen, if it cannot. */
  hidden?: string;
  inToast?: boolean;
  atBody?: boolean;
}

/** Where focus is now and whether the visitor can see it. */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return {what: 'body', atBody: true};
    const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
    const what = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${label.trim().slice(0, 40)}"`;
    const inToast = !!el.closest('[data-sonner-toaster]');
    const r = el.getBoundingClientRect();
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, window.innerWidth);
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1)
      return {what, inToast, hidden: `outside the screen (${JSON.stringify(r)})`};
    // What the visitor sees at the middle of the element's visible part.
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (!hit) return {what, inToast, hidden: 'nothing at its centre'};
    if (el.contains(hit)) return {what, inToast};
    for (const [selector, name] of [
      ['nav.navbar', 'the navbar'],
      ['[data-sonner-toaster]', 'the toast'],
    ] as const) {
      const cover = hit.closest(selector);
      if (cover && !cover.contains(el)) return {what, inToast, hidden: `under ${name}`};
    }
    return {what, inToast};
  });
}

/**
 * Presses Tab (or Shift+Tab) from the top of the page until focus has gone
 * round once, and returns every stop. Fails the test on a hidden one.
 */
async function walk(page: Page, backwards: boolean, limit = 600): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  const hidden: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let stop = await focusStop(page);
    // A control that fades or grows in (the back-to-top button) is judged once its transition is over.
    if (stop.hidden) {
      await page.waitForTimeout(500);
      stop = await focusStop(page);
    }
    if (stop.atBody) break;
    if (stops.length > 0 && stop.what === stops[0]!.what && i > 5) break;
    stops.push(stop);
    if (stop.hidden) hidden.push(`${stop.what}: ${stop.hidden}`);
  }
  expect(hidden).toEqual([]);
  return stops;
}

const WALK_PAGES: PageId[] = ['home', 'knee'];
const walkCases = A11Y_LOCALES.flatMap((locale) =>
  WALK_PAGES.flatMap((id) => [
    [locale, id, 'desktop', DESKTOP],
    [locale, id, 'phone', PHONE],
  ]),
) as [Locale, PageId, string, Viewport][];

describe.each(walkCases)('%s %s at %s width: keyboard walk', (locale, id, _, viewport) => {
  it('no focused element is hidden, Tab forwards and backwards', async () => {
    const {context, page, errors} = await open(locale, pagePath(id, locale), viewport);
    try {
      const forwards = await walk(page, false);
      expect(forwards.length).toBeGreaterThan(10);
      const backwards = await walk(page, true);
      // The same stops, in reverse: nothing is reachable in one direction only
      // (give or take the back-to-top button, which shows only once scrolled down).
      expect(Math.abs(backwards.length - forwards.length)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the language toast', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'at %s width: reachable by keyboard, stays while used, hides no focused element, speaks its language',
    async (_, viewport) => {
      const {context, page} = await open('nl', '/', viewport, {locale: 'de-DE'});
      try {
        const toast = page.locator('[data-sonner-toast]');
        await page.keyboard.press('Tab');
        await toast.waitFor({state: 'visible', timeout: 10_000});
        // The offered language's texts carry its lang; the toaster's own labels are Dutch.
        await expect(toast.locator('[lang="de"]').first().textContent()).resolves.toBe(LANGUAGE_OFFER.de.message);
        await expect(toast.locator('button [lang="de"]').textContent()).resolves.toBe(LANGUAGE_OFFER.de.action);
        const section = page.locator('section[aria-label*="alt+T"]');
        await expect(section.getAttribute('aria-label')).resolves.toBe(
          `${message('nl', 'languageOffer.container.label')} alt+T`,
        );
        await expect(toast.locator('[data-close-button]').getAttribute('aria-label')).resolves.toBe(
          message('nl', 'languageOffer.close.label'),
        );
        // Longer than sonner's 4 s, and the whole page in both directions.
        const forwards = await walk(page, false);
        expect(forwards.some((s) => s.inToast)).toBe(true);
        // (Leaving the toast, sonner returns focus to where it was before, so
        // this walk starts there; what counts is that nothing is hidden.)
        await walk(page, true);
        await expect(toast.isVisible()).resolves.toBe(true);
        // Escape inside the toast closes it.
        await toast.locator('button', {hasText: LANGUAGE_OFFER.de.action}).focus();
        await page.keyboard.press('Escape');
        await toast.waitFor({state: 'detached', timeout: 5_000});
      } finally {
        await context.close();
      }
    },
  );

  it('still goes after 4 s for a visitor who does not use the keyboard', async () => {
    const {context, page} = await open('nl', '/knieprothese', DESKTOP, {locale: 'de-DE'});
    try {
      const toast = page.locator('[data-sonner-toast]');
      await toast.waitFor({state: 'visible', timeout: 10_000});
      await toast.waitFor({state: 'detached', timeout: 10_000});
    } finally {
      await context.close();
    }
  });
});

/** Accessible-name check helpers run in the page. */
const activeIsInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

describe.each(A11Y_LOCALES.map((l) => [l]))('%s phone menu', (locale) => {
  it('is a modal dialog: focus inside, page inert, Tab cycles, Escape and Close return focus', async () => {
    const {context, page, errors} = await open(locale, pagePath('home', locale), PHONE);
    try {
      const toggle = page.locator('button.navbar__toggle');
      await expect(toggle.getAttribute('aria-label')).resolves.toBe(
        message(locale, 'theme.docs.sidebar.toggleSidebarButtonAriaLabel'),
      );
      await toggle.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('.navbar-sidebar[role="dialog"]');
      await dialog.waitFor({state: 'visible'});
      await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
      await expect(dialog.getAttribute('aria-label')).resolves.toBe(message(locale, 'navbar.mobileMenu.label'));
      expect(await activeIsInside(page, '.navbar-sidebar')).toBe(true);
      // Everything behind it is inert: main, footer, the bar with the toggle and logo.
      const inert = await page.evaluate(() =>
        ['main', 'footer', '.navbar__inner'].map((s) => !!document.querySelector(s)?.closest('[inert]')),
      );
      expect(inert).toEqual([true, true, true]);

      // Tab cycles inside, both ways.
      const count = await page.evaluate(() => {
        const all = document.querySelectorAll<HTMLElement>(
          '.navbar-sidebar a[href], .navbar-sidebar button, .navbar-sidebar [tabindex="0"]',
        );
        return Array.from(all).filter((el) => !el.closest('[inert]') && el.checkVisibility({visibilityProperty: true}))
          .length;
      });
      expect(count).toBeGreaterThan(5);
      const first = await page.evaluate(() => document.activeElement?.outerHTML);
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('Tab');
        expect(await activeIsInside(page, '.navbar-sidebar')).toBe(true);
      }
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(first);
      await page.keyboard.press('Shift+Tab');
      expect(await activeIsInside(page, '.navbar-sidebar')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(first);

      // Escape closes and returns focus to the toggle; nothing stays inert.
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'hidden'});
      expect(await page.evaluate(() => document.activeElement?.matches('button.navbar__toggle'))).toBe(true);
      // (The menu's own hidden panel stays inert; nothing outside it.)
      await expect(
        page.evaluate(
          () => Array.from(document.querySelectorAll('[inert]')).filter((e) => !e.closest('.navbar-sidebar')).length,
        ),
      ).resolves.toBe(0);

      // Close does the same, in the page's language.
      await page.keyboard.press('Enter');
      await dialog.waitFor({state: 'visible'});
      const close = page.locator('.navbar-sidebar__close');
      await expect(close.getAttribute('aria-label')).resolves.toBe(
        message(locale, 'theme.docs.sidebar.closeSidebarButtonAriaLabel'),
      );
      await close.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({state: 'hidden'});
      expect(await page.evaluate(() => document.activeElement?.matches('button.navbar__toggle'))).toBe(true);

      // A section link in the menu closes it and focus lands in the section (point 4, phone).
      await page.keyboard.press('Enter');
      await dialog.waitFor({state: 'visible'});
      await page.locator('.navbar-sidebar a[href$="#contact"]').focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({state: 'hidden'});
      await page.waitForFunction(() => !!document.activeElement?.closest('#contact'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a treatment page, "back to main menu" puts focus on the first main item', async () => {
    const {context, page} = await open(locale, pagePath('knee', locale), PHONE);
    try {
      await page.locator('button.navbar__toggle').focus();
      await page.keyboard.press('Enter');
      await page.locator('.navbar-sidebar[role="dialog"]').waitFor({state: 'visible'});
      // The docs sidebar (its desktop landmark stays in the page) is named in the page's language.
      await expect(
        page.locator(`nav[aria-label="${message(locale, 'theme.docs.sidebar.navAriaLabel')}"]`).count(),
      ).resolves.toBe(1);
      await page.locator('.navbar-sidebar__back').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !!document.activeElement?.closest('[data-menu-panel="primary"]'));
      const isFirst = await page.evaluate(() => {
        const first = document.querySelector('[data-menu-panel="primary"] a[href], [data-menu-panel="primary"] button');
        return document.activeElement === first;
      });
      expect(isFirst).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each(A11Y_LOCALES.map((l) => [l]))('%s language switcher by keyboard', (locale) => {
  it('arrow keys move between languages, Escape returns focus, Enter lands on the equivalent page', async () => {
    const {context, page, errors} = await open(locale, pagePath('knee', locale), DESKTOP);
    try {
      const button = page.locator('[data-language-switcher] > button');
      // A disclosure, not a menu: no aria-haspopup, the list is named by aria-controls.
      await expect(button.getAttribute('aria-haspopup')).resolves.toBeNull();
      const listId = await button.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      // Each language's name is marked as that language (WCAG 3.1.2).
      const langs = await page
        .locator('[data-language-switcher] a[data-locale]')
        .evaluateAll((links) => links.map((a) => [a.getAttribute('data-locale'), a.getAttribute('lang')]));
      expect(langs.length).toBe(6);
      for (const [code, lang] of langs) expect(lang).toBe(code);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      const focusedLocale = async () => {
        // Focus may move a frame after the key (the list fades in).
        await page
          .waitForFunction(() => !!document.activeElement?.getAttribute('data-locale'), undefined, {timeout: 5_000})
          .catch(() => undefined);
        return page.evaluate(() => document.activeElement?.getAttribute('data-locale'));
      };
      await page.keyboard.press('ArrowDown');
      expect(await focusedLocale()).toBe('nl');
      await page.keyboard.press('ArrowDown');
      expect(await focusedLocale()).toBe('en');
      await page.keyboard.press('End');
      expect(await focusedLocale()).toBe('ar');
      await page.keyboard.press('ArrowDown');
      expect(await focusedLocale()).toBe('nl');
      await page.keyboard.press('ArrowUp');
      expect(await focusedLocale()).toBe('ar');
      await page.keyboard.press('Home');
      expect(await focusedLocale()).toBe('nl');
      await page.keyboard.press('Escape');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await page.evaluate(() => document.activeElement?.matches('[data-language-switcher] > button'))).toBe(
        true,
      );
      // ArrowUp on the button opens at the last language; choose the one before it.
      const target: Locale = locale === 'ru' ? 'es' : 'ru';
      await page.keyboard.press('ArrowUp');
      expect(await focusedLocale()).toBe('ar');
      while ((await focusedLocale()) !== target) await page.keyboard.press('ArrowUp');
      await Promise.all([page.waitForURL(site.origin + pagePath('knee', target)), page.keyboard.press('Enter')]);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(target);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(A11Y_LOCALES.map((l) => [l]))('%s in-page links move focus (desktop)', (locale) => {
  it('navbar Contact on the home page, from a treatment page, and a table-of-contents link', async () => {
    const {context, page} = await open(locale, pagePath('home', locale), DESKTOP);
    try {
      const contact = page.locator('nav.navbar .navbar__items a[href$="#contact"]');
      await contact.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !!document.activeElement?.closest('#contact'));
      // The next Tab continues inside the section, not in the navbar.
      await page.keyboard.press('Tab');
      expect(await activeIsInside(page, '#contact')).toBe(true);

      await page.goto(site.origin + pagePath('knee', locale));
      await waitForHydration(page);
      await page.locator('nav.navbar .navbar__items a[href$="#contact"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.hash === '#contact');
      await page.waitForFunction(() => !!document.activeElement?.closest('#contact'));

      await page.goto(site.origin + pagePath('knee', locale));
      await waitForHydration(page);
      const tocLink = page.locator('.table-of-contents a[href^="#"]').nth(1);
      const hash = (await tocLink.getAttribute('href'))!;
      await tocLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((id) => document.activeElement?.id === id, hash.slice(1));
    } finally {
      await context.close();
    }
  });
});
