/**
 * The site texts (plugins/site-texts) reach the browser only in the locale
 * being viewed and only where they are shown: the FAQ with the home page,
 * not in the main bundle every page loads; no other language's FAQ, procedure
 * or SEO texts at all (those go to the HTML at build time).
 */
import {LOCALES, type Locale} from '@site/src/data/locales';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {SITE_DIR, assertBuildExists, builtScripts} from '../helpers/site';

beforeAll(assertBuildExists);

const scripts = builtScripts;

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
