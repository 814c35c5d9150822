/**
 * Terms kept in their own language on purpose (src/data/foreignTerms.ts:
 * "eigen risico", "huisartsenpost", "BIG", "colegiado") are marked with that
 * language wherever a built page of another language shows them, so a screen
 * reader speaks them as written (WCAG 3.1.2): in the articles, the home
 * page, the footer and the printed header alike.
 */
import type {HTMLElement, Node} from 'node-html-parser';
import {FOREIGN_TERMS} from '@site/src/data/foreignTerms';
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
