/**
 * Safety-netting and medical review on the built pages (DESIGN "Medical
 * content standards"): every treatment page tells which signs need help at
 * once, after its complications or risks, with the practice's phone and 112;
 * every treatment and about page ends with its review dates and reviewer, and
 * its JSON-LD carries the same review date.
 */
import {LOCALES} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import {PAGE_REVIEWS, REVIEWED_PAGES, reviewDate} from '@site/src/data/review';
import {pagePath} from '@site/src/data/routes';
import {assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

const TREATMENTS = ['infiltrations', 'hip', 'knee', 'revision'] as const;
/** The section the safety-netting block follows, and how many groups of signs it has. */
const EXPECTED = {
  infiltrations: {after: 'risks', groups: 1},
  hip: {after: 'complications', groups: 3},
  knee: {after: 'complications', groups: 2},
  revision: {after: 'risks', groups: 3},
} as const;

const cases = LOCALES.flatMap((locale) => TREATMENTS.map((page) => ({locale, page, path: pagePath(page, locale)})));

describe.each(cases)('$path: when to get help at once', ({locale, page, path}) => {
  const root = () => builtPage(path);

  it('has the block under its own heading, right after the complications or risks', () => {
    const headings = root()
      .querySelectorAll('article h2[id]')
      .map((h) => h.id);
    const at = headings.indexOf('urgent-help');
    expect(at).toBeGreaterThan(0);
    expect(headings[at - 1]).toBe(EXPECTED[page].after);
    const block = root().querySelectorAll('[data-testid="urgent-help"]');
    expect(block).toHaveLength(1);
    expect(block[0]!.querySelectorAll('ul')).toHaveLength(EXPECTED[page].groups);
    expect(block[0]!.querySelectorAll('li').every((li) => li.text.trim().length > 10)).toBe(true);
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

const reviewed = LOCALES.flatMap((locale) => REVIEWED_PAGES.map((page) => ({locale, page, path: pagePath(page, locale)})));

describe.each(reviewed)('$path: medical review', ({locale, page, path}) => {
  it('ends with the review dates as <time datetime>, the reviewer and, on a translation, its check date', () => {
    const footer = builtPage(path).querySelectorAll('[data-testid="page-review"]');
    expect(footer).toHaveLength(1);
    const times = footer[0]!.querySelectorAll('time').map((t) => t.getAttribute('datetime'));
    const review = PAGE_REVIEWS[page];
    const expected = [review.lastReviewed, review.nextReview];
    if (locale !== 'nl') expected.push(reviewDate(page, locale));
    expect(times).toEqual(expected);
    const text = footer[0]!.text;
    expect(text).toContain(PRACTICE.surgeon.registration.big);
    expect(text).toContain(PRACTICE.surgeon.registration.colegiado);
    expect(text).not.toMatch(/\{[a-z]+\}/);
    // Treatment pages also say, once, that they inform and do not replace a consultation.
    const paragraphs = footer[0]!.querySelectorAll('p').length;
    expect(paragraphs).toBe(2 + (locale === 'nl' ? 0 : 1) + (page === 'about' ? 0 : 1));
  });

  it('states the same review date in its JSON-LD', () => {
    const blocks = builtPage(path)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>);
    const pageNode = blocks.find((b) => b['@type'] === (page === 'about' ? 'ProfilePage' : 'MedicalWebPage'))!;
    expect(pageNode).toBeDefined();
    expect(pageNode.lastReviewed).toBe(reviewDate(page, locale));
    expect(pageNode.reviewedBy).toBeDefined();
    if (page !== 'about') expect(pageNode.medicalAudience).toEqual({'@type': 'MedicalAudience', audienceType: 'Patient'});
  });
});

describe.each(LOCALES)('%s: the surgeon in the JSON-LD', (locale) => {
  it('offers every treatment under its page title, with the registrations', () => {
    const root = builtPage(pagePath('home', locale));
    const graph = root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as {'@graph'?: Record<string, unknown>[]})
      .flatMap((b) => b['@graph'] ?? []);
    const physician = graph.find((n) => n['@type'] === 'Physician')!;
    const services = physician.availableService as {name: string; url: string}[];
    expect(services.map((s) => new URL(s.url).pathname.replace(/\/$/, ''))).toEqual(
      TREATMENTS.map((p) => pagePath(p, locale).replace(/\/$/, '')),
    );
    for (const [i, s] of services.entries()) {
      const title = builtPage(pagePath(TREATMENTS[i]!, locale)).querySelector('h1')!.text.trim();
      expect(s.name).toBe(title);
    }
    expect(physician.identifier).toHaveLength(2);
  });
});
