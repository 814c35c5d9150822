/**
 * Every page's DOM right after hydration equals the served DOM: elements,
 * attributes and text (DESIGN "Stack": the browser may run Preact only while
 * this holds). preact/compat applies only function props while hydrating,
 * so a mismatch between the built HTML and what the browser renders would
 * otherwise go unseen; React DOM (`CLIENT_RENDERER=react`) would report it.
 *
 * The served HTML is parsed in Node with parse5 (the HTML5 algorithm the
 * browser uses; the page's Content-Security-Policy blocks DOMParser's styles
 * in the page), the hydrated DOM is read from Chromium, and both become one
 * line per element or text, compared line by line. What legitimately differs
 * is listed in `hydratedOnly` below, each with its reason; nothing else may.
 * Desktop width: on a phone Docusaurus swaps its sidebar for the mobile one
 * after hydration, a re-render by design, not hydration.
 */
import * as parse5 from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import type {Page} from 'playwright-core';
import {clientRenderer} from '@site/plugins/preact-client';
import {ALL_PAGES} from '../helpers/site';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(180_000);

/** The renderer the build under test was made with (scripts/test.mjs sets it for the React stage). */
const RENDERER = clientRenderer(process.env.CLIENT_RENDERER);

/** A node as both sides see it; comments are left out (neither elements, attributes nor text). */
interface Tree {
  tag: string;
  attrs: [string, string][];
  children: (Tree | string)[];
}

type P5Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** The served HTML as a tree, parsed like the browser parses it. */
function servedTree(html: string): Tree {
  const document = parse5.parse(html);
  const root = document.childNodes.find((n) => n.nodeName === 'html');
  if (!root) throw new Error('no <html> in the served page');
  const walk = (node: P5Node): Tree | string | null => {
    if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
    if (!('tagName' in node)) return null;
    const children = ('content' in node ? node.content.childNodes : node.childNodes) as P5Node[];
    return {
      tag: node.tagName,
      attrs: node.attrs.map((a): [string, string] => [a.name, a.value]),
      children: children.map(walk).filter((c): c is Tree | string => c !== null),
    };
  };
  return walk(root) as Tree;
}

/** The live DOM of the page as a tree (runs in the browser). */
async function hydratedTree(page: Page): Promise<Tree> {
  return page.evaluate(() => {
    const walk = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
      if (node.nodeType !== Node.ELEMENT_NODE) return null;
      const element = node as Element;
      const children = element instanceof HTMLTemplateElement ? element.content.childNodes : element.childNodes;
      return {
        tag: element.localName,
        attrs: Array.from(element.attributes).map((a) => [a.name, a.value]),
        children: Array.from(children).map(walk).filter((c) => c !== null),
      };
    };
    return walk(document.documentElement);
  }) as Promise<Tree>;
}

const attr = (tree: Tree, name: string): string | undefined => tree.attrs.find(([n]) => n === name)?.[1];
const isTree = (node: Tree | string): node is Tree => typeof node !== 'string';

/**
 * What the browser adds to the served DOM without rendering anything of the
 * page, removed from the hydrated tree before comparing. Each returns what it
 * removed, so a test can show the exclusions are narrow.
 */
function hydratedOnly(hydrated: Tree, served: Tree): string[] {
  const removed: string[] = [];
  // 1. Docusaurus marks <html data-has-hydrated="true"> once hydrated (tests wait for it).
  if (attr(served, 'data-has-hydrated') === undefined) {
    const before = hydrated.attrs.length;
    hydrated.attrs = hydrated.attrs.filter(([name]) => name !== 'data-has-hydrated');
    if (hydrated.attrs.length < before) removed.push('html[data-has-hydrated]');
  }
  // 2. <head> keeps every served child, in order; after them the loader (plugins/first-paint)
  //    appends the full stylesheet and the scripts, the bundler's runtime appends the chunks it
  //    loads (script) and prefetches (link), and sonner, once the language offer loads, its
  //    stylesheet (style). Only those kinds, only at the end.
  const head = hydrated.children.find((c): c is Tree => isTree(c) && c.tag === 'head');
  const servedHead = served.children.find((c): c is Tree => isTree(c) && c.tag === 'head');
  if (head && servedHead) {
    const added = head.children.slice(servedHead.children.length);
    const appended = (c: Tree | string): boolean =>
      isTree(c) &&
      ((c.tag === 'script' && attr(c, 'src') !== undefined && c.children.length === 0) ||
        (c.tag === 'link' && ['stylesheet', 'prefetch', 'preload'].includes(attr(c, 'rel') ?? '')) ||
        (c.tag === 'style' && c.attrs.length === 0));
    if (added.every(appended)) {
      head.children = head.children.slice(0, servedHead.children.length);
      removed.push(...added.map((c) => `head > ${(c as Tree).tag}`));
    }
  }
  // 3. The toast region sonner mounts when the page offers the browser's language
  //    (src/theme/Root.tsx, after hydration): the root's last child, a live region.
  const body = hydrated.children.find((c): c is Tree => isTree(c) && c.tag === 'body');
  const root = body?.children.find((c): c is Tree => isTree(c) && attr(c, 'id') === '__docusaurus');
  const lastChild = root?.children.at(-1);
  if (root && lastChild && isTree(lastChild) && lastChild.tag === 'section' && attr(lastChild, 'aria-live')) {
    root.children.pop();
    removed.push('#__docusaurus > section[aria-live] (sonner)');
  }
  return removed;
}

/**
 * One line per element (its tag and attributes, sorted) and per text,
 * indented by depth. Adjacent texts are merged: where they split is not
 * visible in the page.
 */
function lines(tree: Tree, depth = 0, out: string[] = []): string[] {
  const attrs = [...tree.attrs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
    .join('');
  out.push(`${'  '.repeat(depth)}<${tree.tag}${attrs}>`);
  let text: string | null = null;
  const flush = () => {
    if (text !== null) out.push(`${'  '.repeat(depth + 1)}${JSON.stringify(text)}`);
    text = null;
  };
  for (const child of tree.children) {
    if (typeof child === 'string') text = (text ?? '') + child;
    else {
      flush();
      lines(child, depth + 1, out);
    }
  }
  flush();
  return out;
}

/** The first difference, with the element it is in and a few lines around it; null when equal. */
function firstDifference(served: string[], hydrated: string[]): string | null {
  const at = served.findIndex((line, i) => line !== hydrated[i]);
  const index = at === -1 ? (served.length === hydrated.length ? -1 : served.length) : at;
  if (index === -1) return null;
  const indent = (line: string | undefined) => line?.match(/^ */)![0].length ?? 0;
  const ancestors: string[] = [];
  for (let i = index - 1, level = indent(served[index] ?? hydrated[index]); i >= 0 && level > 0; i--) {
    if (indent(served[i]) < level) {
      ancestors.unshift(served[i]!.trim().slice(0, 100));
      level = indent(served[i]);
    }
  }
  const around = (side: string[]) =>
    side
      .slice(Math.max(0, index - 2), index + 3)
      .map((line) => line.slice(0, 200))
      .join('\n');
  return `line ${index + 1}, inside ${ancestors.join(' > ')}\nserved:\n${around(served)}\nafter hydration:\n${around(hydrated)}`;
}

/** Resolves once the queued hydration tasks and their effects have run (regions, head, effects). */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let ticks = 0;
        const tick = () => (++ticks > 20 ? requestAnimationFrame(() => resolve()) : setTimeout(tick));
        tick();
      }),
  );
}

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe(`the DOM right after hydration equals the served DOM (browser renderer: ${RENDERER})`, () => {
  it.each(ALL_PAGES.map((p) => [p.locale, p.page, p.path]))('%s %s (%s)', async (_locale, _id, path) => {
    const response = await fetch(site.origin + path);
    expect(response.status).toBe(200);
    const served = servedTree(await response.text());
    const context = await site.browser.newContext({viewport: {width: 1280, height: 900}});
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site.origin + path);
      await settled(page);
      const runsReactDom = await page.evaluate(() =>
        Object.keys(document.getElementById('__docusaurus')!).some((key) => key.startsWith('__reactContainer$')),
      );
      expect(runsReactDom).toBe(RENDERER === 'react');
      const hydrated = await hydratedTree(page);
      hydratedOnly(hydrated, served);
      expect(firstDifference(lines(served), lines(hydrated))).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
