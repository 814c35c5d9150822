/**
 * Build-output checks of the client JavaScript (plugins/inline-translations,
 * plugins/lean-bundle): each locale ships its own interface texts only, in
 * the chunk that shows them, with no source-language defaults, translator
 * notes or global message table; and the modules cut from the bundle stay out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, DEFAULT_LOCALE, type Locale} from '@site/src/data/locales';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';
import {COMPILE_HINT, COMPILE_HINT_MIN_BYTES} from '@site/plugins/compile-hint';
import {SITE_DIR, assertBuildExists, builtScripts} from '../helpers/site';

type CodeJson = Record<string, {message: string; description?: string}>;

beforeAll(assertBuildExists);

/** The locale's translations; Dutch has none (its texts are the defaults in the code). */
function codeJson(locale: Locale): CodeJson {
  if (locale === DEFAULT_LOCALE) return {};
  return JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n', locale, 'code.json'), 'utf8'));
}

const scripts = builtScripts;

/** The Dutch default texts, as the components write them (there is no i18n/nl/code.json). */
const dutchDefaults = scanSources([path.join(SITE_DIR, 'src')]).defaults;

/** Dutch texts in the shape of a code.json, with the translator notes the other languages carry. */
function dutchMessages(): CodeJson {
  const english = codeJson('en');
  return Object.fromEntries(
    [...dutchDefaults].map(([id, message]) => [id, {message, description: english[id]?.description}]),
  );
}

describe.each(LOCALES)('client JavaScript of %s', (locale) => {
  const files = scripts(locale);
  const all = files.map((f) => f.text).join('\n');
  const main = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f.name));
  const messages = locale === DEFAULT_LOCALE ? dutchMessages() : codeJson(locale);

  it('has a main bundle', () => {
    expect(main).toBeDefined();
  });

  it('contains no translator descriptions', () => {
    const leaked = Object.entries(messages)
      .map(([, entry]) => entry.description ?? '')
      .filter((description) => description.length >= 25 && all.includes(description));
    expect(leaked).toEqual([]);
  });

  it('contains no message ids (texts are inline, not looked up)', () => {
    const ids = Object.keys(messages).filter((id) => /^(home|medical|footer|navbar)\./.test(id));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => all.includes(`"${id}"`))).toEqual([]);
  });

  // The footer, on every page, links the treatments under their home-page titles.
  const FOOTER_IDS = /^home\.treatments\.\w+\.title$/;
  // Whole string literals, as the components pass them (a social card's alt
  // text in main may contain a treatment name as part of a longer string).
  it.each([
    ['home page', /^home\./],
    ['treatment pages', /^medical\./],
  ])('keeps the %s texts out of main and in a chunk of their own', (_, prefix) => {
    const literals = Object.entries(messages)
      .filter(([id]) => prefix.test(id) && !FOOTER_IDS.test(id))
      .filter(([, entry]) => entry.message.length >= 30 && !/[{}"'\\]/.test(entry.message))
      .map(([, entry]) => `"${entry.message}"`);
    expect(literals.length).toBeGreaterThan(5);
    expect(literals.filter((literal) => main!.text.includes(literal))).toEqual([]);
    expect(literals.filter((literal) => !files.some((f) => f !== main && f.text.includes(literal)))).toEqual([]);
  });

  it('asks the browser to compile every sizeable script eagerly, off the main thread, and no small one (plugins/compile-hint)', () => {
    const hinted = (f: {text: string}) => f.text.startsWith(`${COMPILE_HINT}\n`);
    const large = files.filter((f) => Buffer.byteLength(f.text) >= COMPILE_HINT_MIN_BYTES + COMPILE_HINT.length + 1);
    expect(large.length).toBeGreaterThan(3);
    expect(large.filter((f) => !hinted(f)).map((f) => f.name)).toEqual([]);
    const small = files.filter((f) => Buffer.byteLength(f.text) < COMPILE_HINT_MIN_BYTES);
    expect(small.length).toBeGreaterThan(3);
    expect(small.filter(hinted).map((f) => f.name)).toEqual([]);
  });

  it('ships neither all of tslib nor the colour-mode toggle', () => {
    expect(all).not.toContain('__createBinding');
    const themeFile = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-translations/locales', locale, 'theme-common.json');
    const toggleLabels = ['Switch between dark and light mode'];
    if (fs.existsSync(themeFile)) {
      const label: string = JSON.parse(fs.readFileSync(themeFile, 'utf8'))['theme.colorToggle.ariaLabel'];
      toggleLabels.push(label.replace(/\{.*$/, ''));
    }
    expect(toggleLabels.filter((label) => all.includes(label))).toEqual([]);
  });
});

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('client JavaScript of %s', (locale) => {
  it('contains no Dutch default texts that this language translates', () => {
    const all = scripts(locale)
      .map((f) => f.text)
      .join('\n');
    const messages = codeJson(locale);
    const translated = [...dutchDefaults].filter(
      ([id, dutch]) => dutch.length >= 25 && messages[id] && messages[id].message !== dutch,
    );
    expect(translated.length).toBeGreaterThan(100);
    expect(translated.map(([, dutch]) => dutch).filter((dutch) => all.includes(dutch))).toEqual([]);
  });
});

describe.each([
  ['ar', /[\u0600-\u06FF]/, /\\u06(?!1[cC])[0-9a-fA-F]{2}/], // U+061C, the Arabic letter mark, is a format character: a regex may name it
  ['ru', /[\u0400-\u04FF]/, /\\u04[0-9a-fA-F]{2}/],
] as const)('client JavaScript of %s, as served', (locale, letter, escaped) => {
  const files = scripts(locale, {decode: false});

  it('carries its letters as UTF-8, not as six-byte \\u escapes (plugins/lean-bundle utf8Minifier)', () => {
    expect(files.filter((f) => escaped.test(f.text)).map((f) => f.name)).toEqual([]);
    expect(files.filter((f) => letter.test(f.text)).length).toBeGreaterThan(1);
  });
});
