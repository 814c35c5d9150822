/**
 * Every page's DOM right after hydration equals the served DOM: elements,
 * attributes and text, and React DOM reports no hydration error (Docusaurus
 * logs it with console.error, which fails the test; the last test shows a
 * mismatch is caught). React DOM's production build does not compare
 * attributes, so the DOM is compared here too.
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
import {LOCALE_INFO} from '@site/src/data/locales';
import {ALL_PAGES} from '../helpers/site';
import {collectErrors, startSite, waitForHydration, watchNetwork, type Site} from '../helpers/browser';

jest.setTimeout(180_000);

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

/**
 * The live DOM of the page as a tree (runs in the browser), sent as one JSON string: Playwright checks
 * a returned object node by node, which took about a sixth of this file's time.
 */
async function hydratedTree(page: Page): Promise<Tree> {
  const json = await page.evaluate(() => {
    const walk = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
      if (node.nodeType !== Node.ELEMENT_NODE) return null;
      const element = node as Element;
      const children = element instanceof HTMLTemplateElement ? element.content.childNodes : element.childNodes;
      return {
        tag: element.localName,
        attrs: Array.from(element.attributes).map((a) => [a.name, a.value]),
        children: Array.from(children)
          .map(walk)
          .filter((c) => c !== null),
      };
    };
    return JSON.stringify(walk(document.documentElement));
  });
  return JSON.parse(json) as Tree;
}

const attr = (tree: Tree | undefined, name: string): string | undefined => tree?.attrs.find(([n]) => n === name)?.[1];
const isTree = (node: Tree | string): node is Tree => typeof node !== 'string';

/**
 * What legitimately differs: what the browser adds without rendering the
 * page, and what Docusaurus changes by design in effects right after
 * hydration. Removed or undone in the hydrated tree before comparing; each
 * returns a note, so a failure can show what was set aside. Everything else,
 * all of `#__docusaurus` included, must be equal.
 */
function hydratedOnly(hydrated: Tree, served: Tree): string[] {
  const removed: string[] = [];
  const child = (tree: Tree | undefined, tag: string) =>
    tree?.children.find((c): c is Tree => isTree(c) && c.tag === tag);
  const setAttr = (tree: Tree, name: string, value: string | undefined) => {
    tree.attrs = tree.attrs.filter(([n]) => n !== name);
    if (value !== undefined) tree.attrs.push([name, value]);
    removed.push(`${tree.tag}[${name}]`);
  };
  // 1. <html>: Docusaurus sets data-has-hydrated="true" once hydrated (its own marker), and
  //    react-helmet-async lists in data-rh the attributes it then manages.
  if (attr(hydrated, 'data-has-hydrated') === 'true')
    setAttr(hydrated, 'data-has-hydrated', attr(served, 'data-has-hydrated'));
  if (attr(served, 'data-rh') === undefined && attr(hydrated, 'data-rh') !== undefined)
    setAttr(hydrated, 'data-rh', undefined);
  //    theme-classic's inline colour-mode script sets the mode on <html> before the first paint.
  for (const name of ['data-theme', 'data-theme-choice'])
    if (attr(served, name) === undefined && attr(hydrated, name) !== undefined) setAttr(hydrated, name, undefined);
  // 2. <head>: react-helmet-async, taking over the title, drops the title's data-rh marker.
  const head = child(hydrated, 'head');
  const servedHead = child(served, 'head');
  const title = child(head, 'title');
  const servedTitle = child(servedHead, 'title');
  if (title && attr(servedTitle, 'data-rh') !== undefined && attr(title, 'data-rh') === undefined)
    setAttr(title, 'data-rh', attr(servedTitle, 'data-rh'));
  //    react-helmet-async owns the head's elements marked data-rh and, once it renders in the
  //    browser, re-inserts at the end those a page's Helmet overrides: compared as a set, after
  //    the others. Every other served child stays, in order; after them the bundler's runtime
  //    appends the chunks it loads (script) and prefetches (link). Only those kinds.
  if (head && servedHead) {
    const [rest, managed] = helmetLast(head);
    const [servedRest, servedManaged] = helmetLast(servedHead);
    const added = rest.slice(servedRest.length);
    const appended = (c: Tree | string): boolean =>
      isTree(c) &&
      ((c.tag === 'script' && attr(c, 'src') !== undefined && c.children.length === 0) ||
        (c.tag === 'link' && ['stylesheet', 'prefetch', 'preload'].includes(attr(c, 'rel') ?? '')));
    servedHead.children = [...servedRest, ...servedManaged];
    if (added.every(appended)) {
      head.children = [...rest.slice(0, servedRest.length), ...managed];
      removed.push(...added.map((c) => `head > ${(c as Tree).tag}`));
    } else head.children = [...rest, ...managed];
  }
  // 3. <body style="overflow: visible;">: the navbar's phone sidebar, closed, unlocks the page's
  //    scroll in an effect (theme-common's useLockBodyScroll), even at desktop width.
  const body = child(hydrated, 'body');
  if (body && attr(body, 'style') === 'overflow: visible;' && attr(child(served, 'body'), 'style') === undefined)
    setAttr(body, 'style', undefined);
  // 4. A themed image (the navbar's logo): the build renders it for the light and the dark
  //    colour mode, two adjacent <img> differing only in class; once in the browser
  //    (useIsBrowser) Docusaurus keeps the light one, the site's only mode.
  // 5. The table of contents marks the heading in view (table-of-contents__link--active)
  //    from an effect (theme-classic's TOC, useTOCHighlight).
  const pairs = (servedNode: Tree, node: Tree) => {
    const themed = servedNode.children.findIndex((c, i) => {
      const next = servedNode.children[i + 1];
      return (
        isTree(c) &&
        c.tag === 'img' &&
        next !== undefined &&
        isTree(next) &&
        next.tag === 'img' &&
        attr(c, 'class') !== attr(next, 'class') &&
        JSON.stringify(c.attrs.filter(([n]) => n !== 'class')) ===
          JSON.stringify(next.attrs.filter(([n]) => n !== 'class'))
      );
    });
    if (themed !== -1 && node.children.length === servedNode.children.length - 1) {
      node.children.splice(themed + 1, 0, servedNode.children[themed + 1]!);
      removed.push('img (dark colour mode)');
    }
    if (node.tag === 'a' && attr(node, 'class')?.split(' ').includes('table-of-contents__link--active')) {
      const classes = attr(node, 'class')!
        .split(' ')
        .filter((c) => c !== 'table-of-contents__link--active');
      if (!attr(servedNode, 'class')?.split(' ').includes('table-of-contents__link--active'))
        setAttr(node, 'class', classes.join(' '));
    }
    servedNode.children.forEach((c, i) => {
      const h = node.children[i];
      if (isTree(c) && h !== undefined && isTree(h) && h.tag === c.tag) pairs(c, h);
    });
  };
  const servedBody = child(served, 'body');
  if (body && servedBody) pairs(servedBody, body);
  return removed;
}

/** A head's children without the elements react-helmet-async manages, and those, sorted. */
function helmetLast(head: Tree): [(Tree | string)[], Tree[]] {
  const managed = head.children.filter((c): c is Tree => isTree(c) && attr(c, 'data-rh') !== undefined);
  const key = (c: Tree) => lines(c).join('\n');
  return [
    head.children.filter((c) => !managed.includes(c as Tree)),
    managed.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  ];
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

/** Resolves once hydration and its effects have run, and the requests they start have ended. */
async function settled(page: Page, network: {quiet: () => Promise<void>}): Promise<void> {
  await waitForHydration(page);
  await network.quiet();
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

describe('the DOM right after hydration equals the served DOM', () => {
  it.each(ALL_PAGES.map((p) => [p.locale, p.page, p.path]))('%s %s (%s)', async (locale, _id, path) => {
    const response = await fetch(site.origin + path);
    expect(response.status).toBe(200);
    const served = servedTree(await response.text());
    // The browser speaks the page's language: no language offer (src/theme/Root.tsx), whose
    // toast is rendered after hydration by design.
    const context = await site.browser.newContext({
      locale: LOCALE_INFO[locale].region,
      viewport: {width: 1280, height: 900},
    });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      const network = watchNetwork(page);
      await page.goto(site.origin + path);
      await settled(page, network);
      const runsReactDom = await page.evaluate(() =>
        Object.keys(document.getElementById('__docusaurus')!).some((key) => key.startsWith('__reactContainer$')),
      );
      expect(runsReactDom).toBe(true);
      const hydrated = await hydratedTree(page);
      const setAside = hydratedOnly(hydrated, served);
      const difference = firstDifference(lines(served), lines(hydrated));
      expect(difference && `${difference}\n(set aside as legitimate: ${setAside.join(', ') || 'nothing'})`).toBeNull();
      expect(errors).toEqual([]);
      // The same visit, as the visitor has it: the heading in view, the page's language
      // declared, and that language remembered for the next visit (src/clientModules/languagePreference.ts).
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(locale);
    } finally {
      await context.close();
    }
  });
});

describe('a hydration mismatch', () => {
  it('fails the comparison: React DOM reports it as a console error', async () => {
    const context = await site.browser.newContext({locale: 'nl-NL', viewport: {width: 1280, height: 900}});
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      // Once the HTML is parsed, before any script runs: one navbar text no longer as built.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const items = document.querySelector('nav.navbar .navbar__items')!;
          const walker = document.createTreeWalker(items, NodeFilter.SHOW_TEXT, (n) =>
            n.nodeValue!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
          );
          const text = walker.nextNode()!;
          text.nodeValue += ' (changed)';
        });
      });
      const network = watchNetwork(page);
      await page.goto(site.origin + '/');
      await settled(page, network);
      // React's production error 418: hydration failed, the server rendered text did not match.
      expect(errors.join('\n')).toMatch(/onRecoverableError: Error: Minified React error #418/);
    } finally {
      await context.close();
    }
  });
});
