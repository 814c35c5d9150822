/**
 * Drops the CSS rules no element can match. Pure functions over strings:
 * the plugin feeds them the built CSS, HTML and JavaScript.
 *
 * Infima styles every component a Docusaurus site might have (alerts,
 * cards, tabs, pagination, …); this site uses a fraction of them. A rule is
 * kept when every class, id, element name and attribute its selector
 * requires can occur: it is named in the HTML, or it appears as a word in
 * the JavaScript (which is how components add classes at runtime, e.g. the
 * open mobile menu). Words, not parsed string literals: a superset, so a
 * class a component builds (`'button--' + size`) keeps `button--lg` through
 * the prefix `button--`. Unused custom properties and keyframes go too, and
 * so do custom properties the site's own rules override for the same
 * selector (Infima's `:root` font stack under the site's).
 */
import postcss, {type AtRule, type ChildNode, type Container, type Declaration, type Root, type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {parse as parse5, type DefaultTreeAdapterMap} from 'parse5';
import {processWide} from '../processWide';

/** What can occur on a page: the names a selector can require. */
export interface Vocabulary {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  /** Attribute names, and the values they take (or words of them). */
  attributes: Set<string>;
  values: Set<string>;
  /** Words of scripts: any class, id, tag, attribute or value a script can set. */
  words: Set<string>;
  /** Prefixes of dynamically built names (`button--`, `col--`), from `words`. */
  prefixes: Set<string>;
  /** The lengths those prefixes have: a name is checked against each (a few lookups, not a scan). */
  prefixLengths: Set<number>;
  /**
   * Attributes whose values the site's configuration fixes, whatever a script
   * says: `data-theme` is only ever `light` when the colour mode cannot change.
   */
  fixedValues: Map<string, ReadonlySet<string>>;
}

export function emptyVocabulary(): Vocabulary {
  return {
    classes: new Set(),
    ids: new Set(),
    tags: new Set(['html', 'body', 'head']),
    attributes: new Set(),
    values: new Set(),
    words: new Set(),
    prefixes: new Set(),
    prefixLengths: new Set(),
    fixedValues: new Map(),
  };
}

const WORD = /-{0,2}[A-Za-z_][\w-]*/g;

type HtmlNode = DefaultTreeAdapterMap['node'];

/** Adds the elements, classes, ids and attributes of an HTML document (parsed as a browser does: parse5). */
export function addHtml(vocabulary: Vocabulary, html: string | DefaultTreeAdapterMap['document']): Vocabulary {
  const visit = (node: HtmlNode): void => {
    if ('tagName' in node) {
      vocabulary.tags.add(node.tagName.toLowerCase());
      for (const {name, value} of node.attrs) {
        vocabulary.attributes.add(name);
        vocabulary.values.add(value);
        if (name === 'class') {
          for (const c of value.split(/\s+/)) if (c) vocabulary.classes.add(c);
        } else if (name === 'id') vocabulary.ids.add(value);
        // Custom properties set or read in a style attribute.
        else if (name === 'style') for (const w of value.match(WORD) ?? []) vocabulary.words.add(w);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
    if ('content' in node && node.content) visit(node.content);
  };
  visit(typeof html === 'string' ? parse5(html) : html);
  return vocabulary;
}

/** Adds every word of a script (a superset of the names it can put into the page). */
export function addScript(vocabulary: Vocabulary, js: string): Vocabulary {
  for (const w of js.match(WORD) ?? []) {
    if (vocabulary.words.has(w)) continue;
    vocabulary.words.add(w);
    if (w.length >= 4 && /[-_]$/.test(w)) {
      vocabulary.prefixes.add(w);
      vocabulary.prefixLengths.add(w.length);
    }
  }
  return vocabulary;
}

function inWords(vocabulary: Vocabulary, name: string): boolean {
  if (vocabulary.words.has(name)) return true;
  for (const length of vocabulary.prefixLengths) {
    if (length < name.length && vocabulary.prefixes.has(name.slice(0, length))) return true;
  }
  return false;
}

function canMatchClass(v: Vocabulary, name: string): boolean {
  return v.classes.has(name) || inWords(v, name);
}

type SelectorNode = selectorParser.Node;

/** Whether an element with every part of this compound selector can occur. */
function canMatch(selector: selectorParser.Selector, v: Vocabulary): boolean {
  return selector.nodes.every((node: SelectorNode) => {
    switch (node.type) {
      case 'class':
        return canMatchClass(v, node.value);
      case 'id':
        return v.ids.has(node.value) || inWords(v, node.value);
      case 'tag': {
        const tag = node.value.toLowerCase();
        return v.tags.has(tag) || v.words.has(tag) || v.words.has(node.value);
      }
      case 'attribute': {
        const name = node.attribute.toLowerCase();
        if (!v.attributes.has(name) && !v.words.has(node.attribute)) return false;
        if (node.value === undefined || node.operator !== '=') return true;
        const fixed = v.fixedValues.get(name);
        if (fixed) return fixed.has(node.value);
        return v.values.has(node.value) || v.words.has(node.value);
      }
      case 'pseudo': {
        // :is()/:where() match when one of their selectors can; other
        // functional pseudo-classes (:not(), :has(), :nth-child()) are kept.
        if (/^:(is|where|matches|-webkit-any|-moz-any)$/i.test(node.value) && node.nodes.length > 0) {
          return node.nodes.some((inner) => canMatch(inner, v));
        }
        return true;
      }
      default:
        return true; // combinators, universal, nesting, comments
    }
  });
}

// Parsed selector lists, shared by every page and locale of a build (null: unparsable).
const parsedSelectors = processWide('parsed-selectors', () => new Map<string, selectorParser.Selector[] | null>());

function parseSelectorList(selector: string): selectorParser.Selector[] | null {
  let parsed = parsedSelectors.get(selector);
  if (parsed === undefined) {
    try {
      parsed = selectorParser().astSync(selector).nodes;
    } catch {
      parsed = null;
    }
    parsedSelectors.set(selector, parsed);
  }
  return parsed;
}

/** Whether any selector of a rule's list can match; lists are kept whole (an invalid part voids a list). */
export function ruleCanMatch(selector: string, v: Vocabulary): boolean {
  const list = parseSelectorList(selector);
  // A selector we cannot parse is kept as written.
  return list === null || list.some((s) => canMatch(s, v));
}

const KEYFRAMES = /^(-\w+-)?keyframes$/i;
const VAR_USE = /var\(\s*(--[\w-]+)/g;

function prune(container: Container, v: Vocabulary): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      // Inside @keyframes, selectors are percentages.
      const parent = rule.parent as AtRule | undefined;
      if (parent?.type === 'atrule' && KEYFRAMES.test(parent.name)) return;
      if (!ruleCanMatch(rule.selector, v)) rule.remove();
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (at.nodes && !KEYFRAMES.test(at.name)) {
        prune(at, v);
        if (at.nodes.length === 0) at.remove();
      }
    }
  });
}

/** Custom properties declared but never read (by CSS, a style attribute or a script), removed until none is left. */
function pruneCustomProperties(root: Root, v: Vocabulary): void {
  for (;;) {
    const used = new Set<string>();
    root.walkDecls((decl) => {
      for (const m of decl.value.matchAll(VAR_USE)) used.add(m[1]!);
    });
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (!used.has(decl.prop) && !v.words.has(decl.prop)) {
        decl.remove();
        removed += 1;
      }
    });
    if (removed === 0) return;
  }
}

/** Keyframes no kept animation names. */
function pruneKeyframes(root: Root, v: Vocabulary): void {
  const used = new Set<string>();
  root.walkDecls(/^(-\w+-)?animation(-name)?$/i, (decl) => {
    for (const w of decl.value.match(WORD) ?? []) used.add(w);
  });
  root.walkAtRules(KEYFRAMES, (at) => {
    if (!used.has(at.params) && !v.words.has(at.params)) at.remove();
  });
}

function removeEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      removeEmpty(node);
      if (node.nodes.length === 0 && !(node.type === 'atrule' && KEYFRAMES.test(node.name))) node.remove();
    }
  });
}

/**
 * Where a declaration sits in the cascade: its rule's selector and at-rules
 * other than `@layer` (which must be equal for one to override the other),
 * and its layer (`null`: unlayered).
 */
function cascadePlace(rule: Rule): {context: string; layer: string | null} | undefined {
  const context: string[] = [rule.selector];
  const layers: string[] = [];
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type !== 'atrule') return undefined; // nested rules: leave them alone
    const at = node as AtRule;
    if (at.name.toLowerCase() === 'layer') {
      // An anonymous `@layer {}` is a layer of its own: no other block can be in it.
      if (!at.params.trim()) return undefined;
      layers.unshift(at.params.trim());
    } else context.push(`@${at.name} ${at.params}`);
  }
  return {context: context.join('\n'), layer: layers.length ? layers.join('.') : null};
}

/**
 * Custom properties that never take effect: a later declaration of the same
 * property for the same selector in the same conditions wins over them, as
 * an unlayered one or in the same layer (`@layer docusaurus.infima{:root{…}}`
 * under the site's `:root{…}`). Only custom properties: a repeated ordinary
 * property can be a fallback for browsers that reject the later value.
 */
function pruneOverriddenCustomProperties(root: Root): void {
  // Walked backwards: the winner of each property and place is seen first.
  const decls: {decl: Declaration; rule: Rule}[] = [];
  root.walkDecls(/^--/, (decl) => {
    if (decl.parent?.type === 'rule') decls.push({decl, rule: decl.parent as Rule});
  });
  /** context + property → the layers that have a winning declaration (null: unlayered). */
  const winners = new Map<string, Set<string | null>>();
  for (let i = decls.length - 1; i >= 0; i--) {
    const {decl, rule} = decls[i]!;
    const place = cascadePlace(rule);
    if (!place) continue;
    const key = `${place.context}\n${decl.prop}`;
    const layers = winners.get(key) ?? winners.set(key, new Set()).get(key)!;
    // !important turns layer order around; such a declaration is never dropped nor counted.
    if (decl.important) continue;
    if (layers.has(null) || layers.has(place.layer)) decl.remove();
    else layers.add(place.layer);
  }
}

/** The stylesheet without the rules, custom properties and keyframes the vocabulary cannot use. */
export function pruneCss(css: string, vocabulary: Vocabulary): string {
  const root = postcss.parse(css);
  prune(root, vocabulary);
  pruneOverriddenCustomProperties(root);
  pruneCustomProperties(root, vocabulary);
  pruneKeyframes(root, vocabulary);
  removeEmpty(root);
  return root.toString();
}
