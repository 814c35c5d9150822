/**
 * The pure half of `npm run audit` (scripts/audit.mjs): sampled pages, the performance budgets (the
 * one place they are written), blocking time, medians, judgements and tables. The anchor (stock
 * Docusaurus with this site's text) runs in the same run: times move with the machine's load, ratios less.
 */
import {type Locale} from '../../src/data/locales';
import {pagePath, type DocPageId} from '../../src/data/routes';

/** A sampled page: this site's path and the anchor's page with the same text. */
export interface AuditPage {
  id: DocPageId;
  locale: Locale;
  ours: string;
  stock: string;
}

/** The anchor's comparable pages (its README lists them); its slugs are its own. */
export const AUDIT_PAGES: readonly AuditPage[] = (
  [
    {id: 'hip', locale: 'nl', stock: '/heupprothese'},
    {id: 'hip', locale: 'en', stock: '/en/hip-replacement'},
    {id: 'knee', locale: 'de', stock: '/de/knieprothese'},
    {id: 'infiltrations', locale: 'es', stock: '/es/infiltraciones'},
    {id: 'about', locale: 'ru', stock: '/ru/o-nas'},
  ] as const
).map((page) => ({...page, ours: pagePath(page.id, page.locale)}));

/** Measured unless `--pages` says otherwise. */
export const DEFAULT_PAGES = ['hip nl', 'hip en', 'knee de'];

export const pageName = (page: AuditPage) => `${page.id} ${page.locale}`;

/** The performance budgets, held by this site (the first variant) on every sampled page. */
export const BUDGETS = {
  /** FCP and LCP median: at most this times the anchor's… */
  paintMaxRatio: 1.0,
  /** …and the aim. */
  paintAimRatio: 0.85,
  /** TBT median: at most this, or at most `tbtMaxRatio` times the anchor's (a loaded machine). */
  tbtMaxMs: 150,
  tbtMaxRatio: 0.3,
  /** First-view JavaScript: at most this times the anchor's (stock Docusaurus's scripts). */
  jsMaxRatio: 0.85,
} as const;

/** A long task is blocking beyond this (as Lighthouse's TBT). */
const LONG_TASK_MS = 50;

/** One page load in the browser. */
export interface Visit {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Encoded (gzip) body bytes of the scripts the page loaded; prefetches for other pages excluded. */
  jsBytes: number;
}

/** Total blocking time: each long task's time beyond 50 ms, counted from the first contentful paint. */
export function blockingTime(tasks: readonly {startTime: number; duration: number}[], fcpMs: number): number {
  let total = 0;
  for (const t of tasks) {
    const end = t.startTime + t.duration;
    if (end <= fcpMs) continue;
    total += Math.max(0, end - Math.max(t.startTime, fcpMs) - LONG_TASK_MS);
  }
  return total;
}

export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const VISIT_KEYS = ['fcpMs', 'lcpMs', 'tbtMs', 'jsBytes'] as const;

export function medians(visits: readonly Visit[]): Visit {
  return Object.fromEntries(VISIT_KEYS.map((k) => [k, median(visits.map((v) => v[k]))])) as Record<keyof Visit, number>;
}

/** a / b; undefined where b is zero or either is missing. */
export function ratio(a: number, b: number): number | undefined {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : undefined;
}

const fmt = (n: number | undefined, digits = 2) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '–');

export interface Verdict {
  text: string;
  met: boolean;
}

/** This site's medians against the anchor's, budget by budget (a missing figure is never met). */
export function judge(site: Visit, anchor: Visit): Verdict[] {
  const B = BUDGETS;
  const paint = (label: string, a: number, s: number): Verdict => ({
    text: `${label} ${fmt(ratio(a, s))}× ≤ ${fmt(B.paintMaxRatio)}× (aim ${fmt(B.paintAimRatio)}×)`,
    met: a <= B.paintMaxRatio * s,
  });
  return [
    paint('FCP', site.fcpMs, anchor.fcpMs),
    paint('LCP', site.lcpMs, anchor.lcpMs),
    {
      text: `TBT ${fmt(site.tbtMs, 0)} ms ≤ ${B.tbtMaxMs} ms, or ${fmt(ratio(site.tbtMs, anchor.tbtMs))}× ≤ ${fmt(B.tbtMaxRatio)}×`,
      met: site.tbtMs <= B.tbtMaxMs || site.tbtMs <= B.tbtMaxRatio * anchor.tbtMs,
    },
    {
      text: `JS ${fmt(ratio(site.jsBytes, anchor.jsBytes))}× ≤ ${fmt(B.jsMaxRatio)}×`,
      met: site.jsBytes <= B.jsMaxRatio * anchor.jsBytes,
    },
  ];
}

/** What was measured on one page: each side's visits, this site's variants first, the anchor last. */
export interface PageResult {
  page: AuditPage;
  sides: readonly {name: string; visits: readonly Visit[]}[];
  /** Lantern (Lighthouse's simulation), one run per side: a diagnostic, judged by nothing. */
  lantern?: readonly {name: string; fcpMs: number; lcpMs: number; tbtMs: number}[];
}

const COLUMNS = ['FCP', 'LCP', 'TBT', 'JS'];
const mdRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** Per page a Markdown table of medians and ratios (to the anchor, to the first variant), then its budgets. */
export function formatReport(date: string, results: readonly PageResult[]): {text: string; missed: string[]} {
  const out: string[] = [];
  const missed: string[] = [];
  const runs = results[0]?.sides[0]?.visits.length ?? 0;
  out.push(
    `Chromium ${date}, 4× CPU, modelled phone link (150 ms RTT, 1.6 Mbit/s, slow start from 14,600 bytes);`,
    `${runs} visit(s) per page and side, sides alternating. Medians; JS in KB on the wire (gzip).`,
    '',
  );
  for (const {page, sides, lantern} of results) {
    const m = sides.map((s) => ({name: s.name, ...medians(s.visits)}));
    const anchor = m.at(-1)!;
    const first = m[0]!;
    const figures = (v: Visit) => [fmt(v.fcpMs, 0), fmt(v.lcpMs, 0), fmt(v.tbtMs, 0), fmt(v.jsBytes / 1024, 1)];
    const ratios = (v: Visit, to: Visit) => VISIT_KEYS.map((k) => fmt(ratio(v[k], to[k])));
    const vsFirst = COLUMNS.map((c) => `${c} ×${first.name}`);
    out.push(
      `${pageName(page)}: ${page.ours} (anchor: ${page.stock})`,
      '',
      mdRow(['side', 'FCP ms', 'LCP ms', 'TBT ms', 'JS KB', ...COLUMNS.map((c) => `${c} ×anchor`), ...vsFirst]),
      mdRow(Array(13).fill('---')),
      ...m.map((v) => mdRow([v.name, ...figures(v), ...ratios(v, anchor), ...ratios(v, first)])),
    );
    if (lantern?.length) {
      out.push('', `Lantern (simulated; a diagnostic, it decides nothing), ms:`, '');
      out.push(mdRow(['side', 'FCP', 'LCP', 'TBT']), mdRow(Array(4).fill('---')));
      for (const l of lantern) out.push(mdRow([l.name, fmt(l.fcpMs, 0), fmt(l.lcpMs, 0), fmt(l.tbtMs, 0)]));
    }
    const verdicts = judge(first, anchor);
    for (const v of verdicts) if (!v.met) missed.push(`${pageName(page)}, ${first.name}: ${v.text}`);
    out.push('', `Budgets (${first.name}): ${verdicts.map((v) => `${v.text} ${v.met ? 'met' : 'MISSED'}`).join('; ')}`);
    out.push('');
  }
  out.push(missed.length ? `${missed.length} budget(s) missed:\n  - ${missed.join('\n  - ')}` : 'All budgets met.');
  return {text: out.join('\n'), missed};
}
