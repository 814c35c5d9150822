/**
 * Launches a real Chromium for browser tests. A missing browser is an
 * error, never a skip: CI installs Debian's chromium-headless-shell.
 */
import fs from 'node:fs';
import {chromium, type Browser, type ConsoleMessage, type Page} from 'playwright-core';
import {BUILD_DIR, assertBuildExists} from './site';
import {startTestNginx} from './nginx';
import {startPagesDev} from './cloudflare';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * `CHROME_PATH`, else Debian's `chromium-headless-shell`, else its `chromium`. The headless shell
 * is Chromium's own headless build (the one Playwright runs headless by default): the same Blink
 * and V8, with a third less CPU per page, which is most of `npm test`'s time on two cores. The
 * audit (scripts/audit.mjs) keeps the full browser: it judges paint as a visitor's browser paints.
 */
export function chromePath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((c): c is string => !!c && fs.existsSync(c));
  if (!found) {
    throw new Error(
      'No Chromium found: set CHROME_PATH or install Debian package "chromium-headless-shell" (browser tests must not be skipped)',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS, headless: true});
}

export interface Site {
  origin: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** The two hosts of the build: nginx with the generated config, Cloudflare Pages' runtime with `_worker.js`. */
export const SERVERS = ['nginx', 'pages'] as const;
export type ServerKind = (typeof SERVERS)[number];

/**
 * Serves ./build on nginx (the generated config) or on `wrangler pages dev`.
 * nginx leaves the security headers out unless asked, so a browser test sees
 * the site's own code (the policy is a second wall, tests/e2e/security.test.ts);
 * Pages always sends them.
 */
export async function startBuildServer(
  kind: ServerKind,
  options: {withHeaders?: boolean} = {},
): Promise<{origin: string; close: () => Promise<void>}> {
  assertBuildExists();
  return kind === 'pages'
    ? startPagesDev(BUILD_DIR)
    : startTestNginx(BUILD_DIR, {withHeaders: options.withHeaders ?? true});
}

/** Serves ./build (nginx unless told, without the security headers unless asked) and launches Chromium. */
export async function startSite(options: {withHeaders?: boolean; server?: ServerKind} = {}): Promise<Site> {
  const server = await startBuildServer(options.server ?? 'nginx', {withHeaders: options.withHeaders ?? false});
  const browser = await launchBrowser();
  return {
    origin: server.origin,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Waits until the page has hydrated (Docusaurus sets this attribute on <html>) and the
 * main thread is idle, so a test acts on the page a visitor settles on.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
    timeout: 15000,
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 2000})));
}

/**
 * Follows a page's requests (attach before `goto`), so that `quiet()` can wait until none is in
 * flight and none has started or ended for `ms`, two frames from now. Playwright's 'networkidle'
 * always waits 500 ms after the last one, on every page of a loop; a page's lazy chunks and the
 * requests its effects and frames start are in flight within a frame or two, and `quiet` waits for them.
 */
export function watchNetwork(page: Page): {quiet: (ms?: number) => Promise<void>} {
  const pending = new Set<unknown>();
  let last = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    last = Date.now();
  });
  const done = (request: unknown) => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (ms = 150) => {
      // Two frames first: what a frame starts (lazy images scrolled into view, observers) is in flight after them.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      const deadline = Date.now() + 30_000;
      while (pending.size > 0 || Date.now() - last < ms) {
        if (Date.now() > deadline) throw new Error(`the network never went quiet (${pending.size} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
