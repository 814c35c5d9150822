/**
 * WCAG 2.2 AA beyond what axe sees, in a real Chromium, at desktop and phone
 * width:
 * - a keyboard walk through whole pages in both Tab directions, in all six
 *   languages, that fails when a focused element is hidden under the fixed
 *   navbar or the language toast, lies outside the screen (2.4.11, 2.4.7),
 *   or shows the browser's ring or a faint one instead of the site's
 *   (2.4.7, 1.4.11);
 * - the phone menu is a modal dialog (2.1.2, 2.4.3);
 * - the phone's toggles (table of contents, languages) are buttons that
 *   expose their state (4.1.2);
 * - the language switcher works by keyboard and still lands on the
 *   equivalent page;
 * - in-page links and the back-to-top button move focus to their target
 *   (2.4.3);
 * - the language toast, in all six languages: axe finds nothing with it
 *   shown, no timer (2.2.1), Tab passes through it once (2.1.2), Escape and
 *   its close button return focus (2.4.3), a 24 px close button (2.5.8), it
 *   speaks its language with `lang` (3.1.2), and it goes when the visitor
 *   goes to another page.
 */
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {pagePath, type PageId} from '@site/src/data/routes';
import {LANGUAGE_OFFER} from '@site/src/data/languageOffer';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';
import {TOAST} from '@site/src/data/site';
import {
  A11Y_LOCALES,
  PHONE,
  DESKTOP,
  focusRingProblem,
  message,
  ringProblemInPage,
  seriousViolations,
} from '../helpers/a11y';

jest.setTimeout(300_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

type Viewport = typeof PHONE | typeof DESKTOP;

/**
 * Runs a check at desktop and at phone width at the same time, each in a browser context of its
 * own: a check mostly waits on the browser (key presses, page loads), so the two widths overlap.
 * A failure says at which width.
 */
async function atBothWidths(check: (viewport: Viewport) => Promise<void>): Promise<void> {
  await Promise.all(
    (
      [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const
    ).map(([width, viewport]) =>
      check(viewport).catch((error: unknown) => {
        if (error instanceof Error) error.message = `at ${width} width: ${error.message}`;
        throw error;
      }),
    ),
  );
}

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
  /** What is wrong with its focus ring (helpers/a11y `focusRingProblem`), if anything. */
  ring?: string | null;
}

/** Where focus is now and whether the visitor can see it (runs in the page, self-contained). */
function focusStopInPage(): Stop {
  {
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
  }
}

/**
 * Installs both checks in the page as one function, so that each stop of a walk costs one
 * round trip to the browser besides the key press (a walk makes hundreds).
 */
const INSTALL_STOP = `window.__walkStop = () => {
  const stop = (${focusStopInPage.toString()})();
  return stop.atBody ? stop : {...stop, ring: (${ringProblemInPage.toString()})()};
};`;
const focusStop = (page: Page): Promise<Stop> =>
  page.evaluate(() => (window as unknown as {__walkStop: () => Stop}).__walkStop());

/**
 * Presses Tab (or Shift+Tab) from the top of the page until focus has gone
 * round once, and returns every stop. Fails the test on a hidden one.
 */
async function walk(page: Page, backwards: boolean, limit = 600): Promise<Stop[]> {
  await page.evaluate(INSTALL_STOP);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  const hidden: string[] = [];
  const unringed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let stop = await focusStop(page);
    // A control that fades or grows in (the back-to-top button) is judged once its transition is
    // over: within half a second, looked at each frame instead of after a fixed wait.
    if (stop.hidden) {
      await page
        .waitForFunction(() => !(window as unknown as {__walkStop: () => Stop}).__walkStop().hidden, undefined, {
          timeout: 500,
          polling: 'raf',
        })
        .catch(() => undefined);
      stop = await focusStop(page);
    }
    if (stop.atBody) break;
    if (stops.length > 0 && stop.what === stops[0]!.what && i > 5) break;
    stops.push(stop);
    if (stop.hidden) hidden.push(`${stop.what}: ${stop.hidden}`);
    if (stop.ring) unringed.push(stop.ring);
  }
  expect(hidden).toEqual([]);
  expect(unringed).toEqual([]);
  return stops;
}

const WALK_PAGES: PageId[] = ['home', 'knee'];
const walkCases = LOCALES.flatMap((locale) => WALK_PAGES.map((id) => [locale, id])) as [Locale, PageId][];

describe.each(walkCases)('%s %s at desktop and phone width: keyboard walk', (locale, id) => {
  it('no focused element is hidden and each shows the site ring, Tab forwards and backwards', () =>
    atBothWidths(async (viewport) => {
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
    }));
});

/** The page's language and, for the toast, a browser speaking another one. */
const toastCases = LOCALES.flatMap((locale, i) => {
  const browser = LOCALES[(i + 1) % LOCALES.length]!;
  return [
    [locale, browser, 'desktop', DESKTOP],
    [locale, browser, 'phone', PHONE],
  ] as [Locale, Locale, string, Viewport][];
});

/** Where focus is: a short description, and whether it is in the toast. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      atBody: !el || el === document.body,
      inToast: !!el?.closest('[data-sonner-toaster]'),
      html: el?.outerHTML.slice(0, 120) ?? '',
    };
  });

/**
 * Puts focus on the last element before the toast in the Tab order (the
 * footer's last link) and returns its outer HTML.
 */
const focusLastBeforeToast = (page: Page) =>
  page.evaluate(() => {
    const all = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'),
    ).filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.closest('[data-sonner-toaster], [inert]') &&
        el.checkVisibility({visibilityProperty: true}),
    );
    const last = all[all.length - 1]!;
    last.focus();
    return last.outerHTML;
  });

/**
 * No timer: the toast is still there well after sonner's default, with no key pressed and no
 * pointer, counted from when the test first saw it. The toast and its options are one component
 * for every language: waited for on the Dutch and the Arabic page at both widths, the four at
 * once (one wait, not four), each in a tab of its own that stays visible (sonner stops its
 * timer while a document is hidden).
 */
it('the language toast has no timer (nl and ar, desktop and phone, no key pressed, no pointer)', async () => {
  const cases = toastCases.filter(([locale]) => locale === 'nl' || locale === 'ar');
  expect(cases).toHaveLength(4);
  const opened = await Promise.all(
    cases.map(async ([locale, browser, , viewport]) => {
      const context = await site.browser.newContext({...viewport, locale: LOCALE_INFO[browser].region});
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site.origin + pagePath('knee', locale));
      const toast = page.locator('[data-sonner-toast]');
      await toast.waitFor({state: 'visible', timeout: 10_000});
      return {context, page, toast, errors, shownAt: Date.now()};
    }),
  );
  try {
    const last = Math.max(...opened.map((o) => o.shownAt));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, last + TOAST.durationMs + 1500 - Date.now())));
    for (const {page, toast, errors} of opened) {
      await expect(page.evaluate(() => document.visibilityState)).resolves.toBe('visible');
      await expect(toast.isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    }
  } finally {
    await Promise.all(opened.map((o) => o.context.close()));
  }
});

describe.each(toastCases.filter(([, , width]) => width === 'desktop').map(([locale, browser]) => [locale, browser]))(
  'the language toast on a %s page for a %s browser at desktop and phone width',
  (locale, browser) => {
    const path = pagePath('knee', locale);
    const options = {locale: LOCALE_INFO[browser].region};

    it('is announced through a live region that was there first; has no timer and no hotkey, a 24 px close button, speaks its language; Tab passes through it once; Escape returns focus and leaves no empty region', () =>
      atBothWidths(async (viewport) => {
        const context = await site.browser.newContext({...viewport, ...options});
        const page = await context.newPage();
        const errors = collectErrors(page);
        // The live region is in the served page, empty, before any script runs.
        let served = '';
        await page.route(site.origin + path, async (route) => {
          const response = await route.fetch();
          served = await response.text();
          await route.fulfill({response, body: served});
        });
        await page.goto(site.origin + path);
        expect(served).toMatch(/<div role=["']?status["']? class=["']?announcer["']?><\/div>/);
        await waitForHydration(page);
        try {
          const toast = page.locator('[data-sonner-toast]');
          await toast.waitFor({state: 'visible', timeout: 10_000});
          // The page's live region speaks the message, in the offered language; sonner's region is
          // not live too (the message would be read twice).
          const announcer = page.locator('[role=status].announcer');
          await expect(announcer.locator(`[lang="${browser}"]`).textContent()).resolves.toBe(
            LANGUAGE_OFFER[browser].message,
          );
          await expect(
            page.locator('[data-sonner-toaster]').evaluate((el) => !!el.closest('[aria-live]')),
          ).resolves.toBe(false);
          // The offered language's texts carry its lang; the toaster's own labels speak the page's language.
          await expect(toast.locator(`[lang="${browser}"]`).first().textContent()).resolves.toBe(
            LANGUAGE_OFFER[browser].message,
          );
          await expect(toast.locator(`button [lang="${browser}"]`).textContent()).resolves.toBe(
            LANGUAGE_OFFER[browser].action,
          );
          // The region's name is the name alone, not sonner's "… alt+T".
          const regionName = await page.locator('section:has([data-sonner-toaster])').getAttribute('aria-label');
          expect(regionName).toBe(message(locale, 'languageOffer.container.label'));
          const close = toast.locator('[data-close-button]');
          await expect(close.getAttribute('aria-label')).resolves.toBe(message(locale, 'languageOffer.close.label'));
          const box = (await close.boundingBox())!;
          // (To a hundredth of a pixel: the toast's transform leaves a rounding error.)
          expect(Math.round(Math.min(box.width, box.height) * 100) / 100).toBeGreaterThanOrEqual(24);

          // axe, with the toast on the page (tests/e2e/a11y-pages.test.ts runs it without).
          expect(
            (await seriousViolations(page)).map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
            ),
          ).toEqual([]);

          // Tab from the footer's last link: through the toast once, each stop
          // with the site's ring, then out of the page and on to its first
          // element, never back to the footer.
          const footerLink = await focusLastBeforeToast(page);
          const inToast: string[] = [];
          const rings: string[] = [];
          for (let i = 0; i < 8; i++) {
            await page.keyboard.press('Tab');
            const where = await focusedIn(page);
            if (!where.inToast) break;
            inToast.push(where.html);
            const ring = await focusRingProblem(page);
            if (ring) rings.push(ring);
          }
          expect(inToast.length).toBeGreaterThanOrEqual(3); // the toast, its close button, its action
          expect(rings).toEqual([]);
          await expect(focusedIn(page)).resolves.toMatchObject({atBody: true});
          await page.keyboard.press('Tab');
          const first = await focusedIn(page);
          expect(first.html).not.toBe(footerLink.slice(0, 120));
          expect(first.html).toContain('#__docusaurus_skipToContent_fallback');
          // Backwards from the top: out of the page, in again at the toast's end, through it to the footer.
          // (Chromium may pass through <body> on the way.)
          await page.keyboard.press('Shift+Tab');
          if ((await focusedIn(page)).atBody) await page.keyboard.press('Shift+Tab');
          await expect(focusedIn(page)).resolves.toMatchObject({inToast: true});
          for (let i = 0; i < 8 && (await focusedIn(page)).inToast; i++) await page.keyboard.press('Shift+Tab');
          await expect(focusedIn(page)).resolves.toMatchObject({html: footerLink.slice(0, 120)});

          // No hotkey: Alt+T from a link leaves focus on the link (sonner's default, said nowhere, is off).
          const brand = page.locator('.navbar__inner a.navbar__brand');
          await brand.focus();
          await page.keyboard.press('Alt+KeyT');
          await expect(brand.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
          // Escape in the toast: it goes, focus is back on the link.
          await toast.locator('[data-close-button]').focus();
          await page.keyboard.press('Escape');
          await toast.waitFor({state: 'detached', timeout: 5_000});
          await expect(brand.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
          // Nothing is left behind: no named notifications region, an empty live region.
          await page.waitForFunction(() => !document.querySelector('section[aria-label]'), undefined, {timeout: 5_000});
          await expect(announcer.textContent()).resolves.toBe('');
          await expect(announcer.count()).resolves.toBe(1);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }));

    it('its close button returns focus to where it was; going to another page ends it', () =>
      atBothWidths(async (viewport) => {
        const {context, page} = await open(locale, path, viewport, options);
        try {
          const toast = page.locator('[data-sonner-toast]');
          await toast.waitFor({state: 'visible', timeout: 10_000});
          const footerLink = await focusLastBeforeToast(page);
          await page.keyboard.press('Tab');
          await toast.locator('[data-close-button]').focus();
          await page.keyboard.press('Enter');
          await toast.waitFor({state: 'detached', timeout: 5_000});
          await expect(focusedIn(page)).resolves.toMatchObject({html: footerLink.slice(0, 120)});
        } finally {
          await context.close();
        }
        const second = await open(locale, path, viewport, options);
        try {
          const toast = second.page.locator('[data-sonner-toast]');
          await toast.waitFor({state: 'visible', timeout: 10_000});
          // A keyboard user (the old toast stayed for them) follows the brand link to the
          // home page in the same language, without reloading.
          await second.page.keyboard.press('Tab');
          await second.page.locator('.navbar__inner a.navbar__brand').focus();
          await Promise.all([
            second.page.waitForURL(site.origin + pagePath('home', locale)),
            second.page.keyboard.press('Enter'),
          ]);
          await toast.waitFor({state: 'detached', timeout: 5_000});
        } finally {
          await second.context.close();
        }
      }));
  },
);

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
      // At phone width stock Docusaurus shows the docs sidebar inside this menu, not as a landmark;
      // the landmark's name on the served page is held by tests/build/themeTexts.test.ts.
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

/**
 * Checks a disclosure button by keyboard: a real <button> (no role
 * override) with aria-expanded and aria-controls naming an element in the
 * page; Space opens it and shows links in that element, Enter closes it.
 * Returns the controlled element's id.
 */
async function checkDisclosure(page: Page, button: Locator): Promise<string> {
  await expect(button.evaluate((b) => [b.tagName, b.getAttribute('role')])).resolves.toEqual(['BUTTON', null]);
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const visibleLinks = () =>
    page.evaluate(
      (controlled) =>
        Array.from(document.getElementById(controlled)?.querySelectorAll('a[href]') ?? []).filter((a) =>
          a.checkVisibility({visibilityProperty: true}),
        ).length,
      id!,
    );
  await expect(page.evaluate((controlled) => !!document.getElementById(controlled), id!)).resolves.toBe(true);
  expect(await visibleLinks()).toBe(0);
  await button.focus();
  await page.keyboard.press('Space');
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.waitForFunction(
    (controlled) =>
      Array.from(document.getElementById(controlled)?.querySelectorAll('a[href]') ?? []).some((a) =>
        a.checkVisibility({visibilityProperty: true}),
      ),
    id!,
    {timeout: 5_000},
  );
  expect(await focusRingProblem(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  await page.waitForFunction(
    (controlled) =>
      !Array.from(document.getElementById(controlled)?.querySelectorAll('a[href]') ?? []).some((a) =>
        a.checkVisibility({visibilityProperty: true}),
      ),
    id!,
    {timeout: 5_000},
  );
  return id!;
}

describe.each(LOCALES.map((l) => [l]))('%s phone toggles', (locale) => {
  it("the table of contents and the menu's languages are buttons that expose their state; the language links carry hreflang", async () => {
    const {context, page, errors} = await open(locale, pagePath('knee', locale), PHONE);
    try {
      await checkDisclosure(page, page.locator('.theme-doc-toc-mobile button'));

      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar[role="dialog"]').waitFor({state: 'visible'});
      // A treatment page opens the menu on its sidebar: back to the main items.
      await page.locator('.navbar-sidebar__back').click();
      const languages = page.locator('[data-menu-panel="primary"] button', {
        hasText: message(locale, 'navbar.languageSwitcher.mobileLabel'),
      });
      const listId = await checkDisclosure(page, languages);
      await languages.press('Space');
      const links = await page
        .locator(`[id="${listId}"] a[href]`)
        .evaluateAll((all) =>
          all.map((a) => [
            a.getAttribute('data-locale'),
            a.getAttribute('hreflang'),
            a.getAttribute('lang'),
            a.getAttribute('href'),
            a.getAttribute('aria-current'),
          ]),
        );
      expect(links).toEqual(LOCALES.map((l) => [l, l, l, pagePath('knee', l), l === locale ? 'true' : null]));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(LOCALES.map((l) => [l]))('%s back to top at desktop and phone width', (locale) => {
  it('moves focus to the page heading, not to <body>, and Tab goes on from there', () =>
    atBothWidths(async (viewport) => {
      const {context, page, errors} = await open(locale, pagePath('knee', locale), viewport);
      try {
        // The button shows when the visitor scrolls back up.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(200);
        await page.evaluate(() => window.scrollBy(0, -300));
        await page.waitForFunction(() => {
          const b = document.querySelector('.theme-back-to-top-button');
          return !!b && getComputedStyle(b).visibility === 'visible' && getComputedStyle(b).opacity === '1';
        });
        await page.locator('.theme-back-to-top-button').focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.scrollY === 0);
        await expect(page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).resolves.toBe(true);
        expect(await focusRingProblem(page)).toBeNull();
        await page.keyboard.press('Tab');
        expect(await activeIsInside(page, 'main')).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }));
});

describe.each(A11Y_LOCALES.map((l) => [l]))('%s back to top for a keyboard user moving down', (locale) => {
  it('shows once focus has taken the page down, and hides back at the top', async () => {
    const {context, page, errors} = await open(locale, pagePath('knee', locale), DESKTOP);
    try {
      const shown = () =>
        page.evaluate(() => {
          const b = document.querySelector('.theme-back-to-top-button');
          return !!b && getComputedStyle(b).visibility === 'visible' && getComputedStyle(b).opacity === '1';
        });
      await expect(shown()).resolves.toBe(false);
      // Tab down the page: each stop scrolls it down, never up.
      for (let i = 0; i < 80 && (await page.evaluate(() => window.scrollY)) < 1200; i++)
        await page.keyboard.press('Tab');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1200);
      await page.waitForFunction(() => {
        const b = document.querySelector('.theme-back-to-top-button');
        return !!b && getComputedStyle(b).visibility === 'visible' && getComputedStyle(b).opacity === '1';
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => {
        const b = document.querySelector('.theme-back-to-top-button');
        return !!b && getComputedStyle(b).visibility === 'hidden';
      });
      expect(errors).toEqual([]);
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
      for (let i = 0; i < LOCALES.length && (await focusedLocale()) !== target; i++)
        await page.keyboard.press('ArrowUp');
      expect(await focusedLocale()).toBe(target);
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
