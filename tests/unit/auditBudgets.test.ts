/**
 * The pure half of `npm run audit` (scripts/workflow/auditBudgets.ts): the
 * sampled pages exist with the same text in both sites, ratios and budget
 * judgements hold at their edges, and the printed table says what was met
 * and missed (recorded numbers, no Lighthouse run).
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {pagePath} from '@site/src/data/routes';
import {SITE_DIR} from '../helpers/site';
import {
  AUDIT_PAGES,
  docSlug,
  stockPageProblems,
  BUDGETS,
  BUILD_MAX_RATIO,
  formatReport,
  judge,
  judgeBuild,
  median,
  ratio,
  runTimings,
  type PageMetrics,
} from '../../scripts/workflow/auditBudgets';

function metrics(over: Partial<PageMetrics>): PageMetrics {
  return {
    fcpS: 0.8,
    lcpS: 0.8,
    lcpWorstS: 0.8,
    lcpRunsS: [0.8],
    tbtMs: 0,
    jsBytes: 70 * 1024,
    cls: 0,
    documentBytes: 14_000,
    blockingCssBytes: 6_000,
    appliedFcpS: [],
    appliedLcpS: [],
    ...over,
  };
}

describe('sampled pages', () => {
  it('are the comparable kinds: hip (nl, en), knee (de), injections and about', () => {
    const sampled = AUDIT_PAGES.map((p) => `${p.id} ${p.locale}`);
    expect(sampled).toEqual(expect.arrayContaining(['hip nl', 'hip en', 'knee de']));
    expect(new Set(AUDIT_PAGES.map((p) => p.id))).toEqual(new Set(['hip', 'knee', 'infiltrations', 'about']));
    expect(new Set(sampled).size).toBe(sampled.length);
  });

  it("take this site's paths from the route table, and each is a doc with that slug", () => {
    for (const page of AUDIT_PAGES) {
      expect(page.ours).toBe(pagePath(page.id, page.locale));
      expect(docSlug(SITE_DIR, page.locale, page.id, 'mdx')).toBe(page.ours);
    }
  });

  it('the audit stops unless the stock anchor carries those pages, the same doc in both sites', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anchor-'));
    try {
      const write = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
        fs.writeFileSync(path.join(dir, rel), text);
      };
      write(
        'README.md',
        `# Stock\n\n## Comparable pages\n\n${AUDIT_PAGES.map((p) => `- \`${p.stock}\``).join('\n')}\n`,
      );
      for (const page of AUDIT_PAGES) {
        const rel =
          page.locale === 'nl'
            ? `docs/${page.id}.md`
            : `i18n/${page.locale}/docusaurus-plugin-content-docs/current/${page.id}.md`;
        const slug = page.locale === 'nl' ? page.stock : page.stock.slice(page.locale.length + 1);
        write(rel, `---\nslug: ${slug}\n---\n\nText.\n`);
      }
      expect(stockPageProblems(dir)).toEqual([]);
      const [first] = AUDIT_PAGES;
      write(first!.locale === 'nl' ? `docs/${first!.id}.md` : 'x', '---\nslug: /elsewhere\n---\n');
      expect(stockPageProblems(dir)).toEqual([
        `stock's ${first!.locale} ${first!.id} doc is at /elsewhere, not ${first!.stock}`,
      ]);
      fs.rmSync(path.join(dir, 'README.md'));
      expect(stockPageProblems(dir)[0]).toMatch(/README\.md is missing/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('ratios and judgements', () => {
  it('computes this site / stock, and no ratio against zero or a missing value', () => {
    expect(ratio(0.87, 0.76)).toBeCloseTo(1.1447, 4);
    expect(ratio(5, 0)).toBeUndefined();
    expect(ratio(NaN, 1)).toBeUndefined();
  });

  it('meets a budget at its edge and misses just above it', () => {
    expect(judge(3, 5, 0.6)).toEqual({ratio: 0.6, met: true});
    expect(judge(3.01, 5, 0.6).met).toBe(false);
    expect(judge(0.76, 0.76, 1).met).toBe(true);
    expect(judge(0.87, 0.76, 1).met).toBe(false);
  });

  it('treats zero against zero as met, anything against zero or a missing value as missed', () => {
    expect(judge(0, 0, 0.7)).toEqual({ratio: undefined, met: true});
    expect(judge(10, 0, 0.7)).toEqual({ratio: undefined, met: false});
    expect(judge(NaN, 100, 0.7).met).toBe(false);
  });

  it('takes medians and the worst run from the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    const t = runTimings([
      {fcpMs: 900, lcpMs: 1100, tbtMs: 30},
      {fcpMs: 800, lcpMs: 2500, tbtMs: 0},
      {fcpMs: 850, lcpMs: 1000, tbtMs: 10},
    ]);
    expect(t).toEqual({fcpS: 0.85, lcpS: 1.1, lcpWorstS: 2.5, lcpRunsS: [1.1, 2.5, 1], tbtMs: 10});
  });

  it("judges the cold build by the median of the pairs' own ratios", () => {
    // Medians of the times would give 12 / 10 = 1.2 (met); the pairs' ratios 1.0, 1.5, 1.3.
    const build = judgeBuild([
      {oursS: 10, stockS: 10},
      {oursS: 12, stockS: 8},
      {oursS: 26, stockS: 20},
    ]);
    expect(build.ratio).toBeCloseTo(1.3);
    expect(build.met).toBe(false);
    expect(judgeBuild([{oursS: 12, stockS: 10}]).met).toBe(12 / 10 <= BUILD_MAX_RATIO);
  });

  it('holds the ratios the guide states', () => {
    const guide = fs.readFileSync(path.join(SITE_DIR, 'guides', 'PERFORMANCE.md'), 'utf8');
    const stated = (row: RegExp) => Number(guide.match(row)?.[1]);
    const byLabel = Object.fromEntries(BUDGETS.map((b) => [b.label, b.maxRatio]));
    expect(byLabel['FCP median (s)']).toBe(stated(/^\| FCP median, LCP median\s*\| ≤ ([\d.]+)/m));
    expect(byLabel['LCP median (s)']).toBe(stated(/^\| FCP median, LCP median\s*\| ≤ ([\d.]+)/m));
    expect(byLabel['LCP worst run (s)']).toBe(stated(/^\| LCP, worst run\s*\| ≤ ([\d.]+)/m));
    expect(byLabel['TBT median (ms)']).toBe(stated(/^\| TBT median\s*\| ≤ ([\d.]+)/m));
    expect(byLabel['first-view JS (KB gzip)']).toBe(stated(/^\| First-view JavaScript[^|]*\| ≤ ([\d.]+)/m));
    expect(BUILD_MAX_RATIO).toBe(stated(/^\| Cold build[^|]*\| ≤ ([\d.]+)/m));
  });
});

describe('the printed table', () => {
  // Recorded on hip nl in issue 36's audit: FCP 0.87 s against stock's 0.76 s.
  const hip = AUDIT_PAGES[0]!;
  const knee = AUDIT_PAGES.find((p) => p.id === 'knee')!;
  const ours = metrics({fcpS: 0.87, lcpS: 1.1, lcpWorstS: 1.12, lcpRunsS: [1.08, 1.1, 1.12], tbtMs: 0});
  const stock = metrics({fcpS: 0.76, lcpS: 1.0, lcpWorstS: 2.5, lcpRunsS: [1.0, 1.0, 2.5], tbtMs: 120});
  const stockJs = metrics({...stock, jsBytes: 150 * 1024});

  /** A page's row for a budget, split into its cells. */
  function cells(text: string, where: string, label: string): string[] {
    const block = where ? text.slice(text.indexOf(`${where}:`)) : text;
    const line = block.split('\n').find((l) => l.trimStart().startsWith(label))!;
    return line.trim().slice(label.length).trim().split(/\s+/);
  }

  it('shows this site, stock, ratio, budget and the verdict of each budget, and lists the misses', () => {
    const {text, missed} = formatReport({
      date: '2026-11-26',
      runs: 3,
      pages: [
        {page: hip, ours, stock: stockJs},
        {page: knee, ours: metrics({}), stock: stockJs},
      ],
      build: [{oursS: 13, stockS: 12}],
    });
    expect(cells(text, 'hip nl', 'FCP median (s)')).toEqual(['0.87', '0.76', '1.14', '≤', '1.00', 'MISSED']);
    expect(cells(text, 'hip nl', 'LCP median (s)')).toEqual(['1.10', '1.00', '1.10', '≤', '1.00', 'MISSED']);
    expect(cells(text, 'hip nl', 'LCP worst run (s)')).toEqual(['1.12', '2.50', '0.45', '≤', '0.60', 'met']);
    expect(cells(text, 'hip nl', 'TBT median (ms)')).toEqual(['0', '120', '0.00', '≤', '0.70', 'met']);
    expect(cells(text, 'hip nl', 'first-view JS (KB gzip)')).toEqual(['70.0', '150.0', '0.47', '≤', '0.85', 'met']);
    expect(cells(text, 'knee de', 'FCP median (s)')).toEqual(['0.80', '0.76', '1.05', '≤', '1.00', 'MISSED']);
    // The summary: the worst page per budget, and the cold build's pair.
    const summary = text.slice(text.indexOf('Budgets, held on each'));
    expect(cells(summary, '', 'FCP median (s)')).toEqual(['1.14', '≤', '1.00', 'MISSED', '(worst:', 'hip', 'nl)']);
    expect(cells(summary, '', 'cold build, 6 locales (s)')).toEqual(['13.0', '12.0', '1.08', '≤', '1.20', 'met']);
    expect(missed).toEqual([
      'hip nl: FCP median (s) 0.87, stock 0.76, ratio 1.14 (budget ≤ 1.00)',
      'hip nl: LCP median (s) 1.10, stock 1.00, ratio 1.10 (budget ≤ 1.00)',
      'knee de: FCP median (s) 0.80, stock 0.76, ratio 1.05 (budget ≤ 1.00)',
    ]);
    expect(text).toMatch(/3 budget\(s\) missed/);
  });

  it('says all budgets are met when they are, and leaves out what was not measured', () => {
    const {text, missed} = formatReport({
      date: '2026-11-26',
      runs: 1,
      pages: [
        {page: hip, ours: metrics({}), stock: metrics({fcpS: 0.9, lcpS: 2, lcpWorstS: 2, tbtMs: 100, jsBytes: 1e6})},
      ],
    });
    expect(missed).toEqual([]);
    expect(text).toMatch(/All budgets met\.$/);
    expect(text).not.toMatch(/cold build|applied/);
  });

  it('shows applied throttling beside the budgets when measured, with no verdict', () => {
    const withApplied = metrics({appliedFcpS: [1.7, 1.9], appliedLcpS: [1.7, 1.9]});
    const {text} = formatReport({
      date: '2026-11-26',
      runs: 2,
      pages: [{page: hip, ours: withApplied, stock: withApplied}],
    });
    expect(cells(text, 'hip nl', 'FCP median, applied (s)')).toEqual(['1.80', '1.80', '1.00']);
  });

  it('misses TBT when stock blocks for 0 ms and this site does not', () => {
    const {missed} = formatReport({
      date: '2026-11-26',
      runs: 1,
      pages: [{page: hip, ours: metrics({tbtMs: 20}), stock: metrics({lcpWorstS: 2, tbtMs: 0, jsBytes: 1e6})}],
    });
    expect(missed).toEqual(['hip nl: TBT median (ms) 20, stock 0, ratio – (budget ≤ 0.70)']);
  });
});
