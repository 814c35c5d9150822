/**
 * Safety-netting and medical review on the built pages (ARCHITECTURE "Medical
 * content standards"): every treatment page of the page registry tells which
 * signs need help at once, after its complications or risks, with the
 * practice's phone and 112 (a locale's notice for a page not translated yet
 * too); every treatment and about page ends with its review dates and
 * reviewer, or says it awaits review with no date, and its JSON-LD carries
 * the same date or none.
 */
import {LOCALES} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import {REVIEWED_PAGES, pageReview, reviewDate} from '@site/src/data/review';
import {TREATMENT_PAGE_IDS, isTreatmentPage, pagePath} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {urgentSigns} from '@site/src/components/Medical/UrgentHelp/signs';
import {UNTRANSLATED, assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

const cases = LOCALES.flatMap((locale) =>
  TREATMENT_PAGE_IDS.map((page) => ({
    locale,
    page,
    path: pagePath(page, locale),
    notice: !isPublished(page, locale, UNTRANSLATED),
  })),
);

describe.each(cases)('$path: when to get help at once', ({locale, page, path, notice}) => {
  const root = () => builtPage(path);

  it('has the block once, under its own heading right after the complications or risks (a notice: after it)', () => {
    const block = root().querySelectorAll('[data-testid="urgent-help"]');
    expect(block).toHaveLength(1);
    const signs = urgentSigns(page);
    expect(block[0]!.querySelectorAll('ul')).toHaveLength(1 + Number(signs.clot) + Number(signs.dislocation));
    expect(block[0]!.querySelectorAll('li').every((li) => li.text.trim().length > 10)).toBe(true);
    if (notice) {
      expect(root().querySelector('[data-testid="untranslated-notice"]')).not.toBeNull();
      return;
    }
    const headings = root()
      .querySelectorAll('article h2[id]')
      .map((h) => h.id);
    const at = headings.indexOf('urgent-help');
    expect(at).toBeGreaterThanOrEqual(0);
    const risks = headings.filter((id) => id === 'complications' || id === 'risks');
    if (risks.length > 0) expect(risks).toContain(headings[at - 1]);
  });

  it("gives the practice's phone and 112 as links", () => {
    const block = root().querySelector('[data-testid="urgent-help"]')!;
    const phone = block.querySelector('[data-testid="urgent-phone"]')!;
    expect(phone.getAttribute('href')).toBe(`tel:${PRACTICE.phone[locale].e164}`);
    expect(phone.text).toBe(PRACTICE.phone[locale].display);
    const emergency = block.querySelector('[data-testid="urgent-112"]')!;
    expect(emergency.getAttribute('href')).toBe('tel:112');
    expect(block.text).not.toMatch(/\{[a-z]+\}/);
  });
});

describe('the signs a treatment lists', () => {
  it('no clot after an injection, a dislocated hip only after hip surgery (WRITERS "UrgentHelp")', () => {
    expect(urgentSigns('infiltrations')).toMatchObject({injection: true, clot: false, dislocation: false});
    expect(urgentSigns('hip')).toMatchObject({clot: true, dislocation: true});
    expect(urgentSigns('knee')).toMatchObject({clot: true, dislocation: false});
    expect(() => urgentSigns('nonsense')).toThrow(/not a treatment page/);
  });
});

const reviewed = LOCALES.flatMap((locale) => REVIEWED_PAGES.map((page) => ({locale, page, path: pagePath(page, locale)})));

describe.each(reviewed)('$path: medical review', ({locale, page, path}) => {
  const review = pageReview(page);
  const checked = reviewDate(page, locale);

  it('ends with the review dates as <time datetime>, the reviewer and, on a translation, its check date', () => {
    const footer = builtPage(path).querySelectorAll('[data-testid="page-review"]');
    expect(footer).toHaveLength(1);
    const times = footer[0]!.querySelectorAll('time').map((t) => t.getAttribute('datetime'));
    const text = footer[0]!.text;
    expect(text).not.toMatch(/\{[a-z]+\}/);
    // Treatment pages also say, once, that they inform and do not replace a consultation.
    const disclaimer = isTreatmentPage(page) ? 1 : 0;
    const paragraphs = footer[0]!.querySelectorAll('p').length;
    if (!review) {
      // Awaiting its first review: said so, and no date anywhere.
      expect(times).toEqual([]);
      expect(footer[0]!.querySelectorAll('[data-review="awaiting"]')).toHaveLength(1);
      expect(text).not.toMatch(/\d{4}/);
      expect(paragraphs).toBe(1 + disclaimer);
      return;
    }
    expect(times).toEqual([review.lastReviewed, review.nextReview, ...(locale !== 'nl' && checked ? [checked] : [])]);
    expect(text).toContain(PRACTICE.surgeon.registration.big);
    expect(text).toContain(PRACTICE.surgeon.registration.colegiado);
    expect(paragraphs).toBe(2 + (locale === 'nl' ? 0 : 1) + disclaimer);
  });

  it('states the same review date in its JSON-LD, or none while it awaits review', () => {
    const blocks = builtPage(path)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>);
    const pageNode = blocks.find((b) => b['@type'] === (page === 'about' ? 'ProfilePage' : 'MedicalWebPage'))!;
    expect(pageNode).toBeDefined();
    expect(pageNode.lastReviewed).toBe(checked);
    expect(pageNode.reviewedBy === undefined).toBe(checked === undefined);
    if (page !== 'about') expect(pageNode.medicalAudience).toEqual({'@type': 'MedicalAudience', audienceType: 'Patient'});
  });
});

describe.each(LOCALES)('%s: the surgeon in the JSON-LD', (locale) => {
  it('offers every treatment the locale has under its page title, with the registrations', () => {
    const root = builtPage(pagePath('home', locale));
    const graph = root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as {'@graph'?: Record<string, unknown>[]})
      .flatMap((b) => b['@graph'] ?? []);
    const physician = graph.find((n) => n['@type'] === 'Physician')!;
    const services = physician.availableService as {name: string; url: string}[];
    const treatments = TREATMENT_PAGE_IDS.filter((p) => isPublished(p, locale, UNTRANSLATED));
    expect(services.map((s) => new URL(s.url).pathname.replace(/\/$/, ''))).toEqual(
      treatments.map((p) => pagePath(p, locale).replace(/\/$/, '')),
    );
    for (const [i, s] of services.entries()) {
      const title = builtPage(pagePath(treatments[i]!, locale)).querySelector('h1')!.text.trim();
      expect(s.name).toBe(title);
    }
    expect(physician.identifier).toHaveLength(2);
  });
});
