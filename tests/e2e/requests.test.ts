/**
 * No page talks to another origin when it loads: no fonts, scripts,
 * analytics, images or beacons from third parties. Every request of every
 * page of every locale (and a 404 page) is recorded, including those that
 * lazy images and idle prefetching make after scrolling to the bottom.
 */
import {ALL_PAGES} from '../helpers/site';
import {startSite, waitForHydration, watchNetwork, type Site} from '../helpers/browser';

jest.setTimeout(180_000);

let site: Site;
beforeAll(async () => {
  // Without the CSP: the policy would block (and hide) a third-party request.
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

function isThirdParty(url: string, origin: string): boolean {
  if (/^(data|blob|about):/.test(url)) return false;
  return new URL(url).origin !== origin;
}

it('recognises third-party requests', () => {
  expect(isThirdParty('https://fonts.googleapis.com/css', 'http://127.0.0.1:1')).toBe(true);
  expect(isThirdParty('http://127.0.0.1:1/assets/js/main.js', 'http://127.0.0.1:1')).toBe(false);
  expect(isThirdParty('data:image/svg+xml,<svg/>', 'http://127.0.0.1:1')).toBe(false);
});

it('makes no third-party request on any page', async () => {
  const context = await site.browser.newContext({locale: 'nl-NL'});
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const network = watchNetwork(page);
  let own = 0;
  for (const sitePath of [...ALL_PAGES.map((p) => p.path), '/does-not-exist', '/ar/does-not-exist']) {
    requests.length = 0;
    await page.goto(site.origin + sitePath);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await network.quiet();
    own += requests.length;
    expect({sitePath, thirdParty: requests.filter((u) => isThirdParty(u, site.origin))}).toEqual({
      sitePath,
      thirdParty: [],
    });
  }
  // The recorder saw the pages' own requests (documents, scripts, styles, images).
  expect(own).toBeGreaterThan(ALL_PAGES.length * 3);
  await context.close();
});
