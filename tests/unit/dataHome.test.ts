/**
 * Validates the typed figures and practice details the home page, header and
 * footer render: complete, no duplicates, well-formed URLs, the facts that
 * derive from one another (ARCHITECTURE "One truth")
 * read the same figure, and every locale's texts for them present in
 * code.json. No figure is retyped here: a practice changing one in src/data
 * keeps these tests green (src/data/validate.ts checks the values themselves).
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import {practiceProblems, practiceUrls, urlProblem} from '../helpers/practiceChecks';
import {REAL_LOOKING_PRACTICE} from '../fixtures/practice.real';
import {CARE_REVIEW_RATING, STATS, stat, HERO_RATING_DOTS} from '@site/src/data/stats';
import {FIGURES, POST_OP_SCHEDULE} from '@site/src/data/clinical';
import {SCHEDULE, TOURISM_STAY} from '@site/src/data/schedule';
import {FAQ_OPERATION_WAIT, PUBLIC_WAIT_LIMIT_DAYS, WAITING_TIMES} from '@site/src/data/waitingTimes';
import {
  CONSULT_PRICES,
  LOWEST_OPERATION_PRICE,
  OPERATION_PRICES,
  PRICE_INCLUDES,
  PROSTHESIS_PRICE,
  REHAB_PRICE,
  fromPrice,
  operationPrice,
} from '@site/src/data/prices';
import {TESTIMONIALS, TESTIMONIAL_AVERAGE} from '@site/src/data/testimonials';
import {TREATMENT_CARDS, SCAR_CM} from '@site/src/data/treatmentCards';
import {TREATMENT_PAGE_IDS} from '@site/src/data/routes';
import {CLINIC_ASSETS, CLINIC_ORDER} from '@site/src/data/clinics';
import {formatFor} from '@site/src/lib/format';

const SITE_DIR = path.resolve(__dirname, '..', '..');

function expectUnique(values: readonly unknown[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('practice details', () => {
  // Shape, format, uniqueness and https, not the placeholder hosts: a practice that puts its
  // real addresses into src/data/practice.ts keeps the tests green (tests/helpers/practiceChecks.ts).
  it('pass the validators: https URLs on domain names, unique, a valid e-mail, E.164 phones, unique keys', () => {
    expect(practiceProblems(PRACTICE)).toEqual([]);
    expect(practiceUrls(PRACTICE).length).toBeGreaterThanOrEqual(14);
  });

  it('a realistic set of real-looking details passes the same validators', () => {
    expect(practiceProblems(REAL_LOOKING_PRACTICE)).toEqual([]);
    expect(practiceUrls(REAL_LOOKING_PRACTICE).some((u) => new URL(u).hostname.endsWith('.example'))).toBe(false);
  });

  it('the validators catch what is wrong', () => {
    const broken = {
      ...REAL_LOOKING_PRACTICE,
      email: 'afspraken@',
      bookingUrl: 'http://orthopedie-jansen.nl/afspraak',
      chatUrl: 'https://localhost/chat',
      partners: [REAL_LOOKING_PRACTICE.partners[0]!, REAL_LOOKING_PRACTICE.partners[0]!],
    };
    const problems = practiceProblems(broken);
    for (const expected of [
      /afspraken@: not an e-mail/,
      /not https/,
      /localhost is not a domain name/,
      /listed twice/,
      /key rehab twice/,
    ]) {
      expect(problems.some((p) => expected.test(p))).toBe(true);
    }
    expect(urlProblem('https://192.168.1.1/x')).toMatch(/not a domain name/);
    expect(urlProblem('https://user:pw@site.nl/')).toMatch(/credentials/);
  });

  it('has social profiles, review platforms (the care-review site with the one rating) and the two partners', () => {
    expect(PRACTICE.social.length).toBeGreaterThan(0);
    expect(PRACTICE.reviewPlatforms.find((r) => r.key === 'careReview')).toMatchObject({
      rating: CARE_REVIEW_RATING.value,
      scale: CARE_REVIEW_RATING.scale,
    });
    for (const r of PRACTICE.reviewPlatforms) expect(r.rating).toBeLessThanOrEqual(r.scale);
    // The home page's partner section names these two by key.
    expect(PRACTICE.partners.map((p) => p.key)).toEqual(['rehab', 'liaison']);
  });

  it('has assets for exactly the four clinics, each file present and sized as declared', () => {
    expect([...CLINIC_ORDER].sort()).toEqual(PRACTICE.clinics.map((c) => c.key).sort());
    expect(Object.keys(CLINIC_ASSETS).sort()).toEqual([...CLINIC_ORDER].sort());
    const images = [
      ...Object.values(CLINIC_ASSETS).flatMap((a) => [a.logo, a.image]),
      ...TREATMENT_CARDS.map((c) => c.image),
    ];
    expectUnique(images.map((i) => i.src));
    for (const image of images) {
      const file = path.join(SITE_DIR, 'static', image.src);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain(`width="${image.width}"`);
      expect(svg).toContain(`height="${image.height}"`);
      expect(fs.statSync(file).size).toBeLessThan(8_000);
    }
  });
});

describe('figures: complete, valid, and derived where one fact follows from another', () => {
  it('statistics: one of each, the rating is the care-review rating, one location per place of the schedule', () => {
    expectUnique(STATS.map((s) => s.key));
    expect(STATS.map((s) => s.key).sort()).toEqual(['locations', 'patients', 'rating', 'years']);
    expect(stat('rating')).toMatchObject({value: CARE_REVIEW_RATING.value, scale: CARE_REVIEW_RATING.scale});
    // "3 locations" means places (ARCHITECTURE "Words"): the schedule's places, not the clinics.
    expect(Object.keys(SCHEDULE)).toHaveLength(stat('locations').value);
    expect(Number.isInteger(HERO_RATING_DOTS) && HERO_RATING_DOTS > 0).toBe(true);
  });

  it('waiting times: one row per location, valid ranges, each at a clinic of practice.ts', () => {
    expectUnique(WAITING_TIMES.map((w) => w.key));
    for (const w of WAITING_TIMES) {
      for (const range of [w.consultWait, w.operationWait]) expect(range.min).toBeLessThanOrEqual(range.max);
      expect(PRACTICE.clinics.some((c) => c.key === w.clinic)).toBe(true);
    }
    // The FAQ quotes locations' waits (ARCHITECTURE "One truth"): our Utrecht clinic, Marbella (Compass).
    expect(FAQ_OPERATION_WAIT).toEqual({
      netherlands: WAITING_TIMES.find((w) => w.key === 'utrecht')!.operationWait,
      spain: WAITING_TIMES.find((w) => w.key === 'marbella_compass')!.operationWait,
    });
    expect(Number.isInteger(PUBLIC_WAIT_LIMIT_DAYS)).toBe(true);
  });

  it('prices: one per operation, "from" the lowest, what is included follows the clinical figures', () => {
    expect(Object.keys(CONSULT_PRICES).sort()).toEqual(['marbella_compass', 'marbella_mso']);
    expectUnique(OPERATION_PRICES.map((p) => p.key));
    for (const p of OPERATION_PRICES) expect(operationPrice(p.key)).toBe(p.eur);
    expect(LOWEST_OPERATION_PRICE).toBe(Math.min(...OPERATION_PRICES.map((p) => p.eur)));
    expect(PROSTHESIS_PRICE).toBe(
      Math.min(operationPrice('totalHip'), operationPrice('totalKnee'), operationPrice('partialKnee')),
    );
    expect(PRICE_INCLUDES.hospitalNights).toBe(FIGURES['operation.hospitalStay'].value);
    for (const value of Object.values(PRICE_INCLUDES)) expect(Number.isInteger(value)).toBe(true);
    expect(REHAB_PRICE.monthlyFromEur).toBeGreaterThan(0);
  });

  it('schedule and stay: the minimum stay is the flying week of the activity table', () => {
    expect(TOURISM_STAY.minWeeksAfterSurgery).toBe(POST_OP_SCHEDULE.find((e) => e.activity === 'flying')!.after.value);
    expect(TOURISM_STAY.stayWeeks.min).toBeLessThanOrEqual(TOURISM_STAY.stayWeeks.max);
  });

  it('testimonials: unique, each rated within its scale and dated; the average is the care-review rating', () => {
    expect(TESTIMONIALS.length).toBeGreaterThan(0);
    expectUnique(TESTIMONIALS.map((t) => t.key));
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBeLessThanOrEqual(t.scale);
      expect(t.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
    expect(TESTIMONIAL_AVERAGE).toEqual({rating: CARE_REVIEW_RATING.value, scale: CARE_REVIEW_RATING.scale});
  });

  it('treatment cards: treatment pages of the registry, with the clinical figures', () => {
    for (const card of TREATMENT_CARDS) expect(TREATMENT_PAGE_IDS).toContain(card.key);
    expect(SCAR_CM).toEqual({hip: FIGURES['operation.scar.hip'].value, knee: FIGURES['operation.scar.knee'].value});
    const revision = TREATMENT_CARDS.find((c) => c.key === 'revision');
    if (revision) {
      expect(revision.duration).toEqual({
        kind: 'revision',
        hours: {min: FIGURES['revision.duration'].value[0], max: FIGURES['revision.duration'].value[1]},
        maxHospitalDays: FIGURES['revision.hospitalStay'].value,
      });
    }
  });
});

describe('formatting per locale', () => {
  it.each(LOCALES)('%s formats every figure with digits and without leftovers', (locale: Locale) => {
    const f = formatFor(locale);
    expect(f.euro(19500)).toMatch(/19.?500/);
    expect(f.euro(29.99)).toMatch(/29.99/);
    expect(f.rating(9.9, 10)).toMatch(/^9.9\/10$/);
    expect(f.rating(5, 5)).toMatch(/^5.0\/5$/);
    expect(f.rating(10, 10)).toBe('10/10');
    // Arabic writes two as the noun itself (tests/unit/formatRanges.test.ts).
    expect(f.duration({min: 2, max: 4, unit: 'week'})).toMatch(locale === 'ar' ? /4\D/ : /2\D+4\D/);
    expect(f.weekdays([1, 5])).not.toBe(f.weekdays([3, 4]));
    expect(f.month('2025-03')).toMatch(/2025/);
  });

  it('names weekdays in the language (Dutch and Arabic)', () => {
    expect(formatFor('nl').weekdays([1, 5])).toBe('maandag en vrijdag');
    expect(formatFor('en').weekdays([3, 4])).toBe('Wednesday and Thursday');
    expect(formatFor('ar').weekdays([1, 5])).toMatch(/الاثنين/);
  });
});

describe('texts of the home page, header and footer', () => {
  const codeJson = (locale: Locale) =>
    JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      {message: string; description?: string}
    >;
  const homeIds = Object.keys(codeJson('en')).filter(
    (id) =>
      /^(home|footer|navbar\.(item|booking|phone)|common\.(city|opensInNewTab))\./.test(id) || id === 'navbar.booking',
  );

  it('has a substantial set of ids', () => {
    expect(homeIds.length).toBeGreaterThan(200);
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))(
    '%s has every id, non-empty, with the same placeholders as English',
    (locale) => {
      const en = codeJson('en');
      const messages = codeJson(locale);
      const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
      for (const id of homeIds) {
        expect({id, has: id in messages}).toEqual({id, has: true});
        expect(messages[id]!.message.trim()).not.toBe('');
        // Plural forms may leave the number out (Arabic "ليلة واحدة"), so compare the set.
        expect({id, placeholders: placeholders(messages[id]!.message)}).toEqual({
          id,
          placeholders: placeholders(en[id]!.message),
        });
        expect(messages[id]!.description).toBeTruthy();
      }
    },
  );

  it('Arabic texts are written in Arabic script', () => {
    const ar = codeJson('ar');
    const latinOnly = homeIds.filter((id) => {
      const words = ar[id]!.message.replace(/\{\w+\}/g, '');
      return /\p{L}/u.test(words) && !/[\u0600-\u06FF]/.test(words);
    });
    // Only placeholders-only messages may lack Arabic letters.
    expect(latinOnly).toEqual([]);
  });
});

describe('each fact once (src/data)', () => {
  const dataDir = path.join(SITE_DIR, 'src', 'data');
  const sources = fs
    .readdirSync(dataDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({file: f, text: fs.readFileSync(path.join(dataDir, f), 'utf8')}));

  it('hospital nights: the price includes read the operation figure', () => {
    expect(PRICE_INCLUDES.hospitalNights).toBe(FIGURES['operation.hospitalStay'].value);
    const card = TREATMENT_CARDS.find((c) => c.key === 'hip')!.duration;
    expect(card.kind === 'operation' && card.hospitalNights).toBe(FIGURES['operation.hospitalStay'].value);
  });

  it('the rating: one 9.9/10 for the statistics, the testimonials and the review site', () => {
    expect(stat('rating')).toMatchObject(CARE_REVIEW_RATING);
    expect(TESTIMONIAL_AVERAGE).toEqual({rating: CARE_REVIEW_RATING.value, scale: CARE_REVIEW_RATING.scale});
    expect(PRACTICE.reviewPlatforms.find((p) => p.key === 'careReview')).toMatchObject({
      rating: CARE_REVIEW_RATING.value,
      scale: CARE_REVIEW_RATING.scale,
    });
    // The figure itself is typed in stats.ts only.
    const figure = new RegExp(`(?<![\\d.])${String(CARE_REVIEW_RATING.value).replace('.', '\\.')}(?![\\d.])`);
    const written = sources.filter((s) => figure.test(s.text.replace(/^\s*(\/\*\*|\*|\/\/).*$/gm, '')));
    expect(written.map((s) => s.file)).toEqual(['stats.ts']);
  });

  it('waits: the FAQ quotes locations of the table, not figures of its own', () => {
    expect(FAQ_OPERATION_WAIT.netherlands).toBe(WAITING_TIMES.find((w) => w.key === 'utrecht')!.operationWait);
    expect(FAQ_OPERATION_WAIT.spain).toBe(WAITING_TIMES.find((w) => w.key === 'marbella_compass')!.operationWait);
  });

  it("the stay before flying is the post-operative schedule's flying figure", () => {
    const flying = POST_OP_SCHEDULE.find((e) => e.activity === 'flying')!.after;
    expect(flying.unit).toBe('week');
    expect(TOURISM_STAY.minWeeksAfterSurgery).toBe(flying.value);
  });

  it('the prosthesis price of the FAQ is "from" the hip and knee prices', () => {
    expect(PROSTHESIS_PRICE).toBe(fromPrice('totalHip', 'totalKnee', 'partialKnee'));
    expect(fromPrice('totalHip', 'revision')).toBe(Math.min(operationPrice('totalHip'), operationPrice('revision')));
  });

  it('src/data imports no component, theme or plugin code', () => {
    const imports = sources.flatMap((s) =>
      [...s.text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => ({file: s.file, from: m[1]!})),
    );
    // Other data files, and the pure formatting of src/lib (procedures.ts fills its texts' figures).
    expect(imports.filter((i) => !/^\.\/\w+$/.test(i.from) && i.from !== '../lib/format')).toEqual([]);
  });
});
