// `npm run audit`: this site side by side with stock Docusaurus, like a visitor on a phone.
//
// 1. Copies the stock Docusaurus 3.10 site (../shared/anchor-stock: same six
//    locales, five docs, its own lock file) to a folder of the system's temp
//    directory (outside node_modules, whose files Docusaurus does not compile),
//    runs `npm ci` there when its lock file changed, and times cold production
//    builds of all six locales of each site (both with Docusaurus Faster,
//    Rspack's persistent cache off): three pairs by default, the two sites'
//    builds back to back and which goes first alternating, so each pair's
//    ratio compares the two under the same load; the median pair ratio counts.
// 2. Serves both builds with the same static server (gzip; this site's
//    `_headers`) and runs Lighthouse's performance category on the pages where
//    stock carries this site's article text, alternating sites run by run:
//    mobile defaults (simulated slow 4G, 4x CPU).
// 3. Prints each page's figures for both sites, the ratios (this site / stock),
//    the budgets, met or missed, and the cold build's ratio.
//
// The pages and the budgets, and the judging and the table, are in
// scripts/workflow/auditBudgets.ts (unit test: tests/unit/auditBudgets.test.ts).
// A measuring script, not a test: it is not part of `npm test`. Figures from a
// busy machine are noisy; the comparison with stock in the same run is what counts.
//
// Options:
//   --runs <n>         runs per page and site (default 5)
//   --build-pairs <n>  cold builds of each site, in pairs (default 3)
//   --no-build         measure the existing builds (build/ and the stock copy's build/); no build times
//   --build-dir <dir>  where this site is built and measured (default: a temp folder; with --no-build, build/)
//   --stock-dir <dir>  stock site sources (default ../shared/anchor-stock)
//   --pages <list>     only these sampled pages, by this site's path (comma-separated; a quick look)
//   --applied          also run each page with applied (DevTools) throttling: FCP and LCP as a
//                      browser paints them, shown beside the budgets (no budget of their own)
//   --json <file>      also write every measurement as JSON
//   --strict           exit with status 1 when a budget is missed
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {parse} from 'node-html-parser';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {startServer, resolveFile} = require('./static-server.cjs');
// The pages and budgets are TypeScript (they take this site's paths from src/data/routes.ts); jiti, Docusaurus's own loader, runs them.
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const budgets = createJiti(fileURLToPath(import.meta.url), {
  interopDefault: true,
})('./workflow/auditBudgets.ts');
const {AUDIT_PAGES, formatReport, runTimings, judgeBuild} = budgets;

const SITE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--headless=new',
];

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name) => process.argv.includes(name);
const RUNS = Math.max(1, Number(option('--runs') ?? 5) || 5);
const BUILD_PAIRS = Math.max(1, Number(option('--build-pairs') ?? 3) || 3);
const METHODS = flag('--applied') ? ['simulate', 'devtools'] : ['simulate'];

/** The sampled pages, or those `--pages` names (this site's paths). */
function sampledPages() {
  const wanted = option('--pages')?.split(',').filter(Boolean);
  if (!wanted) return AUDIT_PAGES;
  const unknown = wanted.filter((p) => !AUDIT_PAGES.some((page) => page.ours === p));
  if (unknown.length) {
    throw new Error(
      `--pages: ${unknown.join(', ')} not sampled; choose from ${AUDIT_PAGES.map((p) => p.ours).join(', ')}`,
    );
  }
  return AUDIT_PAGES.filter((page) => wanted.includes(page.ours));
}

function chromePath() {
  const found = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((c) => c && fs.existsSync(c));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or install Debian package "chromium"');
  return found;
}

function run(cmd, args, cwd, env = process.env) {
  const result = spawnSync(cmd, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env});
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The stock site in a copy of its own (never written into ../shared), installed from its lock file. */
function prepareStock() {
  const source = path.resolve(SITE_DIR, option('--stock-dir') ?? '../shared/anchor-stock');
  const id = crypto.createHash('md5').update(SITE_DIR).digest('hex').slice(0, 8);
  const dir = path.join(os.tmpdir(), `anchor-stock-${id}`);
  if (!fs.existsSync(path.join(source, 'package-lock.json'))) throw new Error(`No stock site at ${source}`);
  const problems = budgets.stockPageProblems(source);
  if (problems.length > 0)
    throw new Error(`The stock site does not carry the sampled pages:\n  ${problems.join('\n  ')}`);
  fs.mkdirSync(dir, {recursive: true});
  fs.cpSync(source, dir, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|build|\.docusaurus)([\\/]|$)/.test(path.relative(source, src)),
  });
  const lock = fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  const installed = path.join(dir, 'node_modules', '.installed-lock.json');
  // Reinstall when the lock file changed or the install is incomplete (its Docusaurus binary gone).
  const cli = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  if (!fs.existsSync(installed) || fs.readFileSync(installed, 'utf8') !== lock || !fs.existsSync(cli)) {
    console.log('Installing the stock site (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    fs.writeFileSync(installed, lock);
  }
  return dir;
}

/** A cold production build of all six locales; returns seconds. */
function coldBuild(siteDir, outDir, extraEnv = {}) {
  const generated = extraEnv.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
  for (const d of [outDir, path.join(siteDir, generated)]) fs.rmSync(d, {recursive: true, force: true});
  const env = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', ...extraEnv};
  const started = process.hrtime.bigint();
  run('npx', ['docusaurus', 'build', '--out-dir', outDir], siteDir, env);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

// This site is served by its route table; stock Docusaurus as plain files (scripts/static-server.cjs).
const ROUTING = {ours: {routing: 'site'}, stock: {routing: 'files'}};
/** Build folder → how it is routed (set once both folders are known). */
const routingOf = new Map();

/** Bytes a file of the build costs on the wire: gzip for what the server compresses. */
function wireBytes(root, pathname) {
  const {file} = resolveFile(root, pathname, routingOf.get(root));
  const body = fs.readFileSync(file);
  return COMPRESSIBLE.has(path.extname(file)) ? zlib.gzipSync(body).length : body.length;
}

/** Lighthouse's network log of a run. */
const networkRequests = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];

/** First-view JavaScript from Lighthouse's network log; prefetched chunks of other routes excluded. */
function firstViewJs(lhr, root, origin) {
  let js = 0;
  const seen = new Set();
  for (const item of networkRequests(lhr)) {
    if (!item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.add(item.url);
    // `<link rel=prefetch>` chunks (resource type "Other") serve the next page.
    if (item.resourceType === 'Script') js += wireBytes(root, new URL(item.url).pathname);
  }
  return js;
}

/**
 * The HTML document's bytes on the wire (headers included), as Lighthouse's
 * simulation charges them: a new connection's first round trip carries 14,600
 * bytes (guides/PERFORMANCE.md), and the page cannot paint before it has all.
 */
function documentBytes(lhr) {
  return networkRequests(lhr).find((item) => item.resourceType === 'Document')?.transferSize ?? NaN;
}

/** Render-blocking CSS of the built page, gzip: stylesheets linked in <head> and inline <style>. */
function blockingCss(root, pathname) {
  const {file} = resolveFile(root, pathname, routingOf.get(root));
  const head = parse(fs.readFileSync(file, 'utf8')).querySelector('head');
  let bytes = 0;
  for (const el of head?.querySelectorAll('link[rel=stylesheet], style') ?? []) {
    const media = el.getAttribute('media');
    if (media && !/^(all|screen)$/i.test(media.trim())) continue;
    bytes += el.tagName === 'STYLE' ? zlib.gzipSync(el.rawText).length : wireBytes(root, el.getAttribute('href'));
  }
  return bytes;
}

async function lighthouseRun(url, port, throttlingMethod) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {port, output: 'json', logLevel: 'error'},
      // The performance category alone: the other categories have tests of their own in `npm test`.
      {extends: 'lighthouse:default', settings: {throttlingMethod, onlyCategories: ['performance']}},
    );
    if (!result.lhr.runtimeError) return result.lhr;
    // A run can fail on a busy machine (page load timeout); retry, but not forever.
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stderr.write(`(run failed: ${result.lhr.runtimeError.code}, retrying) `);
  }
}

/** One page of one site: its simulated runs (and applied ones, if any) as `PageMetrics`. */
function summarise(runs, applied, root, origin, pathname) {
  // Bytes come from the median run (Lighthouse's choice: closest to the median FCP and TTI).
  const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
  const metric = (r, id) => r.audits[id].numericValue;
  return {
    ...runTimings(
      runs.map((r) => ({
        fcpMs: metric(r, 'first-contentful-paint'),
        lcpMs: metric(r, 'largest-contentful-paint'),
        tbtMs: metric(r, 'total-blocking-time'),
      })),
    ),
    appliedFcpS: applied.map((r) => metric(r, 'first-contentful-paint') / 1000),
    appliedLcpS: applied.map((r) => metric(r, 'largest-contentful-paint') / 1000),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsBytes: firstViewJs(lhr, root, origin),
    documentBytes: documentBytes(lhr),
    blockingCssBytes: blockingCss(root, pathname),
  };
}

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

async function main() {
  const stockDir = prepareStock();
  // A build of its own (temp directory), so `npm test` may use build/ meanwhile.
  const ours = path.resolve(
    SITE_DIR,
    option('--build-dir') ??
      (flag('--no-build')
        ? 'build'
        : path.join(path.dirname(stockDir), `audit-build-${path.basename(stockDir).slice(-8)}`)),
  );
  const stock = path.join(stockDir, 'build');
  let build;
  if (!flag('--no-build')) {
    // On a shared machine one build can take 20 % longer than the next; a
    // pair's two builds, back to back, see about the same load.
    const builds = {
      // Generated files of its own too: a build of build/ may run meanwhile.
      ours: () => coldBuild(SITE_DIR, ours, {DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-audit'}),
      // The stock config turns Docusaurus Faster (Rspack, SWC) on with DOCU_FASTER=1, as this site has it on.
      stock: () => coldBuild(stockDir, stock, {DOCU_FASTER: '1'}),
    };
    const pairs = [];
    for (let k = 0; k < BUILD_PAIRS; k++) {
      const seconds = {};
      for (const site of k % 2 === 0 ? ['ours', 'stock'] : ['stock', 'ours']) {
        process.stdout.write(`Cold build of all six locales, pair ${k + 1}/${BUILD_PAIRS}, ${site}… `);
        seconds[site] = builds[site]();
        console.log(`${fmt(seconds[site], 1)} s`);
      }
      pairs.push({oursS: seconds.ours, stockS: seconds.stock});
    }
    console.log('');
    build = pairs;
  }
  const pages = sampledPages();
  for (const [root, key] of [
    [ours, 'ours'],
    [stock, 'stock'],
  ]) {
    routingOf.set(root, ROUTING[key]);
    for (const page of pages) {
      if (resolveFile(root, page[key], ROUTING[key]).status !== 200) throw new Error(`${page[key]} is not in ${root}`);
    }
  }

  const servers = {
    ours: await startServer({root: ours, withHeaders: true, ...ROUTING.ours}),
    stock: await startServer({root: stock, withHeaders: true, ...ROUTING.stock}),
  };
  const raw = pages.map(() => ({ours: {simulate: [], devtools: []}, stock: {simulate: [], devtools: []}}));
  try {
    for (let r = 0; r < RUNS; r++) {
      for (const [i, page] of pages.entries()) {
        // A visitor whose browser speaks the page's language: the once-only
        // offer of another language stays out of the picture.
        const chrome = await chromeLauncher.launch({
          chromePath: chromePath(),
          chromeFlags: [...CHROME_FLAGS, `--lang=${page.locale}`, `--accept-lang=${page.locale}`],
        });
        try {
          // Alternate which site goes first, run by run.
          const order = r % 2 === 0 ? ['ours', 'stock'] : ['stock', 'ours'];
          process.stderr.write(`run ${r + 1}/${RUNS} ${page.ours}: `);
          for (const site of order) {
            for (const method of METHODS) {
              const lhr = await lighthouseRun(servers[site].origin + page[site], chrome.port, method);
              raw[i][site][method].push(lhr);
              const ms = (id) => Math.round(lhr.audits[id].numericValue);
              process.stderr.write(
                ` ${site} ${method}: FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')};`,
              );
            }
          }
          process.stderr.write('\n');
        } finally {
          await chrome.kill();
        }
      }
    }
  } finally {
    await servers.ours.close();
    await servers.stock.close();
  }

  const results = pages.map((page, i) => ({
    page,
    ours: summarise(raw[i].ours.simulate, raw[i].ours.devtools, ours, servers.ours.origin, page.ours),
    stock: summarise(raw[i].stock.simulate, raw[i].stock.devtools, stock, servers.stock.origin, page.stock),
  }));
  const date = new Date().toISOString().slice(0, 10);
  const {text, missed} = formatReport({date, runs: RUNS, pages: results, build});
  console.log(`\n${text}`);

  const jsonFile = option('--json');
  if (jsonFile) {
    const summary = build && judgeBuild(build);
    fs.writeFileSync(jsonFile, JSON.stringify({date, runs: RUNS, build: summary, pages: results, missed}, null, 2));
  }
  if (flag('--strict') && missed.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
