/**
 * Hostile and malformed input from the open web: in the path, in `?lng=`,
 * in the `i18next` cookie and in local and session storage. Every case ends
 * on the 404 page or on the right page, nothing injected runs, nothing
 * throws. Once, under nginx with the generated config but without the CSP,
 * so the site's own code is what is tested (the policy is a second wall,
 * tested in security.test.ts); how each host routes every such path is the
 * shared routing list's (server.test.ts, cloudflare.test.ts). A path nginx
 * refuses outright (bad percent-encoding, NUL, `..` above the root) is a 400.
 */
import type {BrowserContext, Page} from 'playwright-core';
import {collectErrors, startSite, waitForHydration, watchNetwork, type Site} from '../helpers/browser';

jest.setTimeout(180_000);

/** Every payload sets this flag or opens a dialog if it ever runs. */
const FLAG = '__pwned';
const SCRIPT = `<script>window.${FLAG}=1;alert(1)</script>`;
const IMG = `"><img src=x onerror="window.${FLAG}=1;alert(1)">`;
const SVG = `'><svg/onload=window.${FLAG}=1>`;
const JS_URL = `javascript:window.${FLAG}=1`;

interface Case {
  name: string;
  /** Path and query as typed into the address bar (the browser encodes what it must). */
  url: string;
  cookie?: string;
  localStorage?: string;
  sessionStorage?: string;
  /** Where the visit must end: a page path (status 200), 'notFound' (the 404 page) or 'badRequest' (400). */
  expected: string | 'notFound' | 'badRequest';
}

const CASES: Case[] = [
  {name: 'encoded path traversal', url: '/%2e%2e/%2e%2e/etc/passwd', expected: 'notFound'},
  {name: 'encoded slashes in traversal', url: '/..%2f..%2f..%2fetc%2fpasswd', expected: 'badRequest'},
  {name: 'double-encoded traversal', url: '/%252e%252e/%252e%252e/etc/passwd', expected: 'notFound'},
  {name: 'traversal inside a locale', url: '/en/..%2f..%2fpackage.json', expected: 'badRequest'},
  {name: 'null byte', url: '/heupprothese%00.html', expected: 'badRequest'},
  {name: 'malformed percent-encoding', url: '/%E0%A4%A', expected: 'badRequest'},
  {name: 'malformed percent-encoding in a locale', url: '/en/%E0%A4%A%', expected: 'badRequest'},
  {name: 'malformed percent-encoding in the hash', url: '/heupprothese#%E0%A4%A', expected: '/heupprothese'},
  {name: 'overlong path (one segment)', url: `/${'a'.repeat(4000)}`, expected: 'notFound'},
  {name: 'overlong path (many segments)', url: `/en/${'x/'.repeat(1500)}`, expected: 'notFound'},
  {name: 'script tag in the path', url: `/${SCRIPT}`, expected: 'notFound'},
  {name: 'attribute breakout in the path', url: `/en/${IMG}`, expected: 'notFound'},
  {name: 'svg onload in the path', url: `/ar/${SVG}`, expected: 'notFound'},
  {name: 'javascript: URL as a path', url: `/${JS_URL}`, expected: 'notFound'},
  {name: 'script in ?lng= on a Dutch page', url: `/heupprothese?lng=${SCRIPT}`, expected: '/heupprothese'},
  {name: 'attribute breakout in ?lng=', url: `/?lng=${IMG}`, expected: '/'},
  {name: 'protocol-relative URL in ?lng=', url: '/?lng=//evil.example', expected: '/'},
  {name: 'overlong ?lng=', url: `/knieprothese?lng=${'en'.repeat(3000)}`, expected: '/knieprothese'},
  {name: 'region code with junk in ?lng=', url: '/?lng=en-US-evil', expected: '/'},
  {
    name: 'valid ?lng= next to a hostile parameter',
    url: `/heupprothese?lng=de&x=${IMG}`,
    expected: '/de/hueftprothese',
  },
  {name: 'script in the i18next cookie', url: '/', cookie: encodeURIComponent(SCRIPT), expected: '/'},
  {
    name: 'malformed encoding in the i18next cookie',
    url: '/infiltraties',
    cookie: '%E0%A4%A',
    expected: '/infiltraties',
  },
  {name: 'path in the i18next cookie', url: '/', cookie: '..%2F..%2Fen', expected: '/'},
  {name: 'attribute breakout in localStorage.i18nextLng', url: '/', localStorage: IMG, expected: '/'},
  {
    name: 'script in localStorage.i18nextLng',
    url: '/revisieoperaties',
    localStorage: SCRIPT,
    expected: '/revisieoperaties',
  },
  {name: 'protocol-relative URL in localStorage.i18nextLng', url: '/', localStorage: '//evil.example', expected: '/'},
  {name: 'script in sessionStorage.i18nextLng', url: '/', sessionStorage: SCRIPT, expected: '/'},
  {
    name: 'hostile storage, valid cookie still counts',
    url: '/heupprothese',
    cookie: 'es',
    localStorage: IMG,
    expected: '/es/protesis-cadera',
  },
  {name: 'any region code of a language', url: '/en-XX/', expected: '/en/'},
  {name: 'unknown language and region', url: '/zz-ZZ/', expected: 'notFound'},
  {name: 'region code with a suffix', url: '/en-US-evil/', expected: 'notFound'},
  {name: 'region code with a suffix before a page', url: '/en-US-evil/hip-replacement', expected: 'notFound'},
  {name: 'double slash at the start', url: '//evil.example/', expected: 'notFound'},
  {name: 'double slash inside a path', url: '/en//hip-replacement', expected: '/en/hip-replacement'},
  {name: 'double slash before a Dutch page', url: '//heupprothese', expected: '/heupprothese'},
  {name: 'encoded slash between locale and page', url: '/en%2Fhip-replacement', expected: '/en/hip-replacement'},
  {name: 'encoded slash in a Dutch path', url: '/heupprothese%2F', expected: '/heupprothese'},
  {name: 'mixed-case region code', url: '/EN-us/hip-replacement', expected: '/en/hip-replacement'},
  {name: 'upper-case region code', url: '/AR-SA/', expected: '/ar/'},
  {name: 'mixed-case locale', url: '/EN/hip-replacement', expected: '/en/hip-replacement'},
  {name: 'mixed-case locale and slug', url: '/En/Hip-Replacement/', expected: '/en/hip-replacement'},
  {name: 'hostile query on a redirect page', url: `/en-US/hip-replacement?q=${IMG}`, expected: '/en/hip-replacement'},
  {name: 'hostile hash on a redirect page', url: `/de-DE/knieprothese#${IMG}`, expected: '/de/knieprothese'},
];

async function prepare(site: Site, context: BrowserContext, c: Case): Promise<void> {
  if (c.cookie !== undefined) await context.addCookies([{name: 'i18next', value: c.cookie, url: site.origin}]);
  if (c.localStorage === undefined && c.sessionStorage === undefined) return;
  // Storage belongs to the origin: set it from a same-origin file that runs no site code.
  const page = await context.newPage();
  await page.goto(`${site.origin}/img/logo.svg`);
  await page.evaluate(
    ({local, session}) => {
      if (local !== undefined) localStorage.setItem('i18nextLng', local);
      if (session !== undefined) sessionStorage.setItem('i18nextLng', session);
    },
    {local: c.localStorage, session: c.sessionStorage},
  );
  if (c.sessionStorage !== undefined) {
    // sessionStorage is per tab: visit from this tab.
    return;
  }
  await page.close();
}

async function settle(page: Page, network: {quiet: () => Promise<void>}): Promise<void> {
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await network.quiet();
}

it('has at least 40 cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
});

describe('hostile input, served by nginx', () => {
  const cases = CASES;
  let site: Site;
  beforeAll(async () => {
    site = await startSite({server: 'nginx'});
  });
  afterAll(async () => {
    await site?.close();
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const context = await site.browser.newContext({locale: 'nl-NL'});
    await prepare(site, context, c);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const network = watchNetwork(page);

    let documentStatus = 0;
    page.on('response', (r) => {
      if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) documentStatus = r.status();
    });
    await page.goto(site.origin + c.url);
    const landsOnPage = c.expected !== 'notFound' && c.expected !== 'badRequest';
    if (landsOnPage) await page.waitForURL((u) => u.pathname === c.expected, {timeout: 15_000});
    if (c.expected === 'badRequest') await page.waitForLoadState('load');
    else await settle(page, network);

    const url = new URL(page.url());
    expect(url.origin).toBe(site.origin);
    if (c.expected === 'badRequest') {
      expect(documentStatus).toBe(400);
      await expect(page.locator('body').textContent()).resolves.toContain('400');
      // The 400 itself, and the favicon the browser asks for on a page without one.
      expect(errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([]);
    } else if (c.expected === 'notFound') {
      expect(documentStatus).toBe(404);
      await expect(page.locator('main p[aria-hidden="true"]', {hasText: '404'}).isVisible()).resolves.toBe(true);
      // Only the not-found page's own log of the unknown path and the 404 response itself.
      expect(errors.filter((e) => !/^404 Error: User attempted|status of 404/.test(e))).toEqual([]);
    } else {
      expect(url.pathname).toBe(c.expected);
      expect(documentStatus).toBe(200);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    }

    // Nothing injected ran or made it into the document.
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], FLAG)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('[onerror], [onload], svg[onload]').count()).toBe(0);
    expect(requests.filter((r) => !r.startsWith(site.origin) && !r.startsWith('data:'))).toEqual([]);
    await context.close();
  });
});
