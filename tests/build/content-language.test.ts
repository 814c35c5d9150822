/**
 * Language check of the built doc pages: every longer paragraph, list item,
 * table cell and caption in the article is in the page's language, detected
 * with franc (restricted to our six languages). A block is flagged when the
 * page's language scores clearly below the best guess (short lists of
 * sports or drug names score close together, a paragraph in another
 * language does not). franc is ESM-only, so it runs in a child process.
 */
import {execFileSync} from 'node:child_process';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {DOC_PAGE_IDS, pagePath} from '@site/src/data/routes';
import {builtPage, SITE_DIR} from '../helpers/site';

const ISO3: Record<Locale, string> = {nl: 'nld', en: 'eng', de: 'deu', es: 'spa', ru: 'rus', ar: 'arb'};
/** Shorter texts are too short for a reliable guess. */
const MIN_LENGTH = 70;
/** franc's normalised score (best = 1) the page's language must reach. */
const MIN_SCORE = 0.9;

const FRANC_SCRIPT = `
import {francAll} from 'franc';
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const {texts, only} = JSON.parse(input);
  process.stdout.write(JSON.stringify(texts.map((t) => Object.fromEntries(francAll(t, {only, minLength: 10})))));
});
`;

/** Per text: language → normalised score. */
function detect(texts: string[]): Record<string, number>[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', FRANC_SCRIPT], {
    cwd: SITE_DIR,
    input: JSON.stringify({texts, only: Object.values(ISO3)}),
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, number>[];
}

interface Block {
  path: string;
  text: string;
}

const blocks: Block[] = [];
for (const locale of LOCALES) {
  for (const page of DOC_PAGE_IDS) {
    const path = pagePath(page, locale);
    const article = builtPage(path).querySelector('article');
    if (!article) throw new Error(`${path}: no <article>`);
    for (const el of article.querySelectorAll('p, li, td, th, figcaption, h1, h2, h3')) {
      // Only the element's own block: skip containers whose text is repeated by children.
      if (el.querySelector('p, li')) continue;
      // An address (the printed page header's) is in no language.
      const text = el.textContent
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (text.length >= MIN_LENGTH) blocks.push({path, text});
    }
  }
}
const scores = detect(blocks.map((b) => b.text));

function best(score: Record<string, number>): string {
  return Object.entries(score).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'und';
}

describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
  test.each(DOC_PAGE_IDS.map((p) => [p]))('%s: no paragraph in another language', (page) => {
    const path = pagePath(page, locale);
    const wrong = blocks
      .map((b, i) => ({...b, score: scores[i]!}))
      .filter((b) => b.path === path && (b.score[ISO3[locale]] ?? 0) < MIN_SCORE)
      .map((b) => `[${best(b.score)}] ${b.text.slice(0, 90)}`);
    expect({page: path, otherLanguage: wrong}).toEqual({page: path, otherLanguage: []});
  });
});
