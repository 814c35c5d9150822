/**
 * Terms kept in their own language on purpose (src/data/foreignTerms.ts:
 * "eigen risico", "huisartsenpost", "BIG", "colegiado", and the Dutch names of
 * the practice, clinics and partners such as "Kliniek Utrecht") are marked with that
 * language wherever a built page of another language shows them, so a screen
 * reader speaks them as written (WCAG 3.1.2): in the articles, the home
 * page, the footer and the printed header alike.
 */
import type {HTMLElement, Node} from 'node-html-parser';
import {FOREIGN_TERMS} from '@site/src/data/foreignTerms';
import {PRACTICE} from '@site/src/data/practice';
import {PUBLISHED_PAGES, assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

const TEXT_NODE = 3;
const SKIP = new Set(['script', 'style', 'template', 'noscript']);

/** Every text node of `root` with the language it is declared in (the nearest `lang`). */
function texts(root: HTMLElement, lang: string, out: {text: string; lang: string}[] = []) {
  for (const child of root.childNodes as Node[]) {
    if (child.nodeType === TEXT_NODE) out.push({text: child.text, lang});
    else {
      const element = child as HTMLElement;
      if (SKIP.has(element.rawTagName?.toLowerCase())) continue;
      texts(element, element.getAttribute('lang') ?? lang, out);
    }
  }
  return out;
}

const whole = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

it('the terms are found at all (the check below would pass on a site without them)', () => {
  const found = PUBLISHED_PAGES.flatMap(({path, locale}) => {
    const html = builtPage(path);
    const body = html.querySelector('body')!;
    return texts(body, locale).filter(({text}) => FOREIGN_TERMS.some((t) => t.lang !== locale && whole(t.term).test(text)));
  });
  expect(found.length).toBeGreaterThan(20);
});

// The Dutch names of src/data/practice.ts: "Kliniek Utrecht" read by an English
// voice is garbled, so pages in other languages say which language it is.
const DUTCH_NAMES = [PRACTICE.practiceName, 'Kliniek Utrecht', 'Zorg in Spanje', 'RevalidatieOnline', 'ZorgReview'];

it('the Dutch institution names are foreign terms, and each is shown with lang="nl" on every non-Dutch home page', () => {
  expect(FOREIGN_TERMS.filter((t) => t.lang === 'nl').map((t) => t.term)).toEqual(expect.arrayContaining(DUTCH_NAMES));
  const missing: string[] = [];
  for (const {path, locale} of PUBLISHED_PAGES.filter((p) => p.page === 'home' && p.locale !== 'nl')) {
    const marked = texts(builtPage(path).querySelector('body')!, locale).filter(({lang}) => lang === 'nl');
    for (const name of DUTCH_NAMES) {
      if (!marked.some(({text}) => text.trim() === name)) missing.push(`${path}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
});

it.each(PUBLISHED_PAGES.map((p) => [p.path, p.locale] as const))('%s: each foreign term carries its lang', (path, locale) => {
  const html = builtPage(path);
  const declared = html.querySelector('html')?.getAttribute('lang') ?? locale;
  const unmarked: string[] = [];
  for (const {text, lang} of texts(html.querySelector('body')!, declared)) {
    for (const {term, lang: termLang} of FOREIGN_TERMS) {
      if (termLang === locale || !whole(term).test(text)) continue;
      if (lang.split('-')[0] !== termLang) unmarked.push(`"${term}" in «${text.trim().slice(0, 80)}» (lang ${lang})`);
    }
  }
  expect(unmarked).toEqual([]);
});
