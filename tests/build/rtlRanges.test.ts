/**
 * Number ranges on the built right-to-left pages read left to right. Without
 * an isolate the bidi algorithm lays "0.3–0.5%" out as two runs in reverse
 * order ("0.5%–0.3"); src/lib/format.ts wraps the numbers of every range in
 * U+2066 … U+2069. Every range in a text a reader sees (visible text, alt,
 * aria and title texts, the meta description) must sit inside such an
 * isolate, or inside an element marked dir="ltr".
 */
import type {HTMLElement, Node} from 'node-html-parser';
import {LOCALE_INFO, LOCALES} from '@site/src/data/locales';
import {localePrefix} from '@site/src/data/routes';
import {ALL_PAGES, builtPage} from '../helpers/site';

const RTL_PAGES = ALL_PAGES.filter((p) => LOCALE_INFO[p.locale].direction === 'rtl');
/** Every page of the route table and the not-found page (builtPage throws if the build lacks one). */
const RTL_PATHS = [
  ...RTL_PAGES.map((p) => p.path),
  ...LOCALES.filter((l) => LOCALE_INFO[l].direction === 'rtl').map((l) => `${localePrefix(l)}/404`),
];

/** Two numbers joined by a dash: "0.3–0.5", "2 - 4". */
const RANGE = /\d[\d.,\u066b\u066c]*[\s\u00a0\u200e\u200f%]*[-\u2010-\u2015][\s\u00a0\u200e\u200f]*\d/g;
const LRI = '\u2066';
const OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const PDI = '\u2069';

/** The ranges of a text that are not inside a left-to-right isolate. */
export function unisolatedRanges(text: string): string[] {
  // For each position, the index of the innermost open isolate (-1: none).
  const innermost: number[] = [];
  const stack: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === PDI) stack.pop();
    innermost.push(stack.at(-1) ?? -1);
    if (OPENERS.has(c)) stack.push(i);
  }
  return [...text.matchAll(RANGE)]
    .filter((m) => {
      const start = m.index;
      const end = start + m[0].length - 1;
      const opener = innermost[start]!;
      return !(opener >= 0 && text[opener] === LRI && innermost[end] === opener);
    })
    .map((m) => text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20));
}

/** The texts of a page a reader sees, each text node on its own; subtrees marked dir="ltr" are isolated already. */
function readTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      texts.push(node.text);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template') return;
    if (el.getAttribute('dir') === 'ltr') return;
    for (const name of ['alt', 'aria-label', 'title']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
    el.childNodes.forEach(walk);
  };
  walk(root.querySelector('body') ?? root);
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) texts.push(description);
  const title = root.querySelector('title')?.text;
  if (title) texts.push(title);
  return texts;
}

describe('the check itself', () => {
  it('finds a bare range and accepts an isolated one', () => {
    expect(unisolatedRanges('الخطر 0.3–0.5\u200e%\u200e فقط')).toHaveLength(1);
    expect(unisolatedRanges('الخطر \u20660.3–0.5\u200e%\u200e\u2069 فقط')).toEqual([]);
    expect(unisolatedRanges('\u20662–4\u2069 أسابيع و 3-6 أشهر')).toHaveLength(1);
    // A right-to-left isolate does not keep the numbers in order.
    expect(unisolatedRanges('\u20672–4\u2069 أسابيع')).toHaveLength(1);
  });
});

it('there is a right-to-left locale to check', () => {
  expect(LOCALES.some((l) => LOCALE_INFO[l].direction === 'rtl')).toBe(true);
});

describe.each(RTL_PATHS.map((p) => [p]))('%s', (path) => {
  it('isolates every number range left to right', () => {
    const bare = readTexts(builtPage(path)).flatMap(unisolatedRanges);
    expect({path, bare}).toEqual({path, bare: []});
  });
});

it('the hip page has ranges to check (its complications table)', () => {
  const hip = RTL_PAGES.find((p) => p.page === 'hip')!;
  const ranges = readTexts(builtPage(hip.path)).flatMap((t) => [...t.matchAll(RANGE)]);
  expect(ranges.length).toBeGreaterThan(2);
});
