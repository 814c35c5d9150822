/**
 * The pure half of `npm run audit` (scripts/workflow/auditBudgets.ts): the
 * sampled pages, blocking time from long tasks, the budgets at their edges,
 * the guide's table held to them, and the printed tables (recorded numbers,
 * no browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pagePath} from '@site/src/data/routes';
import {SITE_DIR} from '../helpers/site';
import {
  AUDIT_PAGES,
  BUDGETS,
  DEFAULT_PAGES,
  blockingTime,
  formatReport,
  judge,
  median,
  medians,
  pageName,
  ratio,
  type Visit,
} from '../../scripts/workflow/auditBudgets';

const visit = (over: Partial<Visit> = {}): Visit => ({fcpMs: 800, lcpMs: 900, tbtMs: 20, jsBytes: 100 * 1024, ...over});

describe('sampled pages', () => {
  it("take this site's paths from the route table; hip (nl, en) and knee (de) by default", () => {
    for (const page of AUDIT_PAGES) expect(page.ours).toBe(pagePath(page.id, page.locale));
    expect(DEFAULT_PAGES).toEqual(['hip nl', 'hip en', 'knee de']);
    for (const name of DEFAULT_PAGES) expect(AUDIT_PAGES.map(pageName)).toContain(name);
  });
});

describe('blocking time', () => {
  it('counts each long task beyond 50 ms, from the first contentful paint on', () => {
    const tasks = [
      {startTime: 100, duration: 300}, // before FCP: not counted
      {startTime: 900, duration: 200}, // straddles FCP at 1000: 100 ms after it, 50 blocking
      {startTime: 1200, duration: 50}, // exactly 50: nothing
      {startTime: 1500, duration: 170}, // 120
    ];
    expect(blockingTime(tasks, 1000)).toBe(50 + 0 + 120);
    expect(blockingTime([], 1000)).toBe(0);
  });
});

describe('medians, ratios and budgets', () => {
  it('takes medians per figure, and no ratio against zero or a missing value', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(medians([visit({fcpMs: 700}), visit({fcpMs: 900}), visit({fcpMs: 1000, tbtMs: 0})])).toEqual(
      visit({fcpMs: 900}),
    );
    expect(ratio(5, 0)).toBeUndefined();
    expect(ratio(NaN, 1)).toBeUndefined();
  });

  const met = (site: Partial<Visit>, anchor: Partial<Visit>) => judge(visit(site), visit(anchor)).map((v) => v.met);

  it('meets paint and script budgets at their edge and misses just above', () => {
    expect(met({}, {})).toEqual([true, true, true, false]); // same JS as the anchor: 1.0 > 0.85
    expect(met({fcpMs: 801, lcpMs: 901, jsBytes: 85}, {jsBytes: 100})).toEqual([false, false, true, true]);
    expect(met({jsBytes: 86}, {jsBytes: 100})[3]).toBe(false);
    expect(met({fcpMs: NaN}, {})[0]).toBe(false);
  });

  it('meets TBT at 150 ms, or above it at 0.3 × the anchor', () => {
    expect(met({tbtMs: 150}, {tbtMs: 0})[2]).toBe(true);
    expect(met({tbtMs: 151}, {tbtMs: 400})[2]).toBe(false);
    expect(met({tbtMs: 180}, {tbtMs: 600})[2]).toBe(true);
    expect(met({tbtMs: 181}, {tbtMs: 600})[2]).toBe(false);
  });

  it('holds the budgets the guide states', () => {
    const guide = fs.readFileSync(path.join(SITE_DIR, 'guides', 'PERFORMANCE.md'), 'utf8');
    const row = (label: string) => guide.match(new RegExp(`^\\| ${label}\\s*\\|([^|]*)\\|([^|]*)\\|`, 'm'));
    const numbers = (cell: string | undefined) => [...(cell ?? '').matchAll(/[\d.]+/g)].map((m) => Number(m[0]));
    expect(numbers(row('FCP, LCP median')?.[1])).toEqual([BUDGETS.paintMaxRatio]);
    expect(numbers(row('FCP, LCP median')?.[2])).toEqual([BUDGETS.paintAimRatio]);
    expect(numbers(row('TBT median')?.[1])).toEqual([BUDGETS.tbtMaxMs, BUDGETS.tbtMaxRatio]);
    expect(numbers(row('First-view JavaScript')?.[1])).toEqual([BUDGETS.jsMaxRatio]);
  });
});

describe('the printed report', () => {
  const [hip] = AUDIT_PAGES;
  const sides = [
    {name: 'site', visits: [visit({fcpMs: 900, tbtMs: 100, jsBytes: 50 * 1024})]},
    {name: 'no-x', visits: [visit({fcpMs: 990, tbtMs: 300, jsBytes: 60 * 1024})]},
    {name: 'anchor', visits: [visit({fcpMs: 800, tbtMs: 400, jsBytes: 200 * 1024})]},
  ];

  /** The cells of a side's row in a page's table. */
  function cells(text: string, side: string): string[] {
    const line = text.split('\n').find((l) => l.startsWith(`| ${side} |`))!;
    return line
      .split('|')
      .slice(2, -1)
      .map((c) => c.trim());
  }

  it("prints each side's medians, ratios to the anchor and to the first variant, and judges the first", () => {
    const {text, missed} = formatReport('2026-11-28 03:00', [{page: hip!, sides}]);
    expect(text).toContain('| side | FCP ms | LCP ms | TBT ms | JS KB | FCP ×anchor |');
    expect(cells(text, 'site')).toEqual([
      '900',
      '900',
      '100',
      '50.0',
      '1.13',
      '1.00',
      '0.25',
      '0.25',
      '1.00',
      '1.00',
      '1.00',
      '1.00',
    ]);
    expect(cells(text, 'no-x')).toEqual([
      '990',
      '900',
      '300',
      '60.0',
      '1.24',
      '1.00',
      '0.75',
      '0.30',
      '1.10',
      '1.00',
      '3.00',
      '1.20',
    ]);
    expect(cells(text, 'anchor').slice(4, 8)).toEqual(['1.00', '1.00', '1.00', '1.00']);
    expect(missed).toEqual(['hip nl, site: FCP 1.13× ≤ 1.00× (aim 0.85×)']);
    expect(text).toMatch(
      /Budgets \(site\): FCP 1\.13× .* MISSED; LCP 1\.00× .* met; TBT 100 ms .* met; JS 0\.25× .* met/,
    );
    expect(text).not.toContain('Lantern');
  });

  it('says all budgets are met when they are, and prints Lantern only as a diagnostic', () => {
    const lantern = [
      {name: 'site', fcpMs: 1500, lcpMs: 1600, tbtMs: 0},
      {name: 'anchor', fcpMs: 1200, lcpMs: 1300, tbtMs: 500},
    ];
    const {text, missed} = formatReport('2026-11-28 03:00', [
      {page: hip!, sides: [sides[0]!, {name: 'anchor', visits: [visit({fcpMs: 950, jsBytes: 1e6})]}], lantern},
    ]);
    expect(missed).toEqual([]);
    expect(text).toMatch(/All budgets met\.$/);
    expect(text).toContain('| site | 1500 | 1600 | 0 |');
  });
});
