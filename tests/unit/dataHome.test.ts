/**
 * Validates the typed figures and practice details the home page, header and
 * footer render: complete, no duplicates, well-formed URLs, the spec's
 * figures (section 9 with the DESIGN.md resolutions), and every locale's
 * texts for them present in code.json.
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

  it('has three social profiles, two review platforms, two partners, four clinics', () => {
    expect(PRACTICE.social).toHaveLength(3);
    expect(PRACTICE.reviewPlatforms.map((r) => [r.rating, r.scale])).toEqual([
      [9.9, 10],
      [5.0, 5],
    ]);
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

describe('figures (spec 9 with the DESIGN.md resolutions)', () => {
  it('statistics: 5000+ patients, 9.9/10, 16+ years, 3 locations', () => {
    expectUnique(STATS.map((s) => s.key));
    expect(stat('patients')).toEqual({key: 'patients', value: 5000, suffix: '+'});
    expect(stat('rating')).toEqual({key: 'rating', value: 9.9, scale: 10});
    expect(stat('years')).toEqual({key: 'years', value: 16, suffix: '+'});
    expect(stat('locations').value).toBe(3);
    expect(Object.keys(SCHEDULE)).toHaveLength(stat('locations').value);
    expect(HERO_RATING_DOTS).toBe(5);
  });

  it('waiting times per location (spec 9.3)', () => {
    const table = Object.fromEntries(
      WAITING_TIMES.map((w) => [
        w.key,
        [
          w.consultWait.min,
          w.consultWait.max,
          w.consultWait.unit,
          w.operationWait.min,
          w.operationWait.max,
          w.operationWait.unit,
        ],
      ]),
    );
    expect(table).toEqual({
      utrecht: [2, 4, 'week', 4, 6, 'week'],
      marbella_compass: [1, 2, 'day', 2, 4, 'week'],
      marbella_mso: [1, 2, 'day', 3, 6, 'week'],
      estepona: [4, 4, 'week', 3, 6, 'week'],
    });
    for (const w of WAITING_TIMES) {
      for (const range of [w.consultWait, w.operationWait]) expect(range.min).toBeLessThanOrEqual(range.max);
      expect(PRACTICE.clinics.some((c) => c.key === w.clinic)).toBe(true);
    }
    // The FAQ quotes locations' waits (DESIGN.md): our Utrecht clinic, Marbella (Compass).
    expect(FAQ_OPERATION_WAIT).toEqual({
      netherlands: {min: 4, max: 6, unit: 'week'},
      spain: {min: 2, max: 4, unit: 'week'},
    });
    expect(PUBLIC_WAIT_LIMIT_DAYS).toBe(180);
  });

  it('prices (spec 9.4): consults, the price list with arthroscopy at 6,800, what is included', () => {
    expect(CONSULT_PRICES).toEqual({
      marbella_compass: {kind: 'amount', eur: 140},
      marbella_mso: {kind: 'amount', eur: 50},
    });
    expectUnique(OPERATION_PRICES.map((p) => p.key));
    expect(Object.fromEntries(OPERATION_PRICES.map((p) => [p.key, p.eur]))).toEqual({
      arthroscopy: 6800,
      totalKnee: 19500,
      partialKnee: 19500,
      totalHip: 19500,
      revision: 28000,
    });
    expect(operationPrice('arthroscopy')).toBe(6800);
    expect(PROSTHESIS_PRICE).toBe(19500);
    expect(LOWEST_OPERATION_PRICE).toBe(6800);
    expect(PRICE_INCLUDES).toEqual({
      hospitalNights: 1,
      physioSessions: 2,
      crutches: 2,
      checkAfterWeeks: 2,
      chatSupportWeeks: 6,
    });
    expect(REHAB_PRICE).toEqual({monthlyFromEur: 29.99, freeTrial: true});
  });

  it('schedule and stay (spec 9.6)', () => {
    expect(SCHEDULE).toEqual({
      utrecht: {kind: 'daysPerMonth', days: 4, infiltrationDays: 3},
      marbella_compass: {kind: 'weekdays', weekdays: [1, 5]},
      estepona: {kind: 'weekdays', weekdays: [3, 4]},
    });
    expect(TOURISM_STAY).toEqual({stayWeeks: {min: 1, max: 2}, hotelStars: {min: 3, max: 5}, minWeeksAfterSurgery: 1});
  });

  it('testimonials: four, each 10/10, average 9.9', () => {
    expect(TESTIMONIALS).toHaveLength(4);
    expectUnique(TESTIMONIALS.map((t) => t.key));
    for (const t of TESTIMONIALS) {
      expect([t.rating, t.scale]).toEqual([10, 10]);
      expect(t.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
    expect(TESTIMONIAL_AVERAGE).toEqual({rating: 9.9, scale: 10});
  });

  it('treatment cards: the four treatment pages, in order, with the clinical figures', () => {
    expect(TREATMENT_CARDS.map((c) => c.key)).toEqual(['infiltrations', 'hip', 'knee', 'revision']);
    expect(SCAR_CM).toEqual({hip: 10, knee: 15});
    expect(TREATMENT_CARDS.find((c) => c.key === 'revision')?.duration).toEqual({
      kind: 'revision',
      hours: {min: 2, max: 3},
      maxHospitalDays: 3,
    });
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
    const written = sources.filter((s) => /\b9\.9\b/.test(s.text.replace(/^\s*(\/\*\*|\*|\/\/).*$/gm, '')));
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
