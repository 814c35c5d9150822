/**
 * One truth (ARCHITECTURE "One truth"): a fact the
 * site states in two places says the same in both. Catches a new
 * contradiction: an activity with two weeks, an FAQ wait that is not a row
 * of the waiting-time table, an operation wait typed into a text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES} from '@site/src/data/locales';
import {POST_OP_SCHEDULE, TABLE_SPORTS, WEEK6_SPORTS} from '@site/src/data/clinical';
import {WAITING_TIMES} from '@site/src/data/waitingTimes';
import {formatFor} from '@site/src/lib/format';
import {FAQ_ITEMS, faqItems, faqTexts} from '@site/src/components/Home/faqContent';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {messagesOf} from '../helpers/messages';
import {messagesOnly} from '@site/plugins/site-texts/texts';

const SITE_DIR = path.resolve(__dirname, '../..');

function faqFor(locale: string) {
  return faqItems(faqTexts(messagesOnly(loadSiteTexts(SITE_DIR, locale).texts.faq)), formatFor(locale));
}

function answer(locale: string, id: (typeof FAQ_ITEMS)[number]): string {
  return faqFor(locale)[FAQ_ITEMS.indexOf(id)]!.answer;
}

/** The Dutch defaults (in the components) and the translations of one id prefix, per locale. */
function codeMessages(locale: string, prefix: string): Record<string, string> {
  if (locale === 'nl') return {};
  const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(
    Object.entries(all)
      .filter(([id]) => id.startsWith(prefix))
      .map(([id, m]) => [id, m.message]),
  );
}

describe('one activity, one figure', () => {
  const tableActivities = new Set<string>(POST_OP_SCHEDULE.map((e) => e.activity));

  it('no week-6 sport also has its own week in the activity table', () => {
    expect(WEEK6_SPORTS.filter((s) => tableActivities.has(s))).toEqual([]);
  });

  it('the sports the timeline sends to the table are in the table', () => {
    expect(TABLE_SPORTS.length).toBeGreaterThan(0);
    for (const sport of TABLE_SPORTS) expect(tableActivities).toContain(sport);
  });

  it('every activity appears once in the activity table', () => {
    expect(tableActivities.size).toBe(POST_OP_SCHEDULE.length);
  });
});

describe.each(LOCALES)('the FAQ quotes the waiting-time table (%s)', (locale) => {
  const format = formatFor(locale);
  const tableWaits = WAITING_TIMES.map((w) => format.duration(w.operationWait));
  const waitAnswer = answer(locale, 'waitingTime');

  it("quotes every location's operation wait", () => {
    for (const wait of tableWaits) expect(waitAnswer).toContain(wait);
  });

  it('states no figure that is not a row of the table', () => {
    // Longest first, so "3–6 weeks" is not left behind as "3–" after "6 weeks".
    let rest = waitAnswer;
    for (const wait of [...tableWaits].sort((a, b) => b.length - a.length)) rest = rest.split(wait).join('');
    expect(rest).not.toMatch(/\p{Nd}/u);
  });
});

describe('no operation wait typed into a text', () => {
  // A wait in words is a figure retyped: it must come in through {placeholders} from src/data.
  const typedWait =
    /\p{Nd}+\s*[–-]\s*\p{Nd}+\s*(weken|weeks|Wochen|semanas|недел|أسابيع)|(vaak|often|oft|a menudo|часто|غالبًا)[^.]{0,20}(binnen|within|innerhalb|en|в течение|خلال)/iu;

  it.each(LOCALES)('FAQ source texts and tourism texts (%s)', (locale) => {
    const faq = messagesOnly(loadSiteTexts(SITE_DIR, locale).texts.faq);
    const texts = {...faq, ...codeMessages(locale, 'home.tourism.'), ...codeMessages(locale, 'home.waiting.')};
    for (const [id, text] of Object.entries(texts)) expect(`${id}: ${text}`).not.toMatch(typedWait);
  });

  it('the Dutch tourism and waiting-time messages in the sources', () => {
    for (const file of ['src/components/Home/MedicalTourism/texts.ts', 'src/components/Home/WaitingTimes/texts.ts']) {
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      // The messages only: a description may give an example figure.
      const messages = [...source.matchAll(/message:\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]);
      expect(messages.length).toBeGreaterThan(10);
      for (const message of messages) expect(message).not.toMatch(typedWait);
    }
  });
});

describe('complication figures', () => {
  // Both tables hold the practice's own figures, so both captions say so, in the same words.
  it.each(LOCALES.map((l) => [l]))('%s: the hip and knee captions both name them as the practice’s own', (locale) => {
    const hip = messagesOf(locale).get('medical.complications.caption.hip') ?? '';
    const knee = messagesOf(locale).get('medical.complications.caption.knee') ?? '';
    const own: Record<string, string> = {
      nl: 'in onze praktijk',
      en: 'in our practice',
      de: 'in unserer Praxis',
      es: 'en nuestra consulta',
      ru: 'в нашей практике',
      ar: 'في عيادتنا',
    };
    expect({locale, hip: hip.endsWith(own[locale]!), knee: knee.endsWith(own[locale]!)}).toEqual({
      locale,
      hip: true,
      knee: true,
    });
  });
});
