// `npm run audit`: this site's FCP, LCP, TBT and first-view JS against stock Docusaurus (the anchor)
// in Chromium as on a phone (4× CPU, a fresh profile per visit, the link modelled by workflow/wire.ts),
// the sides alternating visit by visit so ratios compare them under one load. Pages, budgets and
// tables: workflow/auditBudgets.ts. A measuring script, not a test.
//
// Options:
//   --runs <n>            visits per page and side (default 5)
//   --pages <list>        e.g. hip-nl,knee-de (default hip-nl,hip-en,knee-de)
//   --variant name=dir    a build of this site to measure (repeatable; default site=build);
//                         the first is judged, the others are compared with it
//   --stock-dir <dir>     the anchor's build-critical/ (default: in the anchor's checkout beside this one)
//   --lantern             also print Lighthouse's simulated figures (a diagnostic)
//   --json <file>         write every visit
//   --strict              exit 1 when a budget is missed
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {loadTs} from './loadTs.mjs';

const require = createRequire(import.meta.url);
const serveHandler = require('serve-handler');
const compression = require('compression');
const {AUDIT_PAGES, DEFAULT_PAGES, pageName, blockingTime, formatReport} = loadTs('./workflow/auditBudgets.ts');
const {startWire} = loadTs('./workflow/wire.ts');
const {siteHeaders} = loadTs('./server-config/cli.ts');

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = (
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync'
).split(' ');
const QUIET_MS = 5000;
const MAX_WAIT_MS = 30_000;

const args = process.argv.slice(2);
const options = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
const option = (name) => options(name)[0];
const flag = (name) => args.includes(name);
const RUNS = Math.max(1, Number(option('--runs') ?? 5) || 5);
const stockRoot = path.resolve(SITE_DIR, option('--stock-dir') ?? '../shared/anchor-stock/build-critical');
const variants = (options('--variant').length ? options('--variant') : ['site=build']).map((v) => {
  const [name, dir] = v.split('=');
  if (!name || !dir) throw new Error(`--variant ${v}: expected name=dir`);
  return {name, root: path.resolve(SITE_DIR, dir)};
});
const wanted = (option('--pages')?.split(',') ?? DEFAULT_PAGES).map((w) => w.replace('-', ' '));
const pages = wanted.map((w) => {
  const page = AUDIT_PAGES.find((p) => pageName(p) === w);
  if (!page) throw new Error(`--pages: no ${w}; choose from ${AUDIT_PAGES.map(pageName).join(', ')}`);
  return page;
});

/** A static server for one side (serve-handler, as `docusaurus serve`, with gzip for both alike). */
async function startStatic(root, headers) {
  const gzip = compression();
  const config = {
    public: root,
    directoryListing: false,
    headers: [{source: '**', headers: Object.entries(headers).map(([key, value]) => ({key, value}))}],
  };
  const server = http.createServer((req, res) => gzip(req, res, () => serveHandler(req, res, config)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Registered before the page's own scripts; read once the page is quiet.
function observe() {
  const a = (globalThis.__audit = {fcp: NaN, lcp: NaN, tasks: []});
  const on = (type, f) => new PerformanceObserver((l) => l.getEntries().forEach(f)).observe({type, buffered: true});
  on('paint', (e) => e.name === 'first-contentful-paint' && (a.fcp = e.startTime));
  on('largest-contentful-paint', (e) => (a.lcp = e.startTime));
  on('longtask', (e) => a.tasks.push({startTime: e.startTime, duration: e.duration}));
}

/** One visit of a fresh browser to `url`: a phone (Lighthouse's mobile screen) in the page's language. */
async function visit(url, locale) {
  const browser = await chromium.launch({executablePath: CHROME, args: FLAGS});
  try {
    const context = await browser.newContext({
      locale,
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const scripts = [];
    page.on('requestfinished', (r) => r.resourceType() === 'script' && scripts.push(r.sizes()));
    await page.addInitScript(observe);
    const response = await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    if (response?.status() !== 200) throw new Error(`${url}: status ${response?.status()}`);
    const loaded = Date.now();
    for (;;) {
      const quietFor = await page.evaluate(() => {
        const lastEnd = Math.max(0, ...globalThis.__audit.tasks.map((t) => t.startTime + t.duration));
        const [nav] = performance.getEntriesByType('navigation');
        return performance.now() - Math.max(lastEnd, nav.loadEventEnd);
      });
      if (quietFor >= QUIET_MS || Date.now() - loaded > MAX_WAIT_MS) break;
      await new Promise((r) => setTimeout(r, Math.min(1000, QUIET_MS - quietFor)));
    }
    const {fcp, lcp, tasks} = await page.evaluate(() => globalThis.__audit);
    const jsBytes = (await Promise.all(scripts)).reduce((sum, s) => sum + Math.max(0, s.responseBodySize), 0);
    return {fcpMs: fcp, lcpMs: lcp, tbtMs: blockingTime(tasks, fcp), jsBytes};
  } finally {
    await browser.close();
  }
}

const LANTERN = {fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time'};

/** Lighthouse's simulated (Lantern) figures for one page, straight from the server: Lantern models the link. */
async function lantern(url, locale) {
  const [{default: lighthouse}, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({chromePath: CHROME, chromeFlags: [...FLAGS, `--lang=${locale}`]});
  try {
    const flags = {port: chrome.port, logLevel: 'error', onlyCategories: ['performance']};
    const {lhr} = await lighthouse(url, flags);
    return Object.fromEntries(Object.entries(LANTERN).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]));
  } finally {
    chrome.kill();
  }
}

async function main() {
  const sides = [
    ...variants.map((v) => ({...v, site: true, pathOf: (p) => p.ours})),
    {name: 'anchor', root: stockRoot, site: false, pathOf: (p) => p.stock},
  ];
  for (const side of sides) {
    if (!fs.existsSync(path.join(side.root, 'index.html'))) throw new Error(`${side.name}: no build at ${side.root}`);
    // This site with its _headers; the anchor as plain files.
    const headersFile = path.join(side.root, '_headers');
    const headers = side.site && fs.existsSync(headersFile) ? siteHeaders(fs.readFileSync(headersFile, 'utf8')) : {};
    side.server = await startStatic(side.root, headers);
    side.wire = await startWire({host: '127.0.0.1', port: Number(new URL(side.server.origin).port)});
  }
  const visits = [];
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        // Each side takes its turn to go first.
        const order = sides.map((_, i) => sides[(i + round) % sides.length]);
        for (const side of order) {
          const v = await visit(side.wire.origin + side.pathOf(page), page.locale);
          visits.push({page: pageName(page), side: side.name, round, ...v});
          console.error(`round ${round + 1}/${RUNS} ${pageName(page)} ${side.name}: ${JSON.stringify(v)}`);
        }
      }
    }
    const results = [];
    for (const page of pages) {
      const lanterns = [];
      if (flag('--lantern')) {
        for (const side of sides) {
          lanterns.push({name: side.name, ...(await lantern(side.server.origin + side.pathOf(page), page.locale))});
        }
      }
      const of = (side) => visits.filter((v) => v.page === pageName(page) && v.side === side.name);
      results.push({page, sides: sides.map((s) => ({name: s.name, visits: of(s)})), lantern: lanterns});
    }
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const {text, missed} = formatReport(date, results);
    console.log(`\n${text}`);
    if (option('--json')) {
      const sideDirs = sides.map(({name, root}) => ({name, root}));
      fs.writeFileSync(option('--json'), JSON.stringify({date, sides: sideDirs, visits, results, missed}, null, 2));
    }
    if (flag('--strict') && missed.length) process.exitCode = 1;
  } finally {
    for (const side of sides) await Promise.all([side.wire?.close(), side.server?.close()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
