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
//    `_headers`) and runs Lighthouse on the same pages of both, alternating
//    sites run by run: mobile defaults (simulated slow 4G, 4x CPU), and once
//    more with applied (DevTools) throttling for FCP and LCP as a browser sees them.
// 3. Prints each page's medians for both sites, the ratios (this site / stock)
//    and this site's budgets, and the two build times.
//
// A measuring script, not a test: it is not part of `npm test`. Figures from a
// busy machine are noisy; the comparison with stock in the same run is what counts.
//
// Options:
//   --runs <n>         runs per page, site and throttling method (default 5)
//   --build-pairs <n>  cold builds of each site, in pairs (default 3)
//   --no-build         measure the existing builds (build/ and the stock copy's build/); no build times
//   --build-dir <dir>  where this site is built and measured (default: a temp folder; with --no-build, build/)
//   --stock-dir <dir>  stock site sources (default ../shared/anchor-stock)
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

const require = createRequire(import.meta.url);
const {startServer, resolveFile} = require('./static-server.cjs');

const SITE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The sampled pages: ours and stock's equivalent. */
const PAGES = [
  {locale: 'nl', ours: '/', stock: '/'},
  {locale: 'en', ours: '/en/hip-replacement', stock: '/en/hip-replacement'},
  {locale: 'de', ours: '/de/knieprothese', stock: '/de/knieprothese'},
  {locale: 'ar', ours: '/ar/', stock: '/ar/'},
  {locale: 'es', ours: '/es/infiltraciones', stock: '/es/infiltraciones'},
  {locale: 'ru', ours: '/ru/o-doktore-jansen', stock: '/ru/o-nas'},
];

/** This site's budgets, held on every sampled page (issue 15). */
export const BUDGETS = {
  fcpMedianS: 0.75, // simulated
  lcpMedianS: 1.2, // simulated
  lcpMaxS: 1.6, // simulated, every run
  lcpAppliedMaxS: 1.25, // applied (DevTools) throttling, every run, and equal to FCP
  tbtMedianMs: 50,
  jsKb: 110, // first-view JavaScript, KB gzip
  blockingCssKb: 8, // render-blocking CSS (linked in <head> or inline), KB gzip
  score: 100, // performance on the median run; accessibility, best practices, SEO
  cls: 0,
  buildRatio: 1.2, // cold build of six locales, this site / stock
};

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
 * bytes (README "Performance"), and the page cannot paint before it has all.
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
      {extends: 'lighthouse:default', settings: {throttlingMethod}},
    );
    if (!result.lhr.runtimeError) return result.lhr;
    // A run can fail on a busy machine (page load timeout); retry, but not forever.
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stderr.write(`(run failed: ${result.lhr.runtimeError.code}, retrying) `);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function summarise(runs, applied, root, origin, pathname) {
  const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
  const metric = (r, id) => r.audits[id].numericValue;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    fcpS: median(runs.map((r) => metric(r, 'first-contentful-paint'))) / 1000,
    lcpS: median(runs.map((r) => metric(r, 'largest-contentful-paint'))) / 1000,
    lcpMaxS: Math.max(...runs.map((r) => metric(r, 'largest-contentful-paint'))) / 1000,
    lcpRunsS: runs.map((r) => metric(r, 'largest-contentful-paint') / 1000),
    appliedFcpS: applied.map((r) => metric(r, 'first-contentful-paint') / 1000),
    appliedLcpS: applied.map((r) => metric(r, 'largest-contentful-paint') / 1000),
    tbtMs: median(runs.map((r) => metric(r, 'total-blocking-time'))),
    cls: metric(lhr, 'cumulative-layout-shift'),
    performance: score('performance'),
    performanceRuns: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsBytes: firstViewJs(lhr, root, origin),
    documentBytes: documentBytes(lhr),
    blockingCssBytes: blockingCss(root, pathname),
  };
}

const kb = (n) => n / 1024;
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
      pairs.push({oursS: seconds.ours, stockS: seconds.stock, ratio: seconds.ours / seconds.stock});
    }
    console.log('');
    build = {
      oursS: median(pairs.map((p) => p.oursS)),
      stockS: median(pairs.map((p) => p.stockS)),
      ratio: median(pairs.map((p) => p.ratio)),
      pairs,
    };
  }
  for (const [root, key] of [
    [ours, 'ours'],
    [stock, 'stock'],
  ]) {
    routingOf.set(root, ROUTING[key]);
    for (const page of PAGES) {
      if (resolveFile(root, page[key], ROUTING[key]).status !== 200) throw new Error(`${page[key]} is not in ${root}`);
    }
  }

  const servers = {
    ours: await startServer({root: ours, withHeaders: true, ...ROUTING.ours}),
    stock: await startServer({root: stock, withHeaders: true, ...ROUTING.stock}),
  };
  const raw = PAGES.map(() => ({ours: {simulate: [], devtools: []}, stock: {simulate: [], devtools: []}}));
  try {
    for (let r = 0; r < RUNS; r++) {
      for (const [i, page] of PAGES.entries()) {
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
            for (const method of ['simulate', 'devtools']) {
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

  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok ? '✔' : '✘';
  };
  const results = PAGES.map((page, i) => ({
    page,
    ours: summarise(raw[i].ours.simulate, raw[i].ours.devtools, ours, servers.ours.origin, page.ours),
    stock: summarise(raw[i].stock.simulate, raw[i].stock.devtools, stock, servers.stock.origin, page.stock),
  }));

  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nLighthouse ${date}, mobile; ${RUNS} run(s) per page, site and throttling, sites alternating.`);
  console.log('Medians unless said otherwise; ratio = this site / stock; budgets are this site’s.\n');
  const rows = [
    ['FCP median, simulated (s)', (s) => s.fcpS, fmt, (v) => v <= BUDGETS.fcpMedianS, `≤ ${BUDGETS.fcpMedianS}`],
    ['LCP median, simulated (s)', (s) => s.lcpS, fmt, (v) => v <= BUDGETS.lcpMedianS, `≤ ${BUDGETS.lcpMedianS}`],
    ['LCP slowest run, simulated (s)', (s) => s.lcpMaxS, fmt, (v) => v <= BUDGETS.lcpMaxS, `≤ ${BUDGETS.lcpMaxS}`],
    [
      'LCP slowest run, applied (s)',
      (s) => Math.max(...s.appliedLcpS),
      fmt,
      (v) => v <= BUDGETS.lcpAppliedMaxS,
      `≤ ${BUDGETS.lcpAppliedMaxS}`,
    ],
    [
      'runs with LCP = FCP, applied',
      (s) => s.appliedLcpS.filter((l, j) => Math.abs(l - s.appliedFcpS[j]) < 0.0005).length,
      (v) => `${v}/${RUNS}`,
      (v) => v === RUNS,
      'all',
    ],
    ['TBT median (ms)', (s) => s.tbtMs, (v) => fmt(v, 0), (v) => v <= BUDGETS.tbtMedianMs, `≤ ${BUDGETS.tbtMedianMs}`],
    ['CLS (median run)', (s) => s.cls, (v) => fmt(v, 3), (v) => v <= BUDGETS.cls, `${BUDGETS.cls}`],
    ['performance (median run)', (s) => s.performance, (v) => fmt(v, 0), (v) => v >= BUDGETS.score, '100'],
    ['accessibility', (s) => s.accessibility, (v) => fmt(v, 0), (v) => v >= BUDGETS.score, '100'],
    ['best practices', (s) => s.bestPractices, (v) => fmt(v, 0), (v) => v >= BUDGETS.score, '100'],
    ['SEO', (s) => s.seo, (v) => fmt(v, 0), (v) => v >= BUDGETS.score, '100'],
    ['first-view JS (KB gzip)', (s) => kb(s.jsBytes), (v) => fmt(v, 1), (v) => v <= BUDGETS.jsKb, `≤ ${BUDGETS.jsKb}`],
    [
      'render-blocking CSS (KB gzip)',
      (s) => kb(s.blockingCssBytes),
      (v) => fmt(v, 1),
      (v) => v <= BUDGETS.blockingCssKb,
      `≤ ${BUDGETS.blockingCssKb}`,
    ],
  ];
  const w = [32, 9, 9, 7, 10];
  for (const {page, ours: o, stock: s} of results) {
    console.log(`${page.ours}   (stock: ${page.stock})`);
    console.log(
      `  ${'metric'.padEnd(w[0])}${'ours'.padStart(w[1])}${'stock'.padStart(w[2])}${'ratio'.padStart(w[3])}${'budget'.padStart(w[4])}`,
    );
    for (const [label, get, show, ok, budget] of rows) {
      const a = get(o);
      const b = get(s);
      const ratio = b ? fmt(a / b) : '–';
      const mark = check(ok(a), `${page.ours}: ${label} ${show(a)} (budget ${budget})`);
      console.log(
        `  ${label.padEnd(w[0])}${show(a).padStart(w[1])}${show(b).padStart(w[2])}${ratio.padStart(w[3])}${budget.padStart(w[4])} ${mark}`,
      );
    }
    console.log(
      `  runs: LCP simulated ${o.lcpRunsS.map((v) => fmt(v)).join('/')} (stock ${s.lcpRunsS.map((v) => fmt(v)).join('/')}); ` +
        `applied FCP/LCP ${o.appliedFcpS.map((v, j) => `${fmt(v)}/${fmt(o.appliedLcpS[j])}`).join(' ')}` +
        ` (stock ${s.appliedFcpS.map((v, j) => `${fmt(v)}/${fmt(s.appliedLcpS[j])}`).join(' ')}); ` +
        `performance ${o.performanceRuns.join('/')} (stock ${s.performanceRuns.join('/')}); ` +
        `HTML document ${o.documentBytes} bytes on the wire (stock ${s.documentBytes}; a first round trip carries 14,600)\n`,
    );
  }
  if (build) {
    const {ratio, pairs} = build;
    const mark = check(ratio <= BUDGETS.buildRatio, `cold build ratio ${fmt(ratio)} > ${BUDGETS.buildRatio}`);
    console.log(
      `Cold build, six locales (median of ${pairs.length} pairs): this site ${fmt(build.oursS, 1)} s, stock ${fmt(build.stockS, 1)} s, ` +
        `ratio ${fmt(ratio)} (budget ≤ ${BUDGETS.buildRatio}) ${mark}; pairs ` +
        pairs.map((p) => `${fmt(p.oursS, 1)}/${fmt(p.stockS, 1)} = ${fmt(p.ratio)}`).join(', '),
    );
  }
  console.log(
    failures.length ? `\n${failures.length} budget(s) missed:\n  - ${failures.join('\n  - ')}` : '\nAll budgets met.',
  );

  const jsonFile = option('--json');
  if (jsonFile) {
    const pages = results.map(({page, ours: o, stock: s}) => ({page, ours: o, stock: s}));
    fs.writeFileSync(jsonFile, JSON.stringify({date, runs: RUNS, budgets: BUDGETS, build, pages}, null, 2));
  }
  if (flag('--strict') && failures.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
