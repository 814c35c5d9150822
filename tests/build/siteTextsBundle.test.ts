/**
 * The site texts (plugins/site-texts) reach the browser only in the locale
 * being viewed and only where they are shown: the FAQ with the home page,
 * not in the main bundle every page loads; no other language's FAQ, procedure
 * or SEO texts at all (those go to the HTML at build time).
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {localePrefix} from '@site/src/data/routes';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {BUILD_DIR, SITE_DIR, assertBuildExists} from '../helpers/site';

beforeAll(assertBuildExists);

/** The locale's JavaScript files, \uXXXX escapes decoded. */
function scripts(locale: Locale): {name: string; text: string}[] {
  const dir = path.join(BUILD_DIR, localePrefix(locale), 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({
      name,
      text: fs
        .readFileSync(path.join(dir, name), 'utf8')
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, u: string) => String.fromCharCode(parseInt(u, 16))),
    }));
}

const textsOf = (locale: Locale) => loadSiteTexts(SITE_DIR, locale).texts;

describe.each(LOCALES)('site texts in the JavaScript of %s', (locale) => {
  const files = scripts(locale);
  const main = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f.name))!;
  const own = textsOf(locale);
  const question = own.faq['home.faq.insurance.question']!.message;

  it('carries the FAQ of this locale in a chunk of its own, not in main', () => {
    expect(files.filter((f) => f.text.includes(question)).map((f) => f.name)).toEqual([
      expect.not.stringMatching(/^main\./),
    ]);
    expect(main.text).not.toContain(question);
  });

  it("carries no other locale's FAQ and no procedure or SEO texts", () => {
    const all = files.map((f) => f.text).join('\n');
    for (const other of LOCALES.filter((l) => l !== locale)) {
      const theirs = textsOf(other).faq['home.faq.insurance.question']!.message;
      if (theirs !== question) expect([other, all.includes(theirs)]).toEqual([other, false]);
    }
    for (const m of [own.procedures['procedure.hip.howPerformed']!, own.seo['seo.practiceDescription']!]) {
      expect(all.includes(m.message.slice(0, 40))).toBe(false);
    }
  });
});
