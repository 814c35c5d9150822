/**
 * The theme texts that appear only in the browser show the site's wording in
 * every locale (tests/build/themeTexts.test.ts checks the built ones): the
 * phone menu's "back to main menu" button on a treatment page, and the 404
 * page's title in the browser tab.
 */
import {LOCALES, LOCALE_INFO} from '@site/src/data/locales';
import {localePrefix, pagePath} from '@site/src/data/routes';
import {startSite, waitForHydration, type Site} from '../helpers/browser';
import {PHONE, message} from '../helpers/a11y';

jest.setTimeout(180_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
  it('the phone menu’s back button and the 404 title read as the site words them', async () => {
    const context = await site.browser.newContext({locale: LOCALE_INFO[locale].region, ...PHONE});
    try {
      const page = await context.newPage();
      await page.goto(site.origin + pagePath('hip', locale));
      await waitForHydration(page);
      await page.locator('button.navbar__toggle').click();
      const back = page.locator('.navbar-sidebar__back');
      await back.waitFor({state: 'visible'});
      await expect(back.innerText()).resolves.toBe(
        message(locale, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
      );

      await page.goto(`${site.origin}${localePrefix(locale)}/no-such-page-${locale}`);
      await waitForHydration(page);
      await page.waitForFunction((title) => document.title.startsWith(title), message(locale, 'theme.NotFound.title'));
      await expect(page.title()).resolves.toContain(message(locale, 'theme.NotFound.title'));
    } finally {
      await context.close();
    }
  });
});
