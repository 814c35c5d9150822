/**
 * Structured data in the built pages: every JSON-LD block of all 36 pages
 * parses, conforms to the schema.org vocabulary (types and properties as
 * schema-dts declares them), carries the types each page needs, in the
 * page's language, with every `@id` reference resolvable.
 */
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {PRACTICE} from '@site/src/data/practice';
import {isTreatmentPage, pagePath, type PageId} from '@site/src/data/routes';
import {isReviewedPage, reviewDate} from '@site/src/data/review';
import path from 'node:path';
import {PROCEDURES, TREATMENT_IDS, type TreatmentId} from '@site/src/data/procedures';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {procedureText as procedureTextOf} from '@site/plugins/structured-data/procedure';
import {seoTexts} from '@site/plugins/structured-data/inject';
import {checkJsonLd, loadVocabulary} from '../helpers/jsonLdVocabulary';
import {ALL_PAGES, UNTRANSLATED, assertBuildExists, builtPage} from '../helpers/site';
import {isPublished} from '@site/src/lib/alternates';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
const vocab = loadVocabulary();
const SITE_DIR = path.join(__dirname, '..', '..');
const procedureText = (id: TreatmentId, locale: string) => procedureTextOf(id, loadSiteTexts(SITE_DIR, locale));

type Node = Record<string, unknown> & {'@type'?: string; '@id'?: string};

beforeAll(assertBuildExists);

function blocks(sitePath: string): unknown[] {
  return builtPage(sitePath)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.text) as unknown);
}

/** Every typed node of a page, nested ones included. */
function nodesOf(values: unknown[]): Node[] {
  const out: Node[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v === null || typeof v !== 'object') return;
    const obj = v as Node;
    if (obj['@type']) out.push(obj);
    Object.values(obj).forEach(walk);
  };
  values.forEach(walk);
  return out;
}

function references(values: unknown[]): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v === null || typeof v !== 'object') return;
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === '@id') out.push((v as {'@id': string})['@id']);
    Object.values(v).forEach(walk);
  };
  values.forEach(walk);
  return out;
}

/** A treatment whose procedure src/data/procedures.ts describes (a page just added has none yet). */
const isTreatment = (page: PageId): page is TreatmentId => (TREATMENT_IDS as readonly string[]).includes(page);

describe.each(ALL_PAGES)('$path ($locale, $page)', ({page, locale, path: sitePath}) => {
  const url = SITE_URL + pagePath(page, locale);
  const data = () => blocks(sitePath);
  const nodes = () => nodesOf(data());
  const byType = (type: string) => nodes().filter((n) => n['@type'] === type);

  it('has only schema.org JSON-LD that conforms to the vocabulary', () => {
    expect(data().length).toBeGreaterThan(0);
    for (const block of data()) {
      expect((block as Node)['@context']).toBe('https://schema.org');
      expect(checkJsonLd(block, vocab)).toEqual([]);
    }
  });

  it('carries the practice, its clinics and the surgeon once, linked by @id, in the page language', () => {
    const practice = byType('MedicalOrganization');
    const physician = byType('Physician');
    expect(practice).toHaveLength(1);
    expect(physician).toHaveLength(1);
    expect(practice[0]!['@id']).toBe(`${SITE_URL}/#practice`);
    expect(physician[0]!['@id']).toBe(`${SITE_URL}/#physician`);
    expect(practice[0]!.member).toEqual({'@id': `${SITE_URL}/#physician`});
    expect(physician[0]!.memberOf).toEqual({'@id': `${SITE_URL}/#practice`});
    expect(practice[0]!.description).toBe(seoTexts(loadSiteTexts(SITE_DIR, locale)).practiceDescription);
    expect(practice[0]!.telephone).toBe(PRACTICE.phone[locale].e164);
    expect(practice[0]!.sameAs).toEqual(PRACTICE.social.map((s) => s.url));
    expect(String(practice[0]!.logo)).toMatch(/^https?:\/\/.+\.(svg|png)$/);
    const clinics = [...byType('MedicalClinic'), ...byType('Hospital')];
    expect(clinics.map((c) => c.name).sort()).toEqual(PRACTICE.clinics.map((c) => c.name).sort());
    expect(byType('WebSite')[0]?.inLanguage).toBe(locale);
  });

  it('resolves every @id reference within the page', () => {
    const ids = new Set(nodes().map((n) => n['@id']).filter(Boolean));
    for (const ref of references(data())) expect([ref, ids.has(ref)]).toEqual([ref, true]);
  });

  if (page === 'home') {
    it('has an FAQPage built from the questions shown on the page', () => {
      const faq = byType('FAQPage');
      expect(faq).toHaveLength(1);
      expect(faq[0]).toMatchObject({url, inLanguage: locale});
      const questions = faq[0]!.mainEntity as {name: string; acceptedAnswer: {text: string}}[];
      expect(questions.length).toBeGreaterThan(0);
      const visible = builtPage(sitePath).querySelector('main')!.text.replace(/\s+/g, ' ');
      for (const q of questions) {
        expect(visible).toContain(q.name.replace(/\s+/g, ' '));
        expect(visible).toContain(q.acceptedAnswer.text.replace(/\s+/g, ' '));
      }
    });
  }

  if (isTreatmentPage(page)) {
    it('has a MedicalWebPage named by the page heading, in the page language, dated only once reviewed', () => {
      const webPage = byType('MedicalWebPage');
      expect(webPage).toHaveLength(1);
      expect(webPage[0]).toMatchObject({url, inLanguage: locale});
      expect(webPage[0]!.name).toBe(builtPage(sitePath).querySelector('h1')?.text.trim());
      const reviewed = isReviewedPage(page) ? reviewDate(page, locale) : undefined;
      expect(webPage[0]!.lastReviewed).toBe(reviewed);
      expect(webPage[0]!.reviewedBy).toEqual(reviewed ? {'@id': `${SITE_URL}/#physician`} : undefined);
    });
  }

  if (isTreatment(page) && isPublished(page, locale, UNTRANSLATED)) {
    it('has its procedure and a MedicalWebPage about it, in the page language', () => {
      const info = PROCEDURES[page];
      const procedure = byType(info.schemaType);
      expect(procedure).toHaveLength(1);
      const text = procedureText(page, locale);
      expect(procedure[0]).toMatchObject({
        '@id': `${url}#procedure`,
        name: text.name,
        bodyLocation: text.bodyLocation,
        howPerformed: text.howPerformed,
        preparation: text.preparation,
        followup: text.followup,
      });
      if (info.procedureType) expect(procedure[0]!.procedureType).toBe(info.procedureType);
      const webPage = byType('MedicalWebPage');
      expect(webPage).toHaveLength(1);
      expect(webPage[0]).toMatchObject({url, inLanguage: locale, about: {'@id': `${url}#procedure`}});
      const title = builtPage(sitePath).querySelector('h1')?.text.trim();
      expect(webPage[0]!.name).toBe(title);
    });
  }

  if (page === 'about') {
    it('has the surgeon’s ProfilePage', () => {
      const profile = byType('ProfilePage');
      expect(profile).toHaveLength(1);
      expect(profile[0]).toMatchObject({url, inLanguage: locale, mainEntity: {'@id': `${SITE_URL}/#physician`}});
    });
  }

  it('has no page-level types meant for other pages', () => {
    const types = new Set(nodes().map((n) => n['@type']));
    if (page !== 'home') expect(types.has('FAQPage')).toBe(false);
    if (!isTreatmentPage(page)) expect(types.has('MedicalWebPage')).toBe(false);
    if (!isTreatment(page) || !isPublished(page, locale, UNTRANSLATED)) expect(types.has('SurgicalProcedure')).toBe(false);
    if (page !== 'about') expect(types.has('ProfilePage')).toBe(false);
    expect(types.has('BreadcrumbList')).toBe(false);
  });
});
