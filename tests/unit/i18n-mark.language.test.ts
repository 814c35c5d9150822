/**
 * `i18n:mark` marks what is translated: it refuses a page whose text still reads
 * as Dutch or whose front matter is still the Dutch one, naming file and line;
 * `i18n:status` names a front matter it cannot read with its line, and never
 * stops on it. Runs on a copy of the real pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LOCALES, DEFAULT_LOCALE} from '@site/src/data/locales';
import {markTranslation} from '../../scripts/workflow/mark';
import {readsAsDutch, proseOfPage, stillDutch} from '../../scripts/workflow/language';
import {collectStatus, formatIssue, loadAllowList, main as statusMain} from '../../scripts/workflow/status';
import {readTranslatedFrom} from '../../scripts/workflow/translationFiles';
import {formatPlainLanguage} from '../../scripts/workflow/plainLanguage';
import {collectTermStatus} from '../../scripts/workflow/terms';

const ROOT = path.resolve(__dirname, '..', '..');
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const page = (locale: string, id: string) =>
  path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current', `${id}.mdx`);
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const DUTCH_HIP = read('docs/hip.mdx');
/** The front matter of a file, and its body. */
const split = (text: string) => {
  const end = text.indexOf('\n---', 3) + 4;
  return {front: text.slice(0, end), body: text.slice(end)};
};

describe('the language check of a translated page', () => {
  it.each(TRANSLATED)('every page of %s reads as its language', (locale) => {
    for (const file of fs.readdirSync(path.join(ROOT, path.dirname(page(locale, 'x'))))) {
      const id = file.replace(/\.mdx$/, '');
      expect([file, stillDutch(read(page(locale, id)), read(`docs/${file}`), locale)]).toEqual([file, []]);
    }
  });

  it.each(TRANSLATED)('the Dutch text reads as Dutch, not as %s', (locale) => {
    expect(readsAsDutch(proseOfPage(DUTCH_HIP), locale)?.dutch).toBe(true);
  });

  it('a short text decides nothing', () => {
    expect(readsAsDutch('Dr. Jansen, Marbella', 'de')).toBeUndefined();
  });
});

describe('i18n:mark refuses what is not translated', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'mark-language-'));
    for (const dir of ['docs', 'i18n']) fs.cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));
  const write = (rel: string, text: string) => fs.writeFileSync(path.join(site, rel), text);
  const mark = (locale: string) => () => markTranslation(site, {locale, rel: 'hip.mdx'});

  it.each(['de', 'en', 'es', 'ru', 'ar'])('%s: German front matter over the Dutch text', (locale) => {
    const own = split(read(page(locale, 'hip')));
    write(page(locale, 'hip'), own.front + split(DUTCH_HIP).body);
    expect(mark(locale)).toThrow(
      new RegExp(`^${page(locale, 'hip').replace(/[./]/g, '\\$&')}:1[0-9]: the text still reads as Dutch`),
    );
    expect(readTranslatedFrom(fs.readFileSync(path.join(site, page(locale, 'hip')), 'utf8'))).toBe(
      readTranslatedFrom(read(page(locale, 'hip'))),
    );
  });

  it('the Dutch front matter over a translated text, naming its lines', () => {
    const own = split(read(page('de', 'hip')));
    write(page('de', 'hip'), split(DUTCH_HIP).front + own.body);
    expect(mark('de')).toThrow(
      `${page('de', 'hip')}:3: the front matter title is still the Dutch one ("Heupprothese")`,
    );
    expect(mark('de')).toThrow(`${page('de', 'hip')}:4: the front matter description is still the Dutch one`);
  });

  it('only the Dutch front matter, no text', () => {
    write(page('de', 'hip'), split(DUTCH_HIP).front + '\n');
    expect(mark('de')).toThrow(/:4: the front matter description is still the Dutch one[\s\S]*the page has no text/);
  });

  it('a title that is the same word in both languages is no reason', () => {
    // "Knieprothese" is German too.
    expect(() => markTranslation(site, {locale: 'de', rel: 'knee.mdx'})).not.toThrow();
  });

  it('a front matter that cannot be read, naming its line', () => {
    const text = read(page('de', 'hip')).replace(/^title: .*$/m, 'title: Hüftprothese: die neue Hüfte');
    write(page('de', 'hip'), text);
    expect(mark('de')).toThrow(
      new RegExp(`^${page('de', 'hip').replace(/[./]/g, '\\$&')}:\\d+: the front matter cannot be read`),
    );
  });
});

describe('i18n:status on a front matter that cannot be read', () => {
  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'status-front-matter-'));
    for (const dir of ['docs', 'i18n', 'src']) fs.cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
    const text = read(page('de', 'hip'));
    fs.writeFileSync(
      path.join(site, page('de', 'hip')),
      text.replace(/^title: .*$/m, 'title: Hüftprothese: die neue Hüfte'),
    );
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  it('names the file and line as an error, and goes on with the other pages', () => {
    const line =
      read(page('de', 'hip'))
        .split('\n')
        .findIndex((l) => l.startsWith('title:')) + 1;
    const reference = fs.mkdtempSync(path.join(os.tmpdir(), 'status-reference-'));
    const [de] = collectStatus({siteDir: site, referenceDir: reference, locales: ['de'], allowList: loadAllowList()});
    fs.rmSync(reference, {recursive: true});
    const issue = de!.issues.find((i) => i.kind === 'page' && i.problem === 'frontMatter');
    expect(issue && formatIssue(issue)).toMatch(
      new RegExp(`^✖ front matter  ${page('de', 'hip').replace(/[./]/g, '\\$&')}:${line}  cannot be read`),
    );
    expect(de!.issues.some((i) => i.kind === 'page' && i.page === 'knee')).toBe(false);
  });

  it('its term and plain-language reports do not stop on it', () => {
    expect(() => collectTermStatus(site, ['de'], {})).not.toThrow();
    expect(() => formatPlainLanguage(site)).not.toThrow();
  });

  it('the command reports what stops it in one line, without a stack trace', () => {
    // A message record broken by hand: the status stops, naming it.
    const reference = fs.mkdtempSync(path.join(os.tmpdir(), 'status-reference-'));
    fs.writeFileSync(path.join(reference, 'code.json'), '{}');
    fs.writeFileSync(path.join(site, 'i18n', 'de', 'translated-from.json'), '{');
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m));
    try {
      expect(statusMain(['--locale', 'de', '--reference', reference, '--no-git'], site)).toBe(2);
    } finally {
      spy.mockRestore();
      fs.rmSync(reference, {recursive: true});
    }
    expect(errors).toEqual([expect.stringMatching(/^✖ i18n\/de\/translated-from\.json: not valid JSON/)]);
  });
});
