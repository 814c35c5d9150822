/**
 * Print rules in a stylesheet of their own (`<link rel=stylesheet
 * media=print>`), not in each page's inline rules: printing a patient leaflet
 * (guides/PERFORMANCE.md) must cost the first paint nothing. Chromium neither
 * blocks rendering on a print stylesheet nor fetches it ahead of the page.
 *
 * Every `@media print` block of the locale's stylesheet moves, with the
 * cascade layers around it, to the print sheet; the screen stylesheet and
 * the pages' inline rules keep everything else.
 */
import postcss, {type AtRule, type ChildNode, type Container, type Root} from 'postcss';
import {constantCustomProperties, substitute} from './constants';
import type {Vocabulary} from './prune';

/** The print stylesheet's file name before its content hash, in the locale's `assets/css`. */
export const PRINT_PREFIX = 'print.';

const isPrintMedia = (node: ChildNode): node is AtRule =>
  node.type === 'atrule' && node.name.toLowerCase() === 'media' && /^(only\s+)?print$/i.test(node.params.trim());

/** `@layer a, b;`: the order of the layers. */
const isLayerStatement = (node: ChildNode): boolean =>
  node.type === 'atrule' && node.name.toLowerCase() === 'layer' && !node.nodes;

const containsPrint = (node: ChildNode): boolean => {
  if (isPrintMedia(node)) return true;
  return 'nodes' in node && Array.isArray(node.nodes) && node.nodes.some(containsPrint);
};

/** Keeps, in `container`, the print blocks (unwrapped: the link's media says print) and what encloses them. */
function keepPrint(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (isPrintMedia(node)) {
      node.replaceWith(...(node.nodes ?? []).map((child) => child.clone()));
    } else if (isLayerStatement(node)) {
      // `@layer a, b;`: the order of the layers, which the print rules keep.
    } else if (containsPrint(node)) {
      keepPrint(node as Container);
    } else {
      node.remove();
    }
  }
}

function dropEmpty(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'atrule' || node.type === 'rule') {
      if (node.nodes) {
        dropEmpty(node);
        if (node.nodes.length === 0) node.remove();
      }
    }
  }
}

export interface SplitCss {
  /** The stylesheet without its print rules. */
  screen: string;
  /** The print rules, for a `media=print` link; empty when there are none. */
  print: string;
}

/**
 * Splits the locale's (pruned) stylesheet. The print rules get the screen
 * stylesheet's constant custom properties written out (./constants), as the
 * pages' inline rules do, since a page may print before the full stylesheet
 * has loaded; a print rule that reads any other custom property fails the
 * build, naming it, because the inline rules may not declare it.
 */
export function splitPrintRules(css: string, vocabulary: Vocabulary): SplitCss {
  const screenRoot = postcss.parse(css);
  const printRoot: Root = screenRoot.clone();
  screenRoot.walkAtRules(/^media$/i, (at) => {
    if (isPrintMedia(at)) at.remove();
  });
  dropEmpty(screenRoot);
  keepPrint(printRoot);
  dropEmpty(printRoot);
  if (printRoot.every(isLayerStatement)) {
    return {screen: screenRoot.toString(), print: ''};
  }
  const constants = constantCustomProperties(screenRoot, vocabulary);
  printRoot.walkDecls((decl) => {
    if (!decl.value.includes('var(')) return;
    decl.value = substitute(decl.value, (prop) => constants.get(prop));
    const left = /var\(\s*(--[\w-]+)/.exec(decl.value);
    if (left) {
      throw new Error(
        `first-paint: the print rule ${(decl.parent as {selector?: string}).selector ?? ''} {${decl.prop}} reads ${left[1]}, ` +
          'which is not a constant of the stylesheet; write the value out (plugins/first-paint/print.ts)',
      );
    }
  });
  return {screen: screenRoot.toString(), print: printRoot.toString()};
}
