/**
 * The texts of search engines, social cards and the FAQ live in translation
 * files (plugins/site-texts), the FAQ exists once, and a treatment has one
 * name per locale: the front-matter title of its page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LOCALES} from '@site/src/data/locales';
import {DOC_PAGE_IDS, PAGE_IDS} from '@site/src/data/routes';
import {TREATMENT_IDS} from '@site/src/data/procedures';
import {formatFor} from '@site/src/lib/format';
import {FAQ_ITEMS, faqItems, faqTexts} from '@site/src/components/Home/faqContent';
import {loadSiteTexts, pageTitles} from '@site/plugins/site-texts';
import {TEXT_FILES, messagesOnly, readSource, sourceFile, translationFile} from '@site/plugins/site-texts/texts';
import {socialCard} from '@site/plugins/social-cards/card';
import {procedureText} from '@site/plugins/structured-data/procedure';
import {pageBlocks} from '@site/plugins/structured-data/inject';

const SITE_DIR = path.join(__dirname, '..', '..');

/** The code of the TypeScript files under src/ and plugins/ (tests excepted), comments removed: comments may quote a translation. */
function codeFiles(allowed: readonly string[]): {file: string; code: string}[] {
  return [...filesUnder('src', /\.tsx?$/), ...filesUnder('plugins', /\.tsx?$/)]
    .filter((file) => !allowed.includes(file) && !file.includes('__tests__'))
    .map((file) => ({
      file,
      code: fs
        .readFileSync(path.join(SITE_DIR, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        // The surgeon's name in each page's script is a practice detail, like the language names.
        .replace(file === 'src/data/practice.ts' ? /runningName: \{[^{}]*\}/ : /$^/, ''),
    }));
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs
    .readdirSync(path.join(SITE_DIR, dir), {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.relative(SITE_DIR, path.join(e.parentPath, e.name)));
}

describe('site texts (plugins/site-texts)', () => {
  it.each(TEXT_FILES)('%s: every Dutch message has a description for translators', (name) => {
    for (const [id, m] of Object.entries(readSource(SITE_DIR, name))) {
      expect([id, (m.description ?? '').length > 10]).toEqual([id, true]);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s has a translation file for every text file', (locale) => {
    for (const name of TEXT_FILES) expect(fs.existsSync(path.join(SITE_DIR, translationFile(locale, name)))).toBe(true);
  });

  it('no per-locale text table is left in TypeScript (only the language-offer toast, language names and the surgeon’s name)', () => {
    // A table with a Russian or Arabic entry is a per-locale text table.
    const allowed = ['src/data/languageOffer.ts', 'src/data/locales.ts'];
    const offenders = codeFiles(allowed)
      .filter(({code}) => /[\u0400-\u04FF\u0600-\u06FF]/.test(code))
      .map(({file}) => file);
    expect(offenders).toEqual([]);
  });

  it('no table keyed by locale holds words in TypeScript, in any script (only the language-offer toast, language names and the surgeon’s name)', () => {
    // The check above sees Cyrillic and Arabic; this one sees a table such as
    // {nl: 'Bekijken', en: 'View', …} or {nl: {title: '…'}, …} in Latin letters too.
    // The route table's slugs are addresses, not texts.
    const allowed = ['src/data/languageOffer.ts', 'src/data/locales.ts', 'src/data/routes.ts'];
    const entry = /[\s{,](nl|en|de|es|ru|ar)\s*:\s*(\{[^{}]*\}|(['"`])[^'"`]*\3)/g;
    const words = /(['"`])[^'"`]*\p{L}{2,}[^'"`]*\1/u;
    /** How many locales of `code` are keys of a text (a string with letters, or an object holding one). */
    const localesWithText = (code: string) =>
      new Set([...code.matchAll(entry)].filter((m) => words.test(m[2] ?? '')).map((m) => m[1])).size;
    expect(localesWithText("const T = {nl: 'Bekijken', en: 'View'};")).toBe(2);
    expect(localesWithText("const T = {nl: {title: 'Welkom'}, de: {title: 'Willkommen'}};")).toBe(2);
    expect(localesWithText("const checked = {en: '2026-11-23', de: '2026-11-23'};")).toBe(0);
    const tables = codeFiles(allowed)
      .filter(({code}) => localesWithText(code) >= 2)
      .map(({file}) => file);
    expect(tables).toEqual([]);
  });

  it('a broken Dutch source fails with the file named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-texts-'));
    fs.mkdirSync(path.join(dir, 'src', 'texts'), {recursive: true});
    fs.writeFileSync(path.join(dir, sourceFile('seo')), '{"seo.tagline": {"message": ""}}');
    expect(() => readSource(dir, 'seo')).toThrow('src/texts/seo.json: "seo.tagline" has no message');
    fs.writeFileSync(path.join(dir, sourceFile('seo')), '{"seo.tagline": ');
    expect(() => readSource(dir, 'seo')).toThrow(/^src\/texts\/seo\.json: /);
    fs.rmSync(dir, {recursive: true});
  });
});

describe('the FAQ exists once', () => {
  it.each(LOCALES)('%s: every question and answer, figures filled in', (locale) => {
    const items = faqItems(faqTexts(messagesOnly(loadSiteTexts(SITE_DIR, locale).texts.faq)), formatFor(locale));
    expect(items).toHaveLength(FAQ_ITEMS.length);
    for (const item of items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer).not.toMatch(/[{}]/);
    }
  });

  it('the FAQPage JSON-LD is built from the same items the page renders', () => {
    const content = loadSiteTexts(SITE_DIR, 'ar');
    const items = faqItems(faqTexts(messagesOnly(content.texts.faq)), formatFor('ar'));
    const blocks = pageBlocks({siteUrl: 'https://x.example', locale: 'ar', page: 'home', texts: content});
    const faq = blocks.page[0] as unknown as {mainEntity: {name: string; acceptedAnswer: {text: string}}[]};
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      items.map((i) => [i.question, i.answer]),
    );
  });

  it('nothing reads text back out of built HTML', () => {
    for (const file of filesUnder('plugins/structured-data', /\.ts$/).filter((f) => !f.includes('__tests__'))) {
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      expect([file, /node-html-parser|parse5|data-block/.test(source)]).toEqual([file, false]);
    }
  });

  it('a missing FAQ message fails with the translation file named', () => {
    const messages = messagesOnly(loadSiteTexts(SITE_DIR, 'de').texts.faq);
    delete messages['home.faq.stay.answer'];
    expect(() => faqTexts(messages, translationFile('de', 'faq'))).toThrow(
      'i18n/de/site-texts/faq.json: no message "home.faq.stay.answer"',
    );
  });
});

describe('one name per page and locale', () => {
  it.each(LOCALES)('%s: social card, procedure and page share the front-matter title', (locale) => {
    const content = loadSiteTexts(SITE_DIR, locale);
    expect(Object.keys(content.titles).sort()).toEqual([...DOC_PAGE_IDS].sort());
    for (const page of PAGE_IDS.filter((p) => p !== 'home')) {
      expect(socialCard(page, content).title).toBe(content.titles[page]);
    }
    for (const id of TREATMENT_IDS) expect(procedureText(id, content).name).toBe(content.titles[id]);
  });

  it('a page without a title fails with its file named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'titles-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    for (const page of DOC_PAGE_IDS)
      fs.writeFileSync(path.join(dir, 'docs', `${page}.mdx`), `---\ntitle: ${page}\n---\n`);
    fs.writeFileSync(path.join(dir, 'docs', 'hip.mdx'), '---\nslug: /heupprothese\n---\n');
    expect(() => pageTitles(dir, 'nl')).toThrow('docs/hip.mdx: front matter has no title');
    fs.rmSync(dir, {recursive: true});
  });
});
