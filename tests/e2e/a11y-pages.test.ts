/**
 * WCAG 2.2 AA on every page, in a real Chromium:
 * - axe (wcag2a, 2aa, 21a, 21aa, 22aa) finds no serious or critical issue on
 *   all 36 pages at desktop and at phone width;
 * - reflow at 320 px (1.4.10): nothing scrolls sideways or is cut off, in
 *   every locale; with the WCAG 1.4.12 text-spacing overrides nothing clips;
 * - every accessible name is in the page's language: no English theme label
 *   on a non-English page, the landmarks and toggles named from code.json;
 *   heading anchors do not repeat the heading; links with the same name lead
 *   to the same place (2.4.4);
 * - landmarks, in every locale: one banner, every navigation landmark named
 *   and each name its own (none after "documentation", the theme's word),
 *   the skip link in no region of its own;
 * - reduced motion (2.3.3): the back-to-top button and section links jump,
 *   transitions are off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from 'playwright-core';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {TREATMENT_PAGE_IDS, pagePath} from '@site/src/data/routes';
import {ALL_PAGES as EVERY_PAGE, SITE_DIR} from '../helpers/site';

// tests/build/guides.test.ts runs this file on a scratch copy for the pages a writer's change touched.
const ONLY = process.env.E2E_PAGE_IDS?.split(',');
const ALL_PAGES = ONLY ? EVERY_PAGE.filter((p) => ONLY.includes(p.page)) : EVERY_PAGE;
if (ALL_PAGES.length === 0) throw new Error(`E2E_PAGE_IDS=${process.env.E2E_PAGE_IDS}: no such page`);
import {startSite, waitForHydration, type Site} from '../helpers/browser';
import {A11Y_LOCALES, DESKTOP, PHONE, message, seriousViolations} from '../helpers/a11y';

jest.setTimeout(600_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function open(
  locale: Locale,
  sitePath: string,
  options: Parameters<Site['browser']['newContext']>[0] = {},
): Promise<{context: BrowserContext; page: Page}> {
  const context = await site.browser.newContext({locale: LOCALE_INFO[locale].region, ...DESKTOP, ...options});
  const page = await context.newPage();
  await page.goto(site.origin + sitePath);
  await waitForHydration(page);
  return {context, page};
}

/** WCAG 1.4.12's test values (the W3C text-spacing bookmarklet). */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * What the visitor at this width cannot see or reach: the page scrolling
 * sideways, content past the screen's edge (outside sideways scrolling
 * regions such as tables) and content clipped by its box.
 */
function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${width})`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = new Map<Element, boolean>();
    const inScroller = (el: Element): boolean => {
      const parent = el.parentElement;
      if (!parent || parent === document.body) return false;
      let known = scrolls.get(parent);
      if (known === undefined) {
        const style = getComputedStyle(parent);
        known = /auto|scroll/.test(style.overflowX) || inScroller(parent);
        scrolls.set(parent, known);
      }
      return known;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('.navbar-sidebar, script, style, noscript, svg')) continue;
      if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // Visually hidden text for screen readers, and fixed things parked off screen.
      if (r.width <= 1 || r.height <= 1) continue;
      if (style.position === 'fixed' && (r.left >= width || r.right <= 0)) continue;
      if (!inScroller(el) && (r.right > width + 1 || r.left < -1)) {
        problems.push(`${describe(el)} runs past the screen (${Math.round(r.left)}..${Math.round(r.right)})`);
        continue;
      }
      const clipsX = /hidden|clip/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const clipsY = /hidden|clip/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if ((clipsX || clipsY) && (el.textContent ?? '').trim() !== '') {
        problems.push(
          `${describe(el)} clips its content (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
        );
      }
    }
    // Elements inside one another report the same cut; keep the list short.
    return problems.slice(0, 10);
  });
}

/** Docusaurus's English theme labels: none may show on a page in another language. */
const ENGLISH_THEME_LABELS: RegExp[] = Object.entries(
  JSON.parse(
    fs.readFileSync(
      path.join(SITE_DIR, 'node_modules/@docusaurus/theme-translations/locales/base/theme-common.json'),
      'utf8',
    ),
  ) as Record<string, string>,
)
  .filter(([id]) => !id.endsWith('___DESCRIPTION'))
  .map(([, text]) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`));

/** Every accessible name given by an attribute, and every link's name, as a visitor's tools read them. */
function names(page: Page): Promise<{labels: string[]; links: {name: string; href: string}[]}> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [title]')).flatMap((el) =>
      [el.getAttribute('aria-label'), el.getAttribute('title')].filter((x): x is string => !!x),
    );
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      // Table-of-contents links take their purpose from that list (WCAG 2.4.4 "in context").
      .filter(
        (a) => !a.closest('[aria-hidden="true"], .table-of-contents') && a.checkVisibility({visibilityProperty: true}),
      )
      .map((a) => ({
        name: (a.getAttribute('aria-label') ?? a.innerText).replace(/\s+/g, ' ').trim(),
        href: new URL(a.href, location.href).href.replace(/\/$/, ''),
      }));
    return {labels, links};
  });
}

/** Words for documentation: the theme's stock landmark names use them ("Docs pages", "Documentatie pagina"). */
const DOCUMENTATION = /\bdocs?\b|documenta|dokumenta|documento|документ|توثيق|وثائق|مستند/i;

interface Landmark {
  role: string;
  name: string;
}

/** The page's landmarks (outside the closed phone menu) and their names, as assistive technology reads them. */
function landmarks(page: Page): Promise<{list: Landmark[]; skipLinkInRegion: boolean}> {
  return page.evaluate(() => {
    const nameOf = (el: Element) => {
      const by = el.getAttribute('aria-labelledby');
      const name = by
        ? by
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (el.getAttribute('aria-label') ?? '');
      return name.replace(/\s+/g, ' ').trim();
    };
    const sectioning =
      'article, aside, main, nav, section, [role="article"], [role="complementary"], [role="main"], [role="navigation"], [role="region"]';
    const roleOf = (el: Element): string | null => {
      const explicit = el.getAttribute('role');
      if (explicit) return explicit;
      switch (el.tagName) {
        case 'NAV':
          return 'navigation';
        case 'MAIN':
          return 'main';
        case 'ASIDE':
          return 'complementary';
        case 'SECTION':
          return nameOf(el) ? 'region' : null;
        case 'HEADER':
          return el.parentElement?.closest(sectioning) ? null : 'banner';
        case 'FOOTER':
          return el.parentElement?.closest(sectioning) ? null : 'contentinfo';
        default:
          return null;
      }
    };
    const LANDMARKS = ['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'region', 'search', 'form'];
    const list = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => !el.closest('.navbar-sidebar'))
      .map((el) => ({el, role: roleOf(el)}))
      .filter((x): x is {el: Element; role: string} => !!x.role && LANDMARKS.includes(x.role))
      .map(({el, role}) => ({role, name: nameOf(el)}));
    const skip = document.querySelector('a[href="#__docusaurus_skipToContent_fallback"]');
    const skipLinkInRegion = !!skip?.parentElement?.closest(
      '[role="region"], section[aria-label], section[aria-labelledby]',
    );
    return {list, skipLinkInRegion};
  });
}

/** What one visit of a page finds, per check; each check's test below asserts its own list. */
interface Findings {
  axe: string[];
  english: string[];
  ambiguous: string[];
  headingAnchors: string[];
  landmarks: string[];
  reflow: string[];
  spacing: string[];
}

/** The landmark problems of the page in view (desktop width, nothing opened). */
async function landmarkProblems(page: Page, locale: Locale, sitePath: string, pageId: string): Promise<string[]> {
  const problems: string[] = [];
  const {list, skipLinkInRegion} = await landmarks(page);
  const where = `${sitePath}:`;
  const banners = list.filter((l) => l.role === 'banner');
  if (banners.length !== 1) problems.push(`${where} ${banners.length} banner landmarks`);
  if (skipLinkInRegion) problems.push(`${where} the skip link is in a region landmark`);
  const navs = list.filter((l) => l.role === 'navigation').map((l) => l.name);
  for (const name of navs) {
    if (!name) problems.push(`${where} a navigation landmark without a name`);
    if (navs.filter((n) => n === name).length > 1) problems.push(`${where} two navigation landmarks named "${name}"`);
  }
  for (const {role, name} of list) {
    if (DOCUMENTATION.test(name)) problems.push(`${where} ${role} "${name}" is named after documentation`);
    if (/alt\s*\+\s*t$/i.test(name)) problems.push(`${where} ${role} "${name}" ends in a shortcut`);
  }
  if ((TREATMENT_PAGE_IDS as string[]).includes(pageId)) {
    // Treatment pages: previous and next are named for what they link.
    if (!navs.includes(message(locale, 'medical.paginator.label'))) {
      problems.push(`${where} no "${message(locale, 'medical.paginator.label')}" landmark among ${navs.join(', ')}`);
    }
  }
  // A problem counts once per page.
  return [...new Set(problems)];
}

/**
 * The names of the page in view, at either width: no English theme label, no two links
 * with one name and different targets, heading anchors that do not repeat the heading.
 * At phone width the menu is opened first, since its labels render when it opens.
 */
async function nameProblems(
  page: Page,
  locale: Locale,
  sitePath: string,
  label: 'desktop' | 'phone',
  found: Findings,
): Promise<void> {
  if (label === 'phone') {
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    // Treatment pages open the menu on their sidebar; go back to the main items.
    if ((await page.locator('.navbar-sidebar__items--show-secondary').count()) > 0) {
      await page.locator('.navbar-sidebar__back').click();
    }
    await expect(page.locator('.navbar-sidebar [aria-label]').count()).resolves.toBeGreaterThan(0);
  } else {
    await expect(page.locator('nav.navbar').getAttribute('aria-label')).resolves.toBe(
      message(locale, 'theme.NavBar.navAriaLabel'),
    );
  }
  const {labels, links} = await names(page);
  if (locale !== 'en') {
    for (const text of labels) {
      if (ENGLISH_THEME_LABELS.some((re) => re.test(text))) found.english.push(`${sitePath} (${label}): "${text}"`);
    }
  }
  const byName = new Map<string, Set<string>>();
  for (const link of links) byName.set(link.name, (byName.get(link.name) ?? new Set()).add(link.href));
  for (const [name, hrefs] of byName) {
    if (hrefs.size > 1) found.ambiguous.push(`${sitePath} (${label}): "${name}" → ${[...hrefs].join(', ')}`);
  }
  const anchors = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.hash-link'))
      .filter((a) => a.getAttribute('aria-hidden') !== 'true' || a.getAttribute('tabindex') !== '-1')
      .map((a) => a.outerHTML),
  );
  found.headingAnchors.push(...anchors.map((a) => `${sitePath}: ${a}`));
}

/** The narrowest screen WCAG 1.4.10 asks for (a phone's context, narrowed from 390 px). */
const REFLOW_VIEWPORT = {width: 320, height: 640};

/**
 * Reflow at 320 px (WCAG 1.4.10) of the page in view, and for A11Y_LOCALES again with the
 * WCAG 1.4.12 text spacing: nothing clips, buttons and the brand wrap. The phone visit narrows
 * its viewport to 320 px, as a visitor zooming in does, instead of loading the page again.
 * The spacing is the reader's own style sheet (an extension or user style), which the page's
 * Content-Security-Policy does not govern: added as a constructed style sheet (CSSOM, outside
 * the policy, where a <style> tag would need the whole context to bypass it) and removed after.
 */
async function reflowChecks(page: Page, locale: Locale, sitePath: string, found: Findings): Promise<void> {
  await page.setViewportSize(REFLOW_VIEWPORT);
  found.reflow.push(...(await reflowProblems(page)).map((p) => `${sitePath}: ${p}`));
  if (!A11Y_LOCALES.includes(locale)) return;
  const applied = await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const style = getComputedStyle(document.querySelector('main p') ?? document.body);
    return {lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize)};
  }, TEXT_SPACING);
  // The overrides took: a paragraph's line height is now 1.5 times its font size (the site's own is not).
  if (!(Math.abs(applied.lineHeight - 1.5 * applied.fontSize) < 0.5)) {
    found.spacing.push(`${sitePath}: the text spacing was not applied (${JSON.stringify(applied)})`);
  }
  found.spacing.push(...(await reflowProblems(page)).map((p) => `${sitePath}: ${p}`));
  // The brand reads in full (no ellipsis).
  const brand = await page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('.navbar__title');
    return title ? {scroll: title.scrollWidth, client: title.clientWidth, text: title.textContent} : null;
  });
  if (brand?.text !== 'Dr. Jansen' || brand.scroll > brand.client + 1) {
    found.spacing.push(`${sitePath}: the brand does not read in full (${JSON.stringify(brand)})`);
  }
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}

/**
 * One visit per page and width serves every check of this file but motion (so the 36 pages
 * load 72 times, not 180): axe first, on the page as it loads, then the landmarks (desktop),
 * or reflow and text spacing at 320 px (phone, back to 390 px after), then the names (at phone
 * width after opening the menu). A visitor
 * per width and locale goes from page to page in one tab, the browser speaking the page's
 * language: a new page load each time, with the browser's cache (nothing the checks read
 * is stored by the site but the language, the same for the whole locale).
 */
const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
type Width = (typeof WIDTHS)[number][0];
/** The visits of one width, made once (the tests that read them wait for them). */
const visits = new Map<Width, Promise<Map<string, Findings>>>();
function visitEveryPage(label: Width): Promise<Map<string, Findings>> {
  let done = visits.get(label);
  if (done) return done;
  const viewport = WIDTHS.find(([l]) => l === label)![1];
  done = (async () => {
    const all = new Map<string, Findings>();
    for (const locale of LOCALES) {
      const context = await site.browser.newContext({locale: LOCALE_INFO[locale].region, ...viewport});
      try {
        const page = await context.newPage();
        for (const {path: sitePath, page: pageId} of ALL_PAGES.filter((p) => p.locale === locale)) {
          const found: Findings = {
            axe: [],
            english: [],
            ambiguous: [],
            headingAnchors: [],
            landmarks: [],
            reflow: [],
            spacing: [],
          };
          all.set(`${label} ${locale} ${sitePath}`, found);
          await page.goto(site.origin + sitePath);
          await waitForHydration(page);
          for (const v of await seriousViolations(page)) {
            found.axe.push(
              `${sitePath}: ${v.impact} ${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
            );
          }
          if (label === 'desktop') found.landmarks.push(...(await landmarkProblems(page, locale, sitePath, pageId)));
          if (label === 'phone') {
            await reflowChecks(page, locale, sitePath, found);
            await page.setViewportSize(PHONE.viewport);
          }
          await nameProblems(page, locale, sitePath, label, found);
        }
      } finally {
        await context.close();
      }
    }
    // Every page was visited.
    expect(all.size).toBe(ALL_PAGES.length);
    return all;
  })();
  visits.set(label, done);
  return done;
}

/** The findings of one check, for the visits at `width` (both when left out) that match `locale` (all when left out). */
async function findings(check: keyof Findings, width?: Width, locale?: Locale): Promise<string[]> {
  // Both widths' visits start with the first test, side by side in contexts of their own: a
  // visit waits on the browser (loads, axe) as much as it works, so the two overlap. (A failed
  // width is reported by the tests that read it: the handler only keeps Node from calling it unhandled.)
  for (const [label] of WIDTHS) visitEveryPage(label).catch(() => undefined);
  const all: [string, Findings][] = [];
  for (const [label] of WIDTHS) if (!width || width === label) all.push(...(await visitEveryPage(label)));
  return all.filter(([key]) => !locale || key.split(' ')[1] === locale).flatMap(([, found]) => found[check]);
}

describe('reflow at 320 px (WCAG 1.4.10)', () => {
  it('nothing scrolls sideways or is cut off on any of the 36 pages', async () => {
    expect(await findings('reflow', 'phone')).toEqual([]);
  });

  it.each(A11Y_LOCALES.map((l) => [l]))(
    '%s: with the WCAG 1.4.12 text spacing at 320 px nothing clips, buttons and the brand wrap',
    async (locale) => {
      expect(await findings('spacing', 'phone', locale)).toEqual([]);
    },
  );
});

describe.each(WIDTHS)('axe at %s width', (label) => {
  it('finds no serious or critical issue on any of the 36 pages', async () => {
    expect(await findings('axe', label)).toEqual([]);
  });
});

describe.each(LOCALES.map((l) => [l]))('%s: names in the page language', (locale) => {
  it('no English theme label, landmarks and toggles named from code.json, headings read once, distinct link names', async () => {
    expect(await findings('english', undefined, locale)).toEqual([]);
    expect(await findings('ambiguous', undefined, locale)).toEqual([]);
    expect(await findings('headingAnchors', undefined, locale)).toEqual([]);
  });
});

describe.each(LOCALES.map((l) => [l]))('%s: landmarks', (locale) => {
  it('one banner; every navigation named, each name its own and none after "documentation"; the skip link in no region', async () => {
    expect(await findings('landmarks', 'desktop', locale)).toEqual([]);
  });
});

describe('reduced motion (WCAG 2.3.3)', () => {
  /** Distinct scroll positions seen over the next frames. */
  const positionsDuring = (page: Page, action: () => Promise<unknown>) =>
    Promise.all([
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const seen = new Set<number>();
            let frames = 0;
            const sample = () => {
              seen.add(Math.round(window.scrollY));
              if (++frames < 40) requestAnimationFrame(sample);
              else resolve(seen.size);
            };
            requestAnimationFrame(sample);
          }),
      ),
      action(),
    ]).then(([distinct]) => distinct);

  it.each([
    ['reduce', 2],
    ['no-preference', 4],
  ] as const)('back to top with %s motion', async (reducedMotion, bound) => {
    const {context, page} = await open('nl', pagePath('knee', 'nl'), {reducedMotion});
    try {
      // The button shows when the visitor scrolls back up.
      await page.evaluate(() => window.scrollTo(0, 4000));
      await page.waitForTimeout(200);
      await page.evaluate(() => window.scrollTo(0, 3700));
      const button = page.locator('.theme-back-to-top-button');
      await page.waitForFunction(() => {
        const b = document.querySelector('.theme-back-to-top-button');
        return !!b && getComputedStyle(b).visibility === 'visible' && getComputedStyle(b).opacity === '1';
      });
      const distinct = await positionsDuring(page, () => button.click());
      // Reduced: one jump (the old and the new position). Otherwise: an animation.
      if (reducedMotion === 'reduce') expect(distinct).toBeLessThanOrEqual(bound);
      else expect(distinct).toBeGreaterThanOrEqual(bound);
      await page.waitForFunction(() => window.scrollY === 0);
      // Focus went up with the page (tests/e2e/a11y-keyboard.test.ts tests it by keyboard).
      await expect(page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(A11Y_LOCALES.map((l) => [l]))('%s: section links jump and the phone menu does not slide', async (locale) => {
    const {context, page} = await open(locale, pagePath('home', locale), {reducedMotion: 'reduce'});
    try {
      const distinct = await positionsDuring(page, () =>
        page.locator('nav.navbar .navbar__items a[href$="#contact"]').click(),
      );
      expect(distinct).toBeLessThanOrEqual(2);
      await page.setViewportSize(PHONE.viewport);
      await page.locator('button.navbar__toggle').click();
      const durations = await page.evaluate(() =>
        ['.navbar-sidebar', '.navbar-sidebar__items'].map((s) => {
          const el = document.querySelector(s);
          return el
            ? Math.max(
                ...getComputedStyle(el)
                  .transitionDuration.split(',')
                  .map((d) => parseFloat(d)),
              )
            : -1;
        }),
      );
      for (const d of durations) expect(d).toBeLessThan(0.001);
    } finally {
      await context.close();
    }
  });
});

/** Chromium's own accessible names (the DevTools protocol) of the elements `selector` finds. */
async function computedNames(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('Accessibility.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector});
  const names: string[] = [];
  for (const nodeId of nodeIds) {
    const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
    names.push(String(nodes[0]?.name?.value ?? ''));
  }
  await cdp.detach();
  return names;
}

describe.each(A11Y_LOCALES.map((l) => [l]))('%s: names of previous/next links and the price table', (locale) => {
  it('the previous/next links are named without their « » arrows', async () => {
    const {context, page} = await open(locale, pagePath('knee', locale));
    try {
      const names = await computedNames(page, '.pagination-nav a');
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name.trim().length).toBeGreaterThan(3);
        expect(name).not.toMatch(/[«»]/);
      }
    } finally {
      await context.close();
    }
  });

  it("the home page's price table is named after its heading", async () => {
    const {context, page} = await open(locale, pagePath('home', locale));
    try {
      await expect(computedNames(page, '[data-block=price-list] table')).resolves.toEqual([
        message(locale, 'home.prices.title'),
      ]);
    } finally {
      await context.close();
    }
  });
});
