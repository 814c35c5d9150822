/**
 * JSON-LD is written into the built pages; after a client-side navigation
 * the previous page's blocks must not linger (the site graph stays valid).
 */
import {startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(60_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

it('drops the home page FAQPage when the visitor moves on inside the site', async () => {
  const context = await site.browser.newContext({locale: 'en-US'});
  const page = await context.newPage();
  await page.goto(`${site.origin}/en/`);
  await waitForHydration(page);
  const types = () =>
    page.$$eval('script[type="application/ld+json"]', (els) =>
      els.map((el) => (JSON.parse(el.textContent ?? '{}') as {'@type'?: string})['@type'] ?? 'graph'),
    );
  expect(await types()).toEqual(['graph', 'FAQPage']);
  await Promise.all([
    page.waitForURL(`${site.origin}/en/hip-replacement`),
    page.locator('main a[href="/en/hip-replacement"]').first().click(),
  ]);
  // The address changes before the new page has rendered (its code may still be loading): the
  // check waits for the treatment page to replace the home page.
  await page.waitForFunction(
    () => !document.querySelector('[data-section="hero"]') && !!document.querySelector('article'),
  );
  expect(await types()).toEqual(['graph']);
  await context.close();
});
