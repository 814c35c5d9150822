/**
 * Browser tests of the platform in a real Chromium against the production
 * build served like a static host. Aliases, 404 pages and the explicit Dutch
 * prefix run against both servers (Node and nginx with the generated config).
 */
import type {BrowserContext, Page} from 'playwright-core';
import {LOCALES, LOCALE_INFO} from '@site/src/data/locales';
import {allRedirects, pagePath} from '@site/src/data/routes';
import {collectErrors, startSite, waitForHydration, watchNetwork, type Site} from '../helpers/browser';

jest.setTimeout(120_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

type ContextOptions = Parameters<Site['browser']['newContext']>[0];

async function newPageOn(
  on: Site,
  options: ContextOptions = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await on.browser.newContext({locale: 'nl-NL', ...options});
  const page = await context.newPage();
  return {context, page, errors: collectErrors(page)};
}

const newPage = (options: ContextOptions = {}) => newPageOn(site, options);

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));

// Every page renders without console errors, in its language, and remembers it: the visit of
// tests/e2e/hydration.test.ts, which loads all 36 pages.

describe('language switcher', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))(
    'from /en/hip-replacement to %s lands on the equivalent page and stores it',
    async (target) => {
      const {context, page, errors} = await newPage({locale: 'en-US'});
      await page.goto(`${site.origin}/en/hip-replacement`);
      await waitForHydration(page);
      const toggle = page.locator('[data-language-switcher] > button');
      const menu = page.locator('[data-language-switcher]');
      await toggle.click();
      await expect(menu.evaluate((el) => el.classList.contains('dropdown--show'))).resolves.toBe(true);
      await Promise.all([
        page.waitForURL(site.origin + pagePath('hip', target)),
        page.locator(`[data-language-switcher] a[data-locale="${target}"]`).click(),
      ]);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(pagePath('hip', target));
      expect(await storedLanguage(page)).toBe(target);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(target);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('opens, and closes on a click outside', async () => {
    const {context, page} = await newPage();
    await page.goto(`${site.origin}/knieprothese`);
    await waitForHydration(page);
    const menu = page.locator('[data-language-switcher]');
    await page.locator('[data-language-switcher] > button').click();
    await expect(menu.evaluate((el) => el.classList.contains('dropdown--show'))).resolves.toBe(true);
    await page.mouse.click(5, 400);
    await expect(menu.evaluate((el) => el.classList.contains('dropdown--show'))).resolves.toBe(false);
    await context.close();
  });

  it('choosing Nederlands stores nl, so the visitor stays on Dutch pages', async () => {
    const {context, page} = await newPage();
    await page.goto(`${site.origin}/en/knee-replacement`);
    await waitForHydration(page);
    await page.locator('[data-language-switcher] > button').click();
    await Promise.all([
      page.waitForURL(`${site.origin}/knieprothese`),
      page.locator('[data-language-switcher] a[data-locale="nl"]').click(),
    ]);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe('nl');
    await page.goto(`${site.origin}/heupprothese`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/heupprothese');
    await context.close();
  });
});

describe('remembered language', () => {
  it('a remembered English choice sends /heupprothese to /en/hip-replacement', async () => {
    const {context, page, errors} = await newPage();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'en');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${site.origin}/heupprothese`);
    await page.waitForURL(`${site.origin}/en/hip-replacement`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('?lng= and the i18next cookie count as a choice, region variants included', async () => {
    const {context, page} = await newPage();
    await page.goto(`${site.origin}/knieprothese?lng=de-DE`);
    await page.waitForURL(`${site.origin}/de/knieprothese`);
    await context.clearCookies();
    await context.addCookies([{name: 'i18next', value: 'ru', url: site.origin}]);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.origin}/over-dr-jansen`);
    await page.waitForURL(`${site.origin}/ru/o-doktore-jansen`);
    await context.close();
  });

  it('ignores an invalid stored value', async () => {
    const {context, page, errors} = await newPage();
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'x<script>'));
    await page.goto(`${site.origin}/infiltraties`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/infiltraties');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the browser language once in a toast, without redirecting', async () => {
    const {context, page} = await newPage({locale: 'de-DE'});
    await page.goto(`${site.origin}/heupprothese`);
    await waitForHydration(page);
    const toast = page.locator('[data-sonner-toast]');
    await toast.waitFor({state: 'visible', timeout: 10_000});
    await expect(toast.textContent()).resolves.toContain('Diese Seite gibt es auch auf Deutsch.');
    expect(new URL(page.url()).pathname).toBe('/heupprothese');
    await Promise.all([
      page.waitForURL(`${site.origin}/de/hueftprothese`),
      toast.locator('button', {hasText: 'Ansehen'}).click(),
    ]);
    // Back on a Dutch page: already offered and a choice is stored, so no toast again.
    await page.evaluate(() => localStorage.removeItem('i18nextLng'));
    await page.goto(`${site.origin}/knieprothese`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator('[data-sonner-toast]').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('aliases in the browser, served by nginx', () => {
  let served: Site;
  beforeAll(async () => {
    served = await startSite({server: 'nginx'});
  });
  afterAll(async () => {
    await served?.close();
  });

  it('every region variant and doubled about slug lands on the canonical page', async () => {
    const {context, page} = await newPageOn(served);
    // Landing is the address: once the canonical page has had its load event the next alias follows.
    // Every page's hydration in its language is tests/e2e/hydration.test.ts's.
    const otherRegions = [
      {from: '/en-GB/hip-replacement', to: '/en/hip-replacement'},
      {from: '/DE-at/', to: '/de/'},
      {from: '/es-419/', to: '/es/'},
    ];
    for (const {from, to} of [...allRedirects(), ...otherRegions]) {
      await page.goto(`${served.origin}${from}`);
      await page.waitForURL(`${served.origin}${to}`, {waitUntil: 'load'});
    }
    await context.close();
    // An unknown language before a doubled about slug goes to the Dutch about page
    // (for a visitor without a remembered choice: a fresh context, since every page
    // shown above remembers its language once it has hydrated, possibly after its load).
    const fresh = await newPageOn(served);
    await fresh.page.goto(`${served.origin}/xx/about-dr-jansen/about-dr-jansen`);
    await fresh.page.waitForURL(`${served.origin}/over-dr-jansen`);
    await fresh.context.close();
  });

  it.each(['/nl/knieprothese', '/nl-NL/knieprothese', '/NL-nl/knieprothese/', '/nl-BE/knieprothese'])(
    '%s after a remembered English choice lands on the Dutch page and stores nl',
    async (alias) => {
      const {context, page, errors} = await newPageOn(served, {locale: 'en-US'});
      const network = watchNetwork(page);
      await page.goto(`${served.origin}/en/knee-replacement`);
      await waitForHydration(page);
      expect(await storedLanguage(page)).toBe('en');
      await page.goto(`${served.origin}${alias}`);
      await page.waitForURL(`${served.origin}/knieprothese`);
      await waitForHydration(page);
      await network.quiet();
      expect(new URL(page.url()).pathname).toBe('/knieprothese');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
      expect(await storedLanguage(page)).toBe('nl');
      // The choice holds: a later Dutch page stays Dutch.
      await page.goto(`${served.origin}/heupprothese`);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/heupprothese');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['/bestaat-niet', 'nl', 'Oeps! Pagina niet gevonden'],
    ['/en/does-not-exist', 'en', 'Oops! Page not found'],
    ['/de/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden'],
    ['/ar/ghayr-mawjud', 'ar', 'عذرًا! الصفحة غير موجودة'],
  ])('%s shows the %s 404 page and logs the path', async (path, locale, heading) => {
    const {context, page, errors} = await newPageOn(served);
    const response = await page.goto(served.origin + path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe(heading);
    await expect(page.locator('main').textContent()).resolves.toContain('404');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(errors.some((e) => e.includes(path))).toBe(true);
    await Promise.all([
      page.waitForURL(new RegExp(`${served.origin}${pagePath('home', locale as 'nl').replace(/\/$/, '')}/?$`)),
      page.locator('main a').click(),
    ]);
    await context.close();
  });
});

describe('Arabic', () => {
  it('reads right to left: dir, computed direction and mirrored navbar', async () => {
    const {context, page} = await newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`${site.origin}/ar/istibdal-mafsal-wark`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    const brand = await page.locator('.navbar__brand').boundingBox();
    expect(brand!.x).toBeGreaterThan(640);
    await page.goto(`${site.origin}/en/hip-replacement`);
    await waitForHydration(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
    const brandEn = await page.locator('.navbar__brand').boundingBox();
    expect(brandEn!.x).toBeLessThan(640);
    await context.close();
  });
});

const LANGUAGES_LABEL: Record<string, string> = {'/': 'Talen', '/ar/': 'اللغات'};

describe('mobile menu', () => {
  it.each(['/', '/ar/'])('opens and closes at phone width on %s', async (path) => {
    const {context, page, errors} = await newPage({
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(site.origin + path);
    await waitForHydration(page);
    const toggle = page.locator('button.navbar__toggle');
    await expect(toggle.isVisible()).resolves.toBe(true);
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({state: 'visible'});
    await page.locator('.navbar-sidebar .menu__link--sublist', {hasText: LANGUAGES_LABEL[path]!}).click();
    await expect(page.locator('.navbar-sidebar a[data-locale]').count()).resolves.toBe(LOCALES.length);
    await page.locator('.navbar-sidebar__close').click();
    await sidebar.waitFor({state: 'hidden'});
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('labels every locale as the spec says', () => {
  expect(LOCALES.map((l) => LOCALE_INFO[l].label)).toEqual([
    'Nederlands',
    'English',
    'Deutsch',
    'Español',
    'Русский',
    'العربية',
  ]);
});
