/**
 * Plain language on the Dutch and English pages: at most MAX_LONG_SENTENCES
 * sentences over LONG_SENTENCE_WORDS words per locale (`npm run
 * i18n:status` lists them), and no wording that promises an outcome.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  LONG_SENTENCE_WORDS,
  MAX_LONG_SENTENCES,
  PLAIN_LANGUAGE_LOCALES,
  docFiles,
  longSentences,
  sentencesOf,
  wordCount,
} from '@site/scripts/workflow/plainLanguage';

const SITE = path.resolve(__dirname, '..', '..');

describe('sentence splitting', () => {
  it('splits at sentence ends and lines, not after "Dr."', () => {
    expect(sentencesOf('Bel Dr. Jansen. Hij helpt u!\n- een punt\n## Kop')).toEqual([
      'Bel Dr. Jansen.',
      'Hij helpt u!',
      'een punt',
      'Kop',
    ]);
    expect(wordCount('een – twee, drie')).toBe(3);
  });
});

describe.each(PLAIN_LANGUAGE_LOCALES)('%s pages', (locale) => {
  it(`have at most ${MAX_LONG_SENTENCES} sentences over ${LONG_SENTENCE_WORDS} words`, () => {
    const long = longSentences(SITE, locale);
    expect({locale, count: long.length, long: long.length > MAX_LONG_SENTENCES ? long : []}).toEqual({
      locale,
      count: expect.any(Number),
      long: [],
    });
    expect(long.length).toBeLessThanOrEqual(MAX_LONG_SENTENCES);
  });

  it('promise no outcome', () => {
    const promises =
      locale === 'nl'
        ? [/pijnvrij/i, /zonder verrassingen/i, /tevreden patiënten/i, /garantie/i, /gegarandeerd/i]
        : [/pain-free/i, /without surprises/i, /satisfied patients/i, /guarantee/i];
    for (const file of docFiles(SITE, locale)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const re of promises)
        expect({file: path.basename(file), match: re.exec(text)?.[0]}).toEqual({
          file: path.basename(file),
          match: undefined,
        });
    }
  });
});
