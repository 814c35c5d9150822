/**
 * One term per concept (ARCHITECTURE "Words"): every locale that has a termbase
 * (i18n/<locale>/terms.json) is in its documented shape, and none of its wrong
 * variants appears in that locale's pages, interface messages, site texts
 * (structured data, social cards, FAQ) or language offer. `npm run i18n:status`
 * lists the same, and the built JSON-LD as well when a build exists.
 */
import path from 'node:path';
import {DEFAULT_LOCALE} from '../../src/data/locales';
import {collectTermStatus, formatTermHit, loadTermbase, termbaseLocales} from '../../scripts/workflow/terms';

const SITE = path.resolve(__dirname, '..', '..');
const locales = termbaseLocales(SITE);
// The sources only: a build may be older than the texts it was built from.
const reports = collectTermStatus(SITE, locales, {buildDir: false});

it('the Dutch termbase exists and covers anatomy, implants, procedures, insurance words and injections', () => {
  expect(locales).toContain(DEFAULT_LOCALE);
  const {termbase} = loadTermbase(SITE, DEFAULT_LOCALE);
  expect(Object.keys(termbase)).toEqual(
    expect.arrayContaining([
      'hip-joint',
      'knee-joint',
      'prosthesis',
      'hip-replacement',
      'knee-replacement',
      'revision-surgery',
      'check-up',
      'deductible',
      'reimbursement',
      'cortisone-injection',
      'hyaluronic-acid',
      'infiltration',
    ]),
  );
});

describe.each(locales.map((l) => [l]))('%s termbase', (locale) => {
  const report = reports.find((r) => r.locale === locale)!;

  it('is in the documented shape', () => {
    expect(report.errors).toEqual([]);
    expect(report.concepts).toBeGreaterThan(0);
  });

  it('no wrong variant in the pages, messages, site texts or structured data', () => {
    expect(report.hits.map(formatTermHit)).toEqual([]);
  });
});
