// `npm run audit`: measures the production build like a visitor on a phone.
//
// Builds the site if the build folder is missing (and says how long the
// build took), serves it like a production static host (gzip, the build's
// `_headers`), runs Lighthouse with its mobile defaults (simulated slow 4G,
// 4x CPU slowdown) on one page per locale and prints, against the budgets:
// the four category scores, LCP, TBT, CLS and the gzip bytes of JavaScript,
// CSS, HTML and images each page loads for its first view.
//
// A measuring script, not a test: it is not part of `npm test`.
//
// Options:
//   --build-dir <dir>  build to measure (default: $AUDIT_BUILD_DIR or build)
//   --cold-build       delete the build and generated files, disable Rspack's
//                      persistent cache and time a cold build of all six locales
//   --json <file>      also write the measurements as JSON
//   --strict           exit with status 1 when a budget is missed
//   --pages <a,b>      measure these paths instead of the default sample
//   --lhr-dir <dir>    keep each page's full Lighthouse report (JSON, the median run)
//   --runs <n>         Lighthouse runs per page, median reported (default 3)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';

const require = createRequire(import.meta.url);
const {startServer, resolveFile} = require('./static-server.cjs');

const SITE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
// The one list of locales (src/data/locales.ts).
const {LOCALES} = createJiti(new URL(import.meta.url).pathname, {interopDefault: true})('../src/data/locales.ts');

/** One page per locale: the Dutch and Arabic home pages, treatment pages, the biography. */
const PAGES = [
  {locale: 'nl', path: '/'},
  {locale: 'en', path: '/en/hip-replacement'},
  {locale: 'de', path: '/de/knieprothese'},
  {locale: 'es', path: '/es/infiltraciones'},
  {locale: 'ru', path: '/ru/o-doktore-jansen'},
  {locale: 'ar', path: '/ar/'},
];

export const BUDGETS = {
  score: 98, // each Lighthouse category, 0-100
  cls: 0,
  jsKb: 140, // first-view JavaScript, KB gzip
};

// Same flags as tests/helpers/browser.ts (CHROME_FLAGS), plus the new headless mode.
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

// Lighthouse runs per page; the table shows the median run. One run on a
// shared machine can be off by several performance points (TBT), in either direction.
const RUNS = Math.max(1, Number(option('--runs') ?? 3) || 3);

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

/** Runs a cold or incremental production build of all locales; returns seconds. */
function build(outDir, cold) {
  const generated = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
  const env = {...process.env};
  if (cold) {
    for (const dir of [outDir, path.join(SITE_DIR, generated)]) fs.rmSync(dir, {recursive: true, force: true});
    // Cold: without Rspack's persistent cache (node_modules/.cache/rspack), which
    // `future.faster` turns on; left in place for other builds.
    env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
  }
  console.log(
    `Building all locales into ${path.relative(SITE_DIR, outDir)}/ (${cold ? 'cold' : 'build folder missing'})…`,
  );
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: SITE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error('The build failed');
  console.log(`Built in ${seconds.toFixed(1)} s.\n`);
  return seconds;
}

/** Bytes a resource of the build costs on the wire: gzip for what the server compresses. */
function wireBytes(root, pathname) {
  const {file} = resolveFile(
    root,
    pathname,
    LOCALES.filter((l) => l !== 'nl'),
  );
  const body = fs.readFileSync(file);
  return COMPRESSIBLE.has(path.extname(file)) ? zlib.gzipSync(body).length : body.length;
}

const KIND = {Script: 'js', Stylesheet: 'css', Document: 'html', Image: 'img'};

/** First-view bytes per kind from Lighthouse's network log (prefetches of other routes excluded). */
function firstViewBytes(lhr, root, origin) {
  const bytes = {js: 0, css: 0, html: 0, img: 0, other: 0, prefetchedJs: 0};
  const seen = new Set();
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (!item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.add(item.url);
    const pathname = new URL(item.url).pathname;
    const size = wireBytes(root, pathname);
    // Docusaurus prefetches the chunks of linked routes (`<link rel=prefetch>`, resource type
    // "Other", lowest priorities) once the page is idle; they serve the next page, not this one.
    if (item.resourceType !== 'Script' && pathname.endsWith('.js')) bytes.prefetchedJs += size;
    else bytes[KIND[item.resourceType] ?? (pathname.endsWith('.js') ? 'js' : 'other')] += size;
  }
  return bytes;
}

const kb = (n) => (n / 1024).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  const outDir = path.resolve(SITE_DIR, option('--build-dir') ?? process.env.AUDIT_BUILD_DIR ?? 'build');
  let buildSeconds;
  if (flag('--cold-build') || !fs.existsSync(path.join(outDir, 'index.html')))
    buildSeconds = build(outDir, flag('--cold-build'));
  for (const {path: p} of PAGES) {
    if (
      resolveFile(
        outDir,
        p,
        LOCALES.filter((l) => l !== 'nl'),
      ).status !== 200
    )
      throw new Error(`${p} is not in the build`);
  }

  const server = await startServer({root: outDir, withHeaders: true});
  const rows = [];
  let chrome;
  try {
    const only = option('--pages')?.split(',');
    for (const page of only
      ? only.map((p) => ({locale: LOCALES.find((l) => p.startsWith(`/${l}/`)) ?? 'nl', path: p}))
      : PAGES) {
      const url = server.origin + page.path;
      // A visitor whose browser speaks the page's language: the once-only offer of
      // another language (and the toast library it loads) stays out of the picture.
      await chrome?.kill();
      chrome = await chromeLauncher.launch({
        chromePath: chromePath(),
        chromeFlags: [...CHROME_FLAGS, `--lang=${page.locale}`, `--accept-lang=${page.locale}`],
      });
      process.stderr.write(`Lighthouse ${page.path} … `);
      const runs = [];
      for (let attempt = 1; runs.length < RUNS; attempt++) {
        const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
        const error = result.lhr.runtimeError;
        if (!error) runs.push(result.lhr);
        // A run can fail on a busy machine (page load timeout); retry, but not forever.
        else if (attempt >= RUNS + 2) throw new Error(`${page.path}: ${error.message}`);
        else process.stderr.write(`(run failed: ${error.code}, retrying) `);
      }
      // Lighthouse's own pick: the run closest to the median FCP and TTI.
      const lhr = RUNS > 1 ? computeMedianRun(runs) : runs[0];
      const perfRuns = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      const lhrDir = option('--lhr-dir');
      if (lhrDir) {
        fs.mkdirSync(lhrDir, {recursive: true});
        fs.writeFileSync(
          path.join(lhrDir, `${page.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`),
          JSON.stringify(lhr),
        );
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const row = {
        ...page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        bytes: firstViewBytes(lhr, outDir, server.origin),
        perfRuns,
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id),
      };
      rows.push(row);
      process.stderr.write('done\n');
    }
  } finally {
    await chrome?.kill();
    await server.close();
  }

  const failures = [];
  const mark = (ok, what) => {
    if (!ok) failures.push(what);
    return ok ? '✔' : '✘';
  };
  console.log(`\nLighthouse, mobile, default throttling, median of ${RUNS} run(s) per page (budgets in brackets)\n`);
  const header = [
    pad('page', 22),
    padL('perf', 6),
    padL('a11y', 6),
    padL('b-p', 6),
    padL('seo', 6),
    '  ',
    padL('LCP s', 6),
    padL('TBT ms', 7),
    padL('CLS', 7),
    ' ',
    padL('JS KB', 8),
    padL('CSS KB', 7),
    padL('HTML KB', 8),
    padL('img KB', 7),
    padL('(prefetch JS)', 14),
  ].join('');
  console.log(header);
  console.log(
    [
      pad('budget', 22),
      padL(`≥${BUDGETS.score}`, 6),
      padL(`≥${BUDGETS.score}`, 6),
      padL(`≥${BUDGETS.score}`, 6),
      padL(`≥${BUDGETS.score}`, 6),
      '  ',
      padL('', 6),
      padL('', 7),
      padL(BUDGETS.cls, 7),
      ' ',
      padL(`≤${BUDGETS.jsKb}`, 8),
    ].join(''),
  );
  console.log('-'.repeat(header.length));
  for (const r of rows) {
    const s = (name, v) => `${v}${mark(v >= BUDGETS.score, `${r.path} ${name} ${v} < ${BUDGETS.score}`)}`;
    console.log(
      [
        pad(r.path, 22),
        padL(s('performance', r.performance), 6),
        padL(s('accessibility', r.accessibility), 6),
        padL(s('best practices', r.bestPractices), 6),
        padL(s('SEO', r.seo), 6),
        '  ',
        padL((r.lcpMs / 1000).toFixed(2), 6),
        padL(Math.round(r.tbtMs), 7),
        padL(
          `${r.cls.toFixed(3)}${mark(r.cls <= BUDGETS.cls, `${r.path} CLS ${r.cls.toFixed(3)} > ${BUDGETS.cls}`)}`,
          7,
        ),
        ' ',
        padL(
          `${kb(r.bytes.js)}${mark(r.bytes.js <= BUDGETS.jsKb * 1024, `${r.path} JS ${kb(r.bytes.js)} KB > ${BUDGETS.jsKb} KB`)}`,
          8,
        ),
        padL(kb(r.bytes.css), 7),
        padL(kb(r.bytes.html), 8),
        padL(kb(r.bytes.img), 7),
        padL(kb(r.bytes.prefetchedJs), 14),
      ].join(''),
    );
  }
  console.log(
    '\nKB = 1024 bytes as sent (gzip for text, as the static server compresses); "prefetch JS" are chunks of',
  );
  console.log('linked pages Docusaurus fetches when idle, not needed for the first view.');
  if (RUNS > 1) {
    console.log(`Performance of each run: ${rows.map((r) => `${r.path} ${r.perfRuns.join('/')}`).join(', ')}`);
  }
  for (const r of rows)
    if (r.failedAudits.length) console.log(`${r.path}: audits below 100%: ${r.failedAudits.join(', ')}`);
  if (buildSeconds !== undefined)
    console.log(`\nBuild of all six locales: ${buildSeconds.toFixed(1)} s${flag('--cold-build') ? ' (cold)' : ''}.`);
  console.log(
    failures.length ? `\n${failures.length} budget(s) missed:\n  - ${failures.join('\n  - ')}` : '\nAll budgets met.',
  );

  const jsonFile = option('--json');
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({budgets: BUDGETS, buildSeconds, pages: rows}, null, 2));
  if (flag('--strict') && failures.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
