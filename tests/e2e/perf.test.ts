/**
 * Browser tests of the first paint (plugins/first-paint) in Dutch and Arabic,
 * at phone and desktop width: the page paints styled before any script has
 * been requested, the scripts start after the load event and the first
 * contentful paint, then the full stylesheet applies and the page hydrates
 * and works (mobile menu, no console error). Order of events, never durations.
 */
import type {Page} from 'playwright-core';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(120_000);

let site: Site;
beforeAll(async () => {
  site = await startSite({withHeaders: true});
});
afterAll(async () => {
  await site?.close();
});

interface Timeline {
  loadEventStart: number;
  fcp: number;
  scripts: {name: string; startTime: number}[];
  stylesheets: {name: string; startTime: number}[];
}

async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pick = (type: string) =>
      resources.filter((r) => r.initiatorType === type).map((r) => ({name: r.name, startTime: r.startTime}));
    return {
      loadEventStart: nav.loadEventStart,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: pick('script'),
      stylesheets: pick('link'),
    };
  });
}

describe.each([
  ['/', 390],
  ['/', 1280],
  ['/ar/', 390],
  ['/ar/', 1280],
  ['/heupprothese', 390],
  ['/ar/istibdal-mafsal-wark', 1280],
])('%s at %i px', (path, width) => {
  it('paints before any script is requested, then hydrates with the full stylesheet', async () => {
    const context = await site.browser.newContext({viewport: {width, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    const t = await timeline(page);
    expect(t.fcp).toBeGreaterThan(0);
    expect(t.scripts.length).toBeGreaterThanOrEqual(2);
    for (const s of t.scripts) {
      expect(s.startTime).toBeGreaterThanOrEqual(t.loadEventStart);
      expect(s.startTime).toBeGreaterThanOrEqual(t.fcp);
    }
    const sheet = t.stylesheets.find((s) => /\/assets\/css\/styles\.[0-9a-f]+\.css$/.test(s.name));
    expect(sheet?.startTime).toBeGreaterThanOrEqual(t.loadEventStart);
    expect(
      await page.evaluate(() => Array.from(document.styleSheets).some((s) => s.href?.includes('/assets/css/'))),
    ).toBe(true);
    // The inline rules alone styled the page: the navbar was laid out as a bar before any script.
    expect(await page.locator('nav.navbar').evaluate((n) => getComputedStyle(n).display)).toBe('flex');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([['/'], ['/ar/']])('mobile menu on %s after the late scripts', (path) => {
  it('opens and shows the page links', async () => {
    const context = await site.browser.newContext({viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    expect(await page.locator('nav.navbar').getAttribute('class')).toContain('navbar-sidebar--show');
    expect(await page.locator('.navbar-sidebar .menu__link').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
