/**
 * Rewrites a built page so its first paint needs nothing but the HTML:
 * the stylesheet link becomes the page's own rules inline, the scripts give
 * way to the locale's loader, which adds them after the first paint
 * (./loader), and image preloads go
 * (the images are in the HTML, where the browser finds them as early).
 *
 * Edits are spliced into the minified HTML at the offsets parse5 reports,
 * so everything else stays byte for byte as the build wrote it.
 */
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import type {LoadedScript} from './loader';
import {applyEdits, parsePage, type Document, type Edit} from '../post-build/page';
import {relianceError} from '../internals';
import {INFIMA_QUERIED} from '../../src/lib/infima';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content);
}

const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

/** The id of the element or of its nearest ancestor that has one. */
function idOfSelfOrAncestor(el: Element): string | undefined {
  for (let node: Element | undefined = el; node && 'tagName' in node; node = node.parentNode as Element | undefined) {
    const id = attr(node, 'id');
    if (id && /^[\w-]+$/.test(id)) return id;
  }
  return undefined;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function startTag(tag: string, attrs: {name: string; value: string}[]): string {
  return `<${tag}${attrs.map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`)).join('')}>`;
}

const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The stylesheet the page links (the one the build emitted), if any. */
export function linkedStylesheet(html: string | Document): string | undefined {
  const doc = typeof html === 'string' ? parse(html) : html;
  for (const el of elements(doc)) {
    if (el.tagName === 'link' && attr(el, 'rel') === 'stylesheet') return attr(el, 'href');
  }
  return undefined;
}

export interface Rewrite {
  /** The page's own rules, inlined in place of the stylesheet link. */
  criticalCss: string;
  /** URL of the locale's loader (./loader), in place of the scripts it adds. */
  loaderSrc: string;
  /**
   * The colour mode when the configuration fixes it (./colorMode): the
   * theme's inline script, which would only set it, goes, and `<html>`
   * carries its two attributes instead.
   */
  colorMode?: string;
  /** The locale's print stylesheet (./print), linked for print media after the inline rules. */
  printHref?: string;
}

/**
 * theme-classic's inline script at the top of `<body>`: it sets
 * `data-theme` and `data-theme-choice` on `<html>` (and reads
 * `?docusaurus-data-*` query parameters, which this site does not use).
 */
function isThemeScript(el: Element): boolean {
  if (el.tagName !== 'script' || attr(el, 'src') !== undefined) return false;
  if ((el.parentNode as Element | null)?.tagName !== 'body') return false;
  const text = el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
  return text.includes('data-theme') && text.includes('data-theme-choice');
}

/** The id of theme-classic's one sprite symbol (the external-link icon). */
export const SPRITE_SYMBOL_ID = 'theme-svg-external-link';

/**
 * theme-classic's hidden sprite at the top of every `<body>`: an `<svg>`
 * whose only content is `<defs>` with the external-link symbol. The site's
 * external-link icon draws its own path (src/theme/Icon/ExternalLink), so
 * nothing refers to it; it was about 100 bytes of every page and its
 * `style="display: none;"` the only style attribute the CSP had to allow.
 */
function isSprite(el: Element): boolean {
  if (el.tagName !== 'svg' || (el.parentNode as Element | null)?.tagName !== 'body') return false;
  const children = el.childNodes.filter((n) => 'tagName' in n) as Element[];
  if (children.length !== 1 || children[0]!.tagName !== 'defs') return false;
  const symbols = children[0]!.childNodes.filter((n) => 'tagName' in n) as Element[];
  return symbols.length > 0 && symbols.every((s) => s.tagName === 'symbol' && attr(s, 'id') === SPRITE_SYMBOL_ID);
}

/** `data-theme` and `data-theme-choice` as theme-classic's script sets them for a fixed colour mode. */
export const colorModeAttributes = (mode: string): string => ` data-theme=${mode} data-theme-choice=${mode}`;

const isScriptFile = (el: Element): boolean =>
  el.tagName === 'script' && attr(el, 'src') !== undefined && EXECUTABLE.has((attr(el, 'type') ?? '').toLowerCase());

/**
 * The scripts a built page loads (`<script src>`), in order, with their
 * attributes but `type`, `defer` and `async`: what the locale's loader
 * adds instead (./loader).
 */
export function pageScripts(doc: Document): LoadedScript[] {
  const out: LoadedScript[] = [];
  for (const el of elements(doc)) {
    if (!isScriptFile(el)) continue;
    const attrs = el.attrs.filter((a) => a.name !== 'type' && a.name !== 'defer' && a.name !== 'async');
    out.push(Object.fromEntries(attrs.map((a) => [a.name, a.value])));
  }
  return out;
}

/** The page with inline critical CSS, the locale's loader in place of its scripts, and no image preloads or unused sprite. */
export function rewritePage(html: string, rewrite: Rewrite, doc: Document = parsePage(html)): string {
  return applyEdits(html, rewriteEdits(html, rewrite, doc));
}

/** `rewritePage`'s changes, as edits of the page (../post-build/page). */
export function rewriteEdits(
  html: string,
  {criticalCss, loaderSrc, colorMode, printHref}: Rewrite,
  doc: Document = parsePage(html),
): Edit[] {
  if (/<\/style/i.test(criticalCss)) throw new Error('Critical CSS contains "</style"');
  const edits: Edit[] = [];
  let lastScriptEnd: number | undefined;
  let linked = false;
  let linkAt: {start: number; end: number} | undefined;
  let mainEnd: number | undefined;
  let fallbackId: string | undefined;
  let afterMainId: string | undefined;
  let themeScript = false;
  const sprites: {start: number; end: number}[] = [];
  const spriteSymbols: number[] = [];
  const spriteUses: string[] = [];
  const classes = new Set<string>();
  let app = false;
  for (const el of elements(doc)) {
    if (attr(el, 'id') === '__docusaurus') app = true;
    attr(el, 'class')
      ?.split(/\s+/)
      .forEach((c) => classes.add(c));
    const loc = el.sourceCodeLocation;
    if (!loc) continue;
    const {startOffset: start, endOffset: end} = loc;
    if (colorMode !== undefined && el.tagName === 'html' && loc.startTag) {
      if (/\sdata-theme(-choice)?=/.test(html.slice(loc.startTag.startOffset, loc.startTag.endOffset))) {
        throw new Error('<html> already has data-theme');
      }
      const at = loc.startTag.endOffset - 1;
      edits.push({start: at, end: at, text: colorModeAttributes(colorMode)});
    }
    if (colorMode !== undefined && !themeScript && isThemeScript(el)) {
      themeScript = true;
      edits.push({start, end, text: ''});
    }
    if (isSprite(el)) {
      edits.push({start, end, text: ''});
      sprites.push({start, end});
    }
    if (attr(el, 'id') === SPRITE_SYMBOL_ID) spriteSymbols.push(start);
    const href = el.tagName === 'use' ? (attr(el, 'href') ?? attr(el, 'xlink:href')) : undefined;
    if (href === `#${SPRITE_SYMBOL_ID}`) spriteUses.push(href);
    if (el.tagName === 'main' && mainEnd === undefined) {
      mainEnd = end;
      fallbackId = idOfSelfOrAncestor(el);
    } else if (mainEnd !== undefined && afterMainId === undefined && start >= mainEnd) {
      const id = attr(el, 'id');
      if (id && /^[\w-]+$/.test(id)) afterMainId = id;
    }
    if (el.tagName === 'link' && attr(el, 'rel') === 'stylesheet' && attr(el, 'href') !== undefined) {
      if (linked) throw new Error(`A second stylesheet link: ${attr(el, 'href')}`);
      linked = true;
      linkAt = {start, end};
    } else if (el.tagName === 'link' && attr(el, 'rel') === 'preload' && attr(el, 'as') === 'image') {
      edits.push({start, end, text: ''});
    } else if (isScriptFile(el)) {
      edits.push({start, end, text: ''});
      lastScriptEnd = end;
    }
  }
  if (!linked || !linkAt) throw new Error('The page links no stylesheet');
  if (colorMode !== undefined && !themeScript) {
    throw relianceError(
      'first-paint/colour-mode-script',
      "theme-classic's inline colour-mode script is not where it was (first <script> of <body> setting data-theme)",
    );
  }
  // The sprite goes only where it is theme-classic's, unused: the build fails if its symbol
  // stays (the theme put the sprite elsewhere or changed its shape) or something uses it.
  if (spriteSymbols.some((at) => !sprites.some((s) => s.start <= at && at < s.end))) {
    throw relianceError(
      'first-paint/sprite',
      `the symbol #${SPRITE_SYMBOL_ID} is not in a hidden <svg><defs> at the top of <body> any more, so the sprite stays`,
    );
  }
  if (spriteUses.length > 0) {
    throw relianceError('first-paint/sprite', `the page uses #${SPRITE_SYMBOL_ID}, which the sprite removal drops`);
  }
  // Every page Docusaurus renders (its app's root, #__docusaurus) has the navbar's
  // phone-menu elements the site's code looks up by class.
  const missing = Object.values(INFIMA_QUERIED).filter((c) => !classes.has(c));
  if (app && missing.length > 0) {
    throw relianceError('infima/queried-classes', `no element of the page has class ${missing.join(', ')}`);
  }
  // Render nothing until the main content is parsed: the first frame shows
  // the largest text with it (FCP = LCP), never the navbar alone. Chromium
  // unblocks when the expected element is inserted, so expect the first
  // element with an id after </main> (the footer's), else main's own.
  const expectId = afterMainId ?? fallbackId;
  const expect = expectId ? `<link rel=expect href="#${expectId}" blocking=render>` : '';
  const printLink =
    printHref === undefined
      ? ''
      : startTag('link', [
          {name: 'rel', value: 'stylesheet'},
          {name: 'media', value: 'print'},
          {name: 'href', value: printHref},
        ]);
  edits.push({...linkAt, text: `${expect}<style>${criticalCss}</style>${printLink}`});
  if (lastScriptEnd !== undefined) {
    const text = `${startTag('script', [
      {name: 'defer', value: ''},
      {name: 'src', value: loaderSrc},
    ])}</script>`;
    edits.push({start: lastScriptEnd, end: lastScriptEnd, text});
  }
  return edits;
}
