/**
 * The build served with its security headers by nginx with the generated
 * config: every page of every locale, the 404 pages and the redirect pages
 * load without a single Content-Security-Policy violation or console error.
 * Cloudflare Pages' runtime (`_worker.js` and `_headers`) sends the same
 * status and headers for each of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {LOCALES} from '@site/src/data/locales';
import {allRedirects} from '@site/src/data/routes';
import {PRACTICE} from '@site/src/data/practice';
import {ALL_PAGES, BUILD_DIR} from '../helpers/site';
import {siteHeaders} from '../../scripts/server-config/cli';
import {
  collectErrors,
  startBuildServer,
  startSite,
  waitForHydration,
  watchNetwork,
  type ServerKind,
  type Site,
} from '../helpers/browser';

jest.setTimeout(300_000);

interface Watch {
  errors: string[];
  violations: string[];
}

/** Records console errors, uncaught errors and CSP violations (also those before the first script runs). */
async function watch(page: Page): Promise<Watch & {network: {quiet: () => Promise<void>}}> {
  const network = watchNetwork(page);
  const errors = collectErrors(page);
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__reportCspViolation: (v: string) => void}).__reportCspViolation;
      report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return {errors, violations, network};
}

describe('the _headers file', () => {
  const text = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');

  it("is emitted with a policy that names every source, allows only theme-classic's inline script and leaves inline styles to each page", () => {
    const csp = /^\s+Content-Security-Policy: (.*)$/m.exec(text)?.[1] ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    // Each page's <meta> narrows this to the hashes of its own styles (tests/build/security.test.ts).
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });
});

/**
 * Cloudflare Pages' runtime (the build's `_worker.js` and `_headers`) sends, for every page, 404
 * page, redirect and security.txt, the status and the headers `_headers` names, and the
 * `Content-Language`, exactly as nginx does: so the browser checks below, run once under
 * nginx, hold for it too.
 */
describe('Cloudflare Pages sends what nginx sends', () => {
  it('the same status, security headers and language for every page, the 404 pages, a redirect and security.txt', async () => {
    const names = Object.keys(siteHeaders(fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))).map((n) =>
      n.toLowerCase(),
    );
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security']));
    names.push('content-language', 'cache-control', 'location');
    const [pages, nginx] = await Promise.all([
      startBuildServer('pages', {withHeaders: true}),
      startBuildServer('nginx', {withHeaders: true}),
    ]);
    try {
      const paths = [
        ...ALL_PAGES.map((p) => p.path),
        ...LOCALES.map((l) => (l === 'nl' ? '/does-not-exist' : `/${l}/does-not-exist`)),
        '/en-GB/hip-replacement?x=1',
        '/.well-known/security.txt',
      ];
      const seen = async (origin: string, sitePath: string) => {
        const response = await fetch(origin + sitePath, {redirect: 'manual'});
        await response.arrayBuffer();
        return {
          sitePath,
          status: response.status,
          headers: Object.fromEntries(names.map((n) => [n, response.headers.get(n)])),
        };
      };
      // All at once (each answer is compared with its own path's): the servers take them side by side.
      const answers = await Promise.all(
        paths.map((sitePath) => Promise.all([seen(pages!.origin, sitePath), seen(nginx!.origin, sitePath)])),
      );
      for (const [fromPages, fromNginx] of answers) expect(fromPages).toEqual(fromNginx);
    } finally {
      await Promise.all([pages?.close(), nginx?.close()]);
    }
  });
});

/** The browser checks, under nginx with the generated config (Cloudflare Pages sends the same headers: above). */
describe.each(['nginx'] as const)('served with the security headers by %s', (kind: ServerKind) => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({server: kind, withHeaders: true});
  });
  afterAll(async () => {
    await site?.close();
  });

  it('sends the headers with every page', async () => {
    const response = await fetch(`${site.origin}/en/hip-replacement`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(response.headers.get('permissions-policy')).toContain(`${feature}=()`);
    }
  });

  it('loads all 36 pages without a CSP violation or console error', async () => {
    const context = await site.browser.newContext({locale: 'nl-NL'});
    const page = await context.newPage();
    const {errors, violations, network} = await watch(page);
    for (const {path: sitePath} of ALL_PAGES) {
      const response = await page.goto(site.origin + sitePath);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await waitForHydration(page);
      // Let lazy chunks and idle callbacks run before judging the page.
      await network.quiet();
      expect({sitePath, errors, violations}).toEqual({sitePath, errors: [], violations: []});
    }
    await context.close();
  });

  it("blocks an inline style that is not the page's own, though the header alone would allow it", async () => {
    const context = await site.browser.newContext({locale: 'nl-NL'});
    const page = await context.newPage();
    const {violations} = await watch(page);
    await page.goto(`${site.origin}/en/hip-replacement`);
    await waitForHydration(page);
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body{outline:7px solid red}';
      document.head.append(style);
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    // The event is reported through an exposed function: give it a moment to arrive.
    const blocked = /style-src-elem blocked inline/;
    for (let i = 0; i < 50 && !violations.some((v) => blocked.test(v)); i += 1) await page.waitForTimeout(100);
    expect(violations.join('\n')).toMatch(blocked);
    // Blocked by the page's own policy (its meta), which names its hashes.
    expect(violations.join('\n')).toMatch(
      /violates the following Content Security Policy directive 'style-src 'self' (?:'unsafe-hashes' )?'sha256-/,
    );
    await context.close();
  });

  it('shows the language-offer toast (sonner injects its styles) without a violation', async () => {
    const context = await site.browser.newContext({locale: 'de-DE'});
    const page = await context.newPage();
    const {errors, violations, network} = await watch(page);
    await page.goto(`${site.origin}/heupprothese`);
    await waitForHydration(page);
    const toast = page.locator('[data-sonner-toast]');
    await toast.waitFor({state: 'visible', timeout: 10_000});
    // Styled by sonner's injected sheet: positioned, not in the page's flow.
    expect(await toast.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await network.quiet();
    expect({errors, violations}).toEqual({errors: [], violations: []});
    await context.close();
  });

  it('serves security.txt with the contact and an expiry a year ahead', async () => {
    const response = await fetch(`${site.origin}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Contact: mailto:${PRACTICE.email}`);
    const expires = new Date(/^Expires: (.*)$/m.exec(text)![1]!);
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('also when pages change by client-side navigation (route chunks, head tags)', async () => {
    const context = await site.browser.newContext({locale: 'nl-NL'});
    const page = await context.newPage();
    const {errors, violations, network} = await watch(page);
    for (const locale of LOCALES) {
      const pages = ALL_PAGES.filter((p) => p.locale === locale);
      await page.goto(site.origin + pages[0]!.path);
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
      let navigated = 0;
      for (const {path: sitePath} of pages.slice(1)) {
        const link = page.locator(`a[href="${sitePath}"]`).first();
        if ((await link.count()) === 0) continue;
        await link.evaluate((a: HTMLElement) => a.click());
        await page.waitForURL((url) => url.pathname === sitePath);
        await network.quiet();
        navigated += 1;
      }
      // The router, not a full load, changed the pages.
      expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
      expect(navigated).toBeGreaterThan(0);
    }
    expect({errors, violations}).toEqual({errors: [], violations: []});
    await context.close();
  });

  it.each(LOCALES.map((l) => (l === 'nl' ? '/does-not-exist' : `/${l}/does-not-exist`)))(
    'shows the 404 page %s under the policy, with only the logged 404 error',
    async (sitePath) => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const {errors, violations} = await watch(page);
      const response = await page.goto(site.origin + sitePath);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(violations).toEqual([]);
      // The not-found page logs the unknown path; the 404 status itself is also logged.
      expect(errors.filter((e) => !/^404 Error|status of 404/.test(e))).toEqual([]);
      await context.close();
    },
  );

  it('runs the redirect pages under the policy, as a host without redirects serves them', async () => {
    // These servers answer the aliases with a 301; a plain file host (S3, GitHub Pages) serves the
    // generated redirect page instead, with the same headers: replay that for one alias per prefix
    // and every doubled about slug.
    const headers = siteHeaders(fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));
    const seen = new Set<string>();
    const sample = allRedirects().filter(({from}) => {
      const prefix = from.split('/')[1]!;
      const doubled = from.split('/').length > 3;
      if (doubled || !seen.has(prefix)) {
        seen.add(prefix);
        return true;
      }
      return false;
    });
    expect(sample.length).toBeGreaterThan(10);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const {errors, violations} = await watch(page);
    for (const {from, to} of sample) {
      const body = fs.readFileSync(path.join(BUILD_DIR, from, 'index.html'));
      await page.route(`${site.origin}${from}?x=1`, (route) =>
        route.fulfill({status: 200, headers: {...headers, 'Content-Type': 'text/html; charset=utf-8'}, body}),
      );
      await page.goto(`${site.origin}${from}?x=1#top`);
      await page.waitForURL((url) => url.pathname === to);
      await waitForHydration(page);
      // The query survives; `?lng=nl` of a Dutch alias is read and dropped by the page.
      expect(new URL(page.url()).search).toBe('?x=1');
      expect({from, errors, violations}).toEqual({from, errors: [], violations: []});
    }
    await context.close();
  });
});
