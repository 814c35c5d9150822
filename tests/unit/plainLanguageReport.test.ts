/**
 * The long-sentence report of `npm run i18n:status`, per language (issue 43):
 * every locale's pages and interface texts are counted on their own, on a
 * small site written here, so a sentence is counted in its language only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {
  LONG_SENTENCE_CEILINGS,
  LONG_SENTENCE_WORDS,
  MAX_LONG_SENTENCES,
  PLAIN_LANGUAGE_LOCALES,
  formatPlainLanguage,
  longSentenceCeiling,
  plainLanguageReport,
  sentencesOf,
} from '@site/scripts/workflow/plainLanguage';

/** A sentence of exactly `n` words, ending in `end`. */
function sentence(word: string, n: number, end = '.'): string {
  return `${Array.from({length: n}, () => word).join(' ')}${end}`;
}

function write(root: string, rel: string, content: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

function page(body: string): string {
  return `---\ntitle: "T"\n---\n\n${body}\n`;
}

function messages(table: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(table).map(([id, message]) => [id, {message}])));
}

/** A site where each locale's page has `pages[locale]` long sentences and short ones beside them. */
function site(
  pages: Partial<Record<Locale, string>>,
  ui: Partial<Record<Locale, Record<string, string>>> = {},
): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-language-'));
  for (const locale of LOCALES) {
    const body = pages[locale] ?? sentence('kort', 5);
    const docs = locale === 'nl' ? 'docs' : path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
    write(root, path.join(docs, 'page.mdx'), page(body));
    const table = ui[locale] ?? {'a.short': 'Kort.'};
    if (locale === 'nl') {
      write(root, 'src/texts/faq.json', messages(table));
      write(
        root,
        'src/components/C.tsx',
        'import Translate from \'@docusaurus/Translate\';\nexport default () => <Translate id="c.short">Kort.</Translate>;\n',
      );
    } else {
      write(root, path.join('i18n', locale, 'code.json'), messages({'c.short': 'Short.'}));
      write(root, path.join('i18n', locale, 'site-texts', 'faq.json'), messages(table));
    }
  }
  return root;
}

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));
function made(...args: Parameters<typeof site>): string {
  const dir = site(...args);
  sites.push(dir);
  return dir;
}

describe('the long-sentence report covers every language', () => {
  it('reports all six locales, not only Dutch and English', () => {
    expect(PLAIN_LANGUAGE_LOCALES).toEqual(LOCALES);
    const report = plainLanguageReport(made({}));
    expect(report.map((r) => r.locale)).toEqual([...LOCALES]);
    expect(report.every((r) => r.pages.length === 0 && r.interface.length === 0)).toBe(true);
  });

  it('counts a sentence over the limit in its own language only, and not one at the limit', () => {
    const dir = made({
      es: `${sentence('palabra', LONG_SENTENCE_WORDS + 1)} ${sentence('corta', LONG_SENTENCE_WORDS)}`,
      ru: `${sentence('слово', 30)}\n\n- ${sentence('слово', 26, '')}`,
    });
    const counts = Object.fromEntries(plainLanguageReport(dir).map((r) => [r.locale, r.pages.length]));
    expect(counts).toEqual({nl: 0, en: 0, de: 0, es: 1, ru: 2, ar: 0});
    const es = plainLanguageReport(dir, ['es'])[0]!;
    expect(es.pages[0]).toMatchObject({
      words: LONG_SENTENCE_WORDS + 1,
      file: path.join('i18n', 'es', 'docusaurus-plugin-content-docs', 'current', 'page.mdx'),
    });
  });

  it('ends an Arabic sentence at its question mark', () => {
    expect(sentencesOf('هل تؤلمك الركبة؟ اتصل بنا.')).toEqual(['هل تؤلمك الركبة؟', 'اتصل بنا.']);
    const two = `${sentence('كلمة', 20, '؟')} ${sentence('كلمة', 20)}`;
    const one = sentence('كلمة', 40, '؟');
    const counts = (body: string) => plainLanguageReport(made({ar: body}), ['ar'])[0]!.pages.length;
    expect(counts(two)).toBe(0);
    expect(counts(one)).toBe(1);
  });

  it("counts each locale's interface texts: code.json and site texts, the last plural form", () => {
    const dir = made(
      {},
      {
        de: {'faq.answer': sentence('Wort', 27)},
        ar: {'prices.night': `${sentence('ليلة', 30)}|${sentence('ليلة', 4)}`},
        nl: {'faq.answer': sentence('woord', 26)},
      },
    );
    const ui = Object.fromEntries(plainLanguageReport(dir).map((r) => [r.locale, r.interface.map((s) => s.file)]));
    expect(ui).toEqual({
      nl: ['src/texts/faq.json#faq.answer'],
      en: [],
      de: [`${path.join('i18n', 'de', 'site-texts', 'faq.json')}#faq.answer`],
      es: [],
      ru: [],
      ar: [],
    });
  });

  it('prints every locale with its counts and marks those over the target', () => {
    const many = Array.from({length: MAX_LONG_SENTENCES + 1}, () => sentence('palabra', 30)).join(' ');
    const text = formatPlainLanguage(made({es: many, en: sentence('word', 30)}));
    for (const locale of LOCALES) expect(text).toMatch(new RegExp(`^  ${locale}\\s+\\d+\\s+\\d+`, 'm'));
    expect(text).toMatch(new RegExp(`^  es\\s+${MAX_LONG_SENTENCES + 1}\\s+0  ← over the target$`, 'm'));
    expect(text).toMatch(/^ {2}en\s+1\s+0$/m);
    expect(text).toContain('en pages: 1');
  });
});

describe('ceilings of the locales on their way to the target', () => {
  it('are never below the target, and a locale without one is held to the target', () => {
    for (const locale of LOCALES) {
      for (const kind of ['pages', 'interface'] as const) {
        expect(longSentenceCeiling(locale, kind)).toBeGreaterThanOrEqual(MAX_LONG_SENTENCES);
        if (!LONG_SENTENCE_CEILINGS[locale]) expect(longSentenceCeiling(locale, kind)).toBe(MAX_LONG_SENTENCES);
      }
    }
    // The source language has no ceiling: Dutch is at the target.
    expect(LONG_SENTENCE_CEILINGS.nl).toBeUndefined();
  });
});
