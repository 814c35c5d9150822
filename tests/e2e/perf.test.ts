/**
 * Browser tests of the first paint (plugins/critical-css) in Dutch, German and
 * Arabic, at phone and desktop width: the page's inline rules alone style its
 * first screen as the full stylesheet does, and no page breaks the CSP.
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

/**
 * Every computed style of every element of the first screen (its box inside the viewport) and
 * of its ::before and ::after, custom properties and scroll margins (nothing paints them)
 * aside, as
 * `name: value` lines, one string per element or pseudo-element with its place in the page.
 * A ::before or ::after whose content is `none` or `normal` generates no box: it is kept as
 * its content alone.
 */
function styleSnapshot(): [string, string][] {
  const groups: [string, string][] = [];
  document.querySelectorAll('body, body *').forEach((el, i) => {
    // Boxes a visitor sees: not hidden (the navbar's booking button on a phone), not below the screen.
    if (el.getClientRects().length === 0 || el.getBoundingClientRect().bottom > innerHeight) return;
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
        if (!/^(--|scroll-margin)/.test(name)) lines += `${name}: ${style.getPropertyValue(name)}\n`;
      }
      groups.push([where, lines]);
    }
  });
  return groups;
}

// A visitor sees the first screen styled before the full stylesheet arrives, and it does not
// change when it does.
describe.each([
  ['/', 390],
  ['/ar/', 1280],
  [pagePath('hip', 'nl'), 390],
  [pagePath('knee', 'de'), 1280],
  [pagePath('knee', 'ar'), 390],
])('the inline rules of %s at %i px', (path, width) => {
  it('style the first screen as the full stylesheet does', async () => {
    // The page as built (theme-classic's colour-mode script aside, which the test sets itself),
    // with its full stylesheet held back: the inline rules alone style it.
    const context = await site.browser.newContext({viewport: {width, height: 800}, javaScriptEnabled: false});
    const page: Page = await context.newPage();
    const {href} = fullStylesheet(ALL_PAGES.find((p) => p.path === path)!.locale);
    let held = 0;
    await page.route(`**${href}`, (route) => (held++, route.abort()));
    await page.goto(site.origin + path);
    expect(held).toBeGreaterThan(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    const count = await page.evaluate(
      `(window.inlineStyles = (${styleSnapshot.toString()})()).reduce((n, [, lines]) => n + lines.split('\\n').length - 1, 0)`,
    );
    expect(count).toBeGreaterThan(10_000);
    // The navbar is a bar and the first heading has the theme's size before the stylesheet.
    expect(await page.locator('nav.navbar').evaluate((n) => getComputedStyle(n).display)).toBe('flex');
    await page.unroute(`**${href}`);
    await page.evaluate((url) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
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
      }).slice(0, 30);
    })()`);
    expect(differing).toEqual([]);
    await context.close();
  });
});

describe.each([['/'], ['/ar/'], [pagePath('hip', 'nl')], [pagePath('knee', 'ar')]])('%s with its CSP', (path) => {
  it('loads, hydrates and logs no violation', async () => {
    const context = await site.browser.newContext({viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Resolves in the page when the browser is next idle. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 3000}));

describe.each([['/'], ['/ar/'], [pagePath('hip', 'nl')]])('mobile menu on %s', (path) => {
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
    // The parser is done and no deferred script has run yet when readyState turns 'interactive'.
    await page.addInitScript((selectors: string[]) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const built = selectors.flatMap((s) =>
          Array.from(document.querySelectorAll(s)).flatMap((r) => [r, ...Array.from(r.querySelectorAll('*'))]),
        );
        // The logo's dark-mode twin (its second image) is the one element Docusaurus drops once it
        // knows the colour mode; once dropped it has no parent to be recognised by.
        const darkLogo = document.querySelector('.navbar__logo > img:last-child');
        // Below the desktop breakpoint stock Docusaurus replaces the desktop sidebar and table of
        // contents (hidden there by CSS) with the phone menu's and the collapsible one.
        const desktopOnly = window.innerWidth < 997 ? '.theme-doc-sidebar-container, .theme-doc-toc-desktop' : '';
        (window as unknown as {built: Element[]}).built = built.filter(
          (e) => e !== darkLogo && !(desktopOnly && e.closest(desktopOnly)),
        );
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
    // Before any deferred script: readyState turns 'interactive' when the parser is done. Code as
    // text, run by the browser's debugger, which the page's CSP does not restrict.
    const readHead = `(${headOf.toString()})(document)`;
    await page.addInitScript({
      content: `document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') window.builtHead = ${readHead}; });`,
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
