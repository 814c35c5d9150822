/**
 * Browser tests of the first paint (plugins/first-paint) in Dutch and Arabic,
 * at phone and desktop width: the page paints styled before any script has
 * been requested, the scripts start after the load event and the first
 * contentful paint, then the full stylesheet applies and the page hydrates
 * and works (mobile menu, no console error). Order of events, never durations.
 */
import type {Page} from 'playwright-core';
import {pagePath} from '@site/src/data/routes';
import {ALL_PAGES, fullStylesheet, parseHtml} from '../helpers/site';
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

/** Resolves in the page when the browser is next idle. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 3000}));

describe.each([
  ['/', 390],
  ['/', 1280],
  ['/ar/', 390],
  ['/ar/', 1280],
  ['/heupprothese', 390],
  ['/ar/istibdal-mafsal-wark', 1280],
])('%s at %i px', (path, width) => {
  it('paints before any script but its loader is requested, then hydrates with the full stylesheet', async () => {
    const context = await site.browser.newContext({viewport: {width, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    const t = await timeline(page);
    expect(t.fcp).toBeGreaterThan(0);
    // The page names one script, the locale's loader (deferred, a few hundred bytes); it requests
    // the others, after the load event and the first paint.
    const isLoader = (name: string) => /\/assets\/js\/after-load\.[0-9a-f]+\.js$/.test(name);
    expect(t.scripts.filter((s) => isLoader(s.name))).toHaveLength(1);
    const started = t.scripts.filter((s) => !isLoader(s.name));
    expect(started.length).toBeGreaterThanOrEqual(2);
    for (const s of started) {
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

/**
 * Every computed style of every element and of its ::before and ::after, custom properties
 * aside, as `name: value` lines, one string per element or pseudo-element with its place in
 * the page; kept in the page (hundreds of thousands of lines), compared there. A ::before or
 * ::after whose content is `none` or `normal` generates no box, so its other properties show
 * nowhere: it is kept as its content alone (one side rendering it and the other not still
 * differs).
 */
function styleSnapshot(): [string, string][] {
  const groups: [string, string][] = [];
  document.querySelectorAll('*:not([data-added-by-test])').forEach((el, i) => {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      const where = `${i} ${el.tagName}.${el.className} ${pseudo ?? ''}`;
      const content = pseudo && style.getPropertyValue('content');
      if (content === 'none' || content === 'normal') {
        groups.push([where, `content: ${content}\n`]);
        continue;
      }
      let lines = '';
      for (let k = 0; k < style.length; k++) {
        const name = style.item(k);
        if (!name.startsWith('--')) lines += `${name}: ${style.getPropertyValue(name)}\n`;
      }
      groups.push([where, lines]);
    }
  });
  return groups;
}

// The inline rules are the full stylesheet pruned to the page, with Infima's overridden and
// constant custom properties resolved: the same styles, or a visitor sees the page change
// when the stylesheet arrives (or keeps the wrong styles without JavaScript).
describe.each([
  ['/', 390],
  ['/ar/', 1280],
  [pagePath('knee', 'de'), 390],
  [pagePath('revision', 'ar'), 390],
  [pagePath('infiltrations', 'es'), 1280],
])('the inline rules of %s at %i px', (path, width) => {
  it('style every element as the full stylesheet does', async () => {
    // Without JavaScript the page is as the build wrote it, styled by its inline rules alone
    // (the test's own evaluations still run).
    const context = await site.browser.newContext({viewport: {width, height: 800}, javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(site.origin + path);
    const count = await page.evaluate(
      `(window.inlineStyles = (${styleSnapshot.toString()})()).reduce((n, [, lines]) => n + lines.split('\\n').length - 1, 0)`,
    );
    expect(count).toBeGreaterThan(100_000);
    const {href} = fullStylesheet(ALL_PAGES.find((p) => p.path === path)!.locale);
    expect(href).toMatch(/\/assets\/css\/styles\.[0-9a-f]+\.css$/);
    await page.evaluate((url) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.addedByTest = '';
      document.head.append(link);
    }, href);
    // No script runs to wait for its load event: poll until its rules are there.
    const applied = () =>
      page.evaluate(
        (url) => Array.from(document.styleSheets).some((s) => s.href?.endsWith(url) && s.cssRules.length > 0),
        href,
      );
    for (let tries = 0; !(await applied()); tries++) {
      if (tries > 100) throw new Error(`${href} did not load`);
      await page.waitForTimeout(50);
    }
    const differing = await page.evaluate(`(() => {
      const before = window.inlineStyles, after = (${styleSnapshot.toString()})();
      if (after.length !== before.length) return ['snapshot sizes ' + before.length + ' and ' + after.length];
      return before.flatMap(([where, lines], g) => {
        if (lines === after[g][1]) return [];
        const b = lines.split('\\n'), a = after[g][1].split('\\n');
        const content = (side) => side.find((line) => line.startsWith('content: '));
        if (b.length !== a.length) return [where + ' ' + content(b) + '  →  ' + content(a).slice(9) + ' (' + b.length + ' and ' + a.length + ' lines)'];
        return b.flatMap((line, i) => (line === a[i] ? [] : [where + ' ' + line + '  →  ' + a[i].slice(a[i].lastIndexOf(': ') + 2)]));
      }).slice(0, 10);
    })()`);
    expect(differing).toEqual([]);
    await context.close();
  });
});

describe.each([['/'], ['/ar/'], [pagePath('hip', 'nl')]])('mobile menu on %s after the late scripts', (path) => {
  it('opens and shows the page links', async () => {
    const context = await site.browser.newContext({viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    // Its menus are rendered when it first opens, not during hydration (src/theme/Navbar/MobileSidebar/Layout).
    expect(await page.locator('.navbar-sidebar .menu__link').count()).toBe(0);
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    expect(await page.locator('nav.navbar').getAttribute('class')).toContain('navbar-sidebar--show');
    expect(await page.locator('.navbar-sidebar .menu__link').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('prefetching the pages that visible links lead to', () => {
  it('happens for links in view, once the page has hydrated', async () => {
    const context = await site.browser.newContext({viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + pagePath('hip', 'nl'));
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll('link[rel=prefetch]').length > 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the page regions through hydration', () => {
  // The built elements of the navbar, doc sidebar, tables of contents and footer survive
  // hydration: nothing a visitor sees is rebuilt.
  const REGIONS = [
    'nav.navbar',
    '.theme-doc-sidebar-menu',
    '.theme-doc-toc-mobile',
    '.theme-doc-toc-desktop',
    'footer',
  ];
  it.each([
    [pagePath('hip', 'nl'), 390],
    [pagePath('hip', 'nl'), 1280],
    [pagePath('knee', 'ar'), 390],
    [pagePath('home', 'ar'), 1280],
  ] as const)('%s at %i px keeps every built element and works', async (path, width) => {
    const context = await site.browser.newContext({viewport: {width, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The scripts wait for the load event (plugins/first-paint): DOMContentLoaded is before any of them.
    await page.addInitScript((selectors: string[]) => {
      document.addEventListener('DOMContentLoaded', () => {
        const built = selectors.flatMap((s) =>
          Array.from(document.querySelectorAll(s)).flatMap((r) => [r, ...Array.from(r.querySelectorAll('*'))]),
        );
        // The logo's dark-mode twin (its second image) is the one element Docusaurus drops once it
        // knows the colour mode; once dropped it has no parent to be recognised by.
        const darkLogo = document.querySelector('.navbar__logo > img:last-child');
        (window as unknown as {built: Element[]}).built = built.filter((e) => e !== darkLogo);
      });
    }, REGIONS);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    await page.evaluate(idle);
    const {count, lost} = await page.evaluate(() => {
      const built = (window as unknown as {built: Element[]}).built;
      const lost = built.filter((e) => !e.isConnected);
      return {count: built.length, lost: lost.map((e) => e.outerHTML.slice(0, 80))};
    });
    expect(count).toBeGreaterThan(50);
    expect(lost).toEqual([]);
    // The navbar's buttons work: the menu on a phone, the language switcher on a desktop (a button, so
    // only once hydrated).
    if (width < 997) {
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    } else {
      await page.locator('[data-language-switcher] > button').click();
      await page.locator('[data-language-switcher].dropdown--show').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the head after hydration', () => {
  /**
   * What the head managers write: the html element's attributes, title, meta and link tags.
   * As a set: react-helmet-async re-inserts at the end the tags a page's Helmet overrides.
   */
  const headOf = (doc: Document): string =>
    [
      doc.title,
      ...Array.from(doc.documentElement.attributes)
        // react-helmet-async's list of the attributes it manages, and Docusaurus's hydration flag
        .filter((a) => a.name !== 'data-rh' && a.name !== 'data-has-hydrated')
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
      ...Array.from(doc.head.querySelectorAll('meta, link:not([rel=prefetch]):not([rel=stylesheet])'))
        .map(
          (e) =>
            `${e.localName} ${Array.from(e.attributes, (a) => `${a.name}=${a.value}`)
              .sort()
              .join(' ')}`,
        )
        .sort(),
    ].join('\n');

  it.each([
    ['nl', pagePath('home', 'nl'), pagePath('knee', 'nl')],
    ['nl', pagePath('hip', 'nl'), pagePath('knee', 'nl')],
    ['ar', pagePath('about', 'ar'), pagePath('knee', 'ar')],
  ] as const)('%s %s: stays as built, then follows a client-side navigation', async (locale, path, next) => {
    const context = await site.browser.newContext({viewport: {width: 1280, height: 800}, locale});
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Before any script: the scripts wait for the load event (plugins/first-paint). Code as text,
    // run by the browser's debugger, which the page's CSP does not restrict.
    const readHead = `(${headOf.toString()})(document)`;
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => { window.builtHead = ${readHead}; });`,
    });
    await page.goto(site.origin + path);
    await waitForHydration(page);
    await page.evaluate(idle);
    // react-helmet-async writes the head in an animation frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const built = await page.evaluate(() => (window as unknown as {builtHead: string}).builtHead);
    const hydrated = await page.evaluate<string>(readHead);
    expect(built).toContain(' rel=canonical');
    expect(hydrated).toBe(built);

    // The next page's title, read here: parsed in the page, its inline style would be judged by
    // this page's own style policy (a violation the site never causes).
    const target = await (await page.request.get(site.origin + next)).text();
    const title = parseHtml(target).querySelector('title')?.text ?? '';
    expect(title).toBeTruthy();
    await page.locator(`footer a[href="${next}"]`).click();
    await page.waitForURL(site.origin + next);
    await page.waitForFunction((t) => document.title === t, title);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(new RegExp(`${next}$`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
