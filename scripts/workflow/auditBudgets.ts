/**
 * The performance budgets of `npm run audit` (scripts/audit.mjs) and the pages
 * they are held on, in one place, with the pure parts of the audit: medians,
 * ratios, judgements and the printed table. Lighthouse, the builds and the
 * servers stay in scripts/audit.mjs.
 *
 * The budgets are ratios to stock Docusaurus (../shared/anchor-stock) in the
 * same run, on the pages where stock carries this site's own article text
 * (its README names them), so both sites do the same work: absolute times
 * move with this shared machine's load, the ratio much less.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/locales';
import {pagePath, type DocPageId} from '../../src/data/routes';

/** A sampled page: this site's path and the stock anchor's page with the same text. */
export interface AuditPage {
  id: DocPageId;
  locale: Locale;
  ours: string;
  stock: string;
}

/**
 * The anchor's comparable pages, as its README lists them: hip (nl, en),
 * knee (de), injections (es), about (ru). Stock's slugs are its own.
 */
export const AUDIT_PAGES: readonly AuditPage[] = (
  [
    {id: 'hip', locale: 'nl', stock: '/heupprothese'},
    {id: 'hip', locale: 'en', stock: '/en/hip-replacement'},
    {id: 'knee', locale: 'de', stock: '/de/knieprothese'},
    {id: 'infiltrations', locale: 'es', stock: '/es/infiltraciones'},
    {id: 'about', locale: 'ru', stock: '/ru/o-nas'},
  ] as const
).map((page) => ({...page, ours: pagePath(page.id, page.locale)}));

/** What the audit measured on one page of one site (simulated throttling unless said). */
export interface PageMetrics {
  fcpS: number;
  lcpS: number;
  lcpWorstS: number;
  lcpRunsS: number[];
  tbtMs: number;
  /** First-view JavaScript on the wire (gzip), prefetches for other pages excluded. */
  jsBytes: number;
  cls: number;
  /** The HTML document on the wire, headers included. */
  documentBytes: number;
  /** Render-blocking CSS (linked in <head> or inline), gzip. */
  blockingCssBytes: number;
  /** Applied (DevTools) throttling, per run; empty unless `--applied`. */
  appliedFcpS: number[];
  appliedLcpS: number[];
}

export interface Budget {
  label: string;
  /** This site's value may be at most this times stock's. */
  maxRatio: number;
  value: (m: PageMetrics) => number;
  digits: number;
}

/** ../shared/DESIGN.md, "Performance budgets (decided)": held on every sampled page. */
export const BUDGETS: readonly Budget[] = [
  {label: 'FCP median (s)', maxRatio: 1.0, value: (m) => m.fcpS, digits: 2},
  {label: 'LCP median (s)', maxRatio: 1.0, value: (m) => m.lcpS, digits: 2},
  {label: 'LCP worst run (s)', maxRatio: 0.6, value: (m) => m.lcpWorstS, digits: 2},
  {label: 'TBT median (ms)', maxRatio: 0.7, value: (m) => m.tbtMs, digits: 0},
  {label: 'first-view JS (KB gzip)', maxRatio: 0.85, value: (m) => m.jsBytes / 1024, digits: 1},
];

/** Cold production build of six locales, this site / stock, median of the pairs' ratios. */
export const BUILD_MAX_RATIO = 1.2;

/** Shown beside the budgets because they explain them; no budget of their own. */
const INFO: readonly Omit<Budget, 'maxRatio'>[] = [
  {label: 'HTML document (KB, wire)', value: (m) => m.documentBytes / 1024, digits: 1},
  {label: 'blocking CSS (KB gzip)', value: (m) => m.blockingCssBytes / 1024, digits: 1},
  {label: 'CLS (median run)', value: (m) => m.cls, digits: 3},
];
const APPLIED: readonly Omit<Budget, 'maxRatio'>[] = [
  {label: 'FCP median, applied (s)', value: (m) => median(m.appliedFcpS), digits: 2},
  {label: 'LCP median, applied (s)', value: (m) => median(m.appliedLcpS), digits: 2},
];

export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The simulated runs' timings of one page and site, in milliseconds, as medians and worst run in seconds. */
export function runTimings(runs: readonly {fcpMs: number; lcpMs: number; tbtMs: number}[]) {
  const lcpRunsS = runs.map((r) => r.lcpMs / 1000);
  return {
    fcpS: median(runs.map((r) => r.fcpMs)) / 1000,
    lcpS: median(lcpRunsS),
    lcpWorstS: lcpRunsS.length ? Math.max(...lcpRunsS) : NaN,
    lcpRunsS,
    tbtMs: median(runs.map((r) => r.tbtMs)),
  };
}

/** This site / stock; undefined where stock's value is zero or either is missing. */
export function ratio(ours: number, stock: number): number | undefined {
  return Number.isFinite(ours) && Number.isFinite(stock) && stock !== 0 ? ours / stock : undefined;
}

export interface Judgement {
  ratio: number | undefined;
  met: boolean;
}

/**
 * Met when this site's value is at most maxRatio × stock's. Compared as a
 * product, so zero against zero (a TBT of 0 ms on both) is met, and anything
 * above zero against zero is not; a missing measurement is never met.
 */
export function judge(ours: number, stock: number, maxRatio: number): Judgement {
  const met = Number.isFinite(ours) && Number.isFinite(stock) && ours <= maxRatio * stock;
  return {ratio: ratio(ours, stock), met};
}

export interface BuildPair {
  oursS: number;
  stockS: number;
}

/** The pairs' medians; the median of the pairs' own ratios is judged (each pair saw the same load). */
export function judgeBuild(pairs: readonly BuildPair[]) {
  const r = median(pairs.map((p) => p.oursS / p.stockS));
  return {
    oursS: median(pairs.map((p) => p.oursS)),
    stockS: median(pairs.map((p) => p.stockS)),
    ratio: r,
    met: Number.isFinite(r) && r <= BUILD_MAX_RATIO,
    pairs: pairs.map((p) => ({...p, ratio: p.oursS / p.stockS})),
  };
}

export interface PageResult {
  page: AuditPage;
  ours: PageMetrics;
  stock: PageMetrics;
}

export interface ReportInput {
  date: string;
  runs: number;
  pages: readonly PageResult[];
  build?: readonly BuildPair[];
}

const fmt = (n: number | undefined, digits = 2) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '–');
const W = [26, 10, 9, 7, 8];
const row = (cells: string[]) =>
  cells
    .map((c, i) => (i === 0 ? c.padEnd(W[0]!) : i < W.length ? c.padStart(W[i]!) : ` ${c}`))
    .join('')
    .trimEnd();

/**
 * The printed report: per page, this site / stock / ratio / budget and
 * whether it is met; then each budget's worst page and the cold build.
 * Returns the text and one line per missed budget.
 */
export function formatReport({date, runs, pages, build}: ReportInput): {text: string; missed: string[]} {
  const out: string[] = [];
  const missed: string[] = [];
  const applied = pages.some((p) => p.ours.appliedFcpS.length > 0);
  out.push(
    `Lighthouse ${date}, mobile (simulated slow 4G, 4× CPU); ${runs} run(s) per page and site, sites alternating.`,
    'Ratio = this site / stock, same page text, same run. Budgets: ../shared/DESIGN.md, "Performance budgets".',
    '',
  );
  const worst = BUDGETS.map(() => ({ratio: -Infinity, where: '', met: true}));
  for (const {page, ours, stock} of pages) {
    const where = `${page.id} ${page.locale}`;
    out.push(`${where}: ${page.ours}   (stock: ${page.stock})`);
    out.push(`  ${row(['metric', 'this site', 'stock', 'ratio', 'budget'])}`);
    BUDGETS.forEach((b, i) => {
      const a = b.value(ours);
      const s = b.value(stock);
      const j = judge(a, s, b.maxRatio);
      const w = worst[i]!;
      if (!j.met) {
        w.met = false;
        missed.push(
          `${where}: ${b.label} ${fmt(a, b.digits)}, stock ${fmt(s, b.digits)}, ratio ${fmt(j.ratio)} (budget ≤ ${b.maxRatio.toFixed(2)})`,
        );
      }
      // A miss with no ratio (stock at zero) counts as the worst.
      const r = j.ratio ?? (j.met ? 0 : Infinity);
      if (r > w.ratio) Object.assign(w, {ratio: r, where});
      out.push(
        `  ${row([b.label, fmt(a, b.digits), fmt(s, b.digits), fmt(j.ratio), `≤ ${b.maxRatio.toFixed(2)}`, j.met ? 'met' : 'MISSED'])}`,
      );
    });
    for (const info of applied ? [...APPLIED, ...INFO] : INFO) {
      const a = info.value(ours);
      const s = info.value(stock);
      out.push(`  ${row([info.label, fmt(a, info.digits), fmt(s, info.digits), fmt(ratio(a, s)), ''])}`);
    }
    out.push(
      `  LCP per run (s): ${ours.lcpRunsS.map((v) => fmt(v)).join(' ')}; stock ${stock.lcpRunsS.map((v) => fmt(v)).join(' ')}`,
      '',
    );
  }
  out.push(`Budgets, held on each of the ${pages.length} pages: the worst page's ratio`);
  out.push(`  ${row(['metric', '', '', 'ratio', 'budget'])}`);
  BUDGETS.forEach((b, i) => {
    const w = worst[i]!;
    const shown = Number.isFinite(w.ratio) ? fmt(w.ratio) : '–';
    const verdict = `${w.met ? 'met' : 'MISSED'} (worst: ${w.where})`;
    out.push(`  ${row([b.label, '', '', shown, `≤ ${b.maxRatio.toFixed(2)}`, verdict])}`);
  });
  if (build?.length) {
    const j = judgeBuild(build);
    if (!j.met) missed.push(`cold build: ratio ${fmt(j.ratio)} (budget ≤ ${BUILD_MAX_RATIO.toFixed(2)})`);
    out.push(
      `  ${row(['cold build, 6 locales (s)', fmt(j.oursS, 1), fmt(j.stockS, 1), fmt(j.ratio), `≤ ${BUILD_MAX_RATIO.toFixed(2)}`, j.met ? 'met' : 'MISSED'])}`,
      `    ${j.pairs.length} pair(s), built back to back; the median ratio counts: ` +
        j.pairs.map((p) => `${fmt(p.oursS, 1)}/${fmt(p.stockS, 1)} = ${fmt(p.ratio)}`).join(', '),
    );
  }
  out.push('', missed.length ? `${missed.length} budget(s) missed:\n  - ${missed.join('\n  - ')}` : 'All budgets met.');
  return {text: out.join('\n'), missed};
}

/** The front-matter slug of a page's doc in a site's sources (Dutch in `docs/`, others under `i18n/`). */
export function docSlug(siteDir: string, locale: Locale, id: string, ext: string): string | undefined {
  const rel =
    locale === DEFAULT_LOCALE
      ? path.join('docs', `${id}.${ext}`)
      : path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current', `${id}.${ext}`);
  const file = path.join(siteDir, rel);
  if (!fs.existsSync(file)) return undefined;
  const slug = matter(fs.readFileSync(file, 'utf8')).data.slug as string | undefined;
  return slug === undefined ? undefined : locale === DEFAULT_LOCALE ? slug : `/${locale}${slug}`;
}

/**
 * Why the stock anchor in `stockDir` does not carry the sampled pages, if it
 * does not: its README's "Comparable pages" must name exactly `AUDIT_PAGES`'
 * stock paths, each the same doc (by id) as this site's. The audit stops on
 * any, since a ratio between different pages means nothing.
 */
export function stockPageProblems(stockDir: string): string[] {
  const readmeFile = path.join(stockDir, 'README.md');
  if (!fs.existsSync(readmeFile)) return [`${readmeFile} is missing`];
  const readme = fs.readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf('Comparable pages');
  if (start < 0) return [`${readmeFile} has no "Comparable pages" section`];
  const named = new Set(
    [
      ...readme
        .slice(start)
        .split(/\n#+ |Its home pages/)[0]!
        .matchAll(/`(\/[^`]*)`/g),
    ].map((m) => m[1]),
  );
  const problems: string[] = [];
  for (const page of AUDIT_PAGES) {
    if (!named.has(page.stock)) problems.push(`${readmeFile} does not name ${page.stock} as comparable`);
    const slug = docSlug(stockDir, page.locale, page.id, 'md');
    if (slug !== page.stock)
      problems.push(`stock's ${page.locale} ${page.id} doc is at ${slug ?? 'nothing'}, not ${page.stock}`);
  }
  return problems;
}
