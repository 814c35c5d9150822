/**
 * Constant custom properties, written out where a page's inline rules use
 * them. Infima reads almost every length and colour through a custom
 * property declared once on `:root` (`--ifm-spacing-horizontal: 1rem`); a
 * page's rules carry both the declarations and every `var()` naming them.
 * Where such a property can only ever have its one value, its uses can be
 * that value: the same computed styles (a browser test compares every
 * element's) in 0.5–0.7 KB less of each page's compressed HTML.
 *
 * A property is constant when the site's stylesheet declares it exactly once,
 * on `:root` outside any condition (`@media`, `@supports`; a layer is fine),
 * without `!important` and not registered with `@property` (which could stop
 * it inheriting); when no script and no style attribute names it (it could
 * be set or read at run time); and when its value is neither empty nor a
 * CSS-wide keyword (`--ifm-table-head-background: inherit` makes its uses
 * invalid, which is not what `background-color: inherit` means) and keeps no
 * `var()` once its own are written out.
 */
import postcss, {type Root, type Rule} from 'postcss';
import type {Vocabulary} from './prune';

const CSS_WIDE_KEYWORD = /^(inherit|initial|unset|revert|revert-layer)$/i;

/** Custom property → the value it always has, from the site's (pruned) stylesheet. */
export function constantCustomProperties(root: Root, vocabulary: Vocabulary): Map<string, string> {
  const registered = new Set<string>();
  root.walkAtRules(/^property$/i, (at) => void registered.add(at.params.trim()));
  const declarations = new Map<string, {value: string; important: boolean; rule: Rule}[]>();
  root.walkDecls(/^--/, (decl) => {
    const list = declarations.get(decl.prop) ?? declarations.set(decl.prop, []).get(decl.prop)!;
    list.push({value: decl.value.trim(), important: decl.important === true, rule: decl.parent as Rule});
  });
  const candidates = new Map<string, string>();
  for (const [prop, list] of declarations) {
    if (list.length !== 1 || registered.has(prop) || vocabulary.words.has(prop)) continue;
    const [{value, important, rule}] = list as [(typeof list)[number]];
    if (important || !value || CSS_WIDE_KEYWORD.test(value)) continue;
    if (rule.type !== 'rule' || rule.selector !== ':root' || !onlyInLayers(rule)) continue;
    candidates.set(prop, value);
  }
  const constants = new Map<string, string>();
  const resolving = new Set<string>();
  const resolve = (prop: string): string | undefined => {
    if (constants.has(prop)) return constants.get(prop);
    const value = candidates.get(prop);
    if (value === undefined || resolving.has(prop)) return undefined;
    resolving.add(prop);
    const resolved = substitute(value, resolve);
    resolving.delete(prop);
    if (resolved.includes('var(')) {
      candidates.delete(prop);
      return undefined;
    }
    constants.set(prop, resolved);
    return resolved;
  };
  for (const prop of [...candidates.keys()]) resolve(prop);
  return constants;
}

function onlyInLayers(rule: Rule): boolean {
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type !== 'atrule' || (node as postcss.AtRule).name.toLowerCase() !== 'layer') return false;
  }
  return true;
}

// A `var(` after these is a call (after a letter, digit, `-` or `#` it is the
// tail of another token: `-var(`, `#var`). A value is followed by a space
// unless one of the others comes next: the minifier writes `var(--a)var(--b)`
// and `var(--c)0%`, where `1.65var(` or `#0b5cad0%` would fuse into one token.
const CALL_AFTER = /[\s,(/*:)]/;
const ENDS_TOKEN = /[\s,)/*;!]/;

/** The value with every `var(--name)` or `var(--name, fallback)` whose name `lookup` knows written out. */
export function substitute(value: string, lookup: (prop: string) => string | undefined): string {
  let out = '';
  let from = 0;
  for (let at = value.indexOf('var(', from); at !== -1; at = value.indexOf('var(', from)) {
    // The matching parenthesis (a fallback may hold its own).
    let depth = 0;
    let end = at + 3;
    for (; end < value.length; end++) {
      if (value[end] === '(') depth++;
      else if (value[end] === ')' && --depth === 0) break;
    }
    if (end >= value.length) break; // unbalanced: leave the rest as written
    const name = /^var\(\s*(--[\w-]+)\s*(?:,|\)$)/.exec(value.slice(at, end + 1))?.[1];
    const replacement = name === undefined ? undefined : lookup(name);
    if (replacement !== undefined && (at === 0 || CALL_AFTER.test(value[at - 1]!))) {
      const next = value[end + 1];
      out += value.slice(from, at) + replacement + (next === undefined || ENDS_TOKEN.test(next) ? '' : ' ');
    } else {
      out += value.slice(from, end + 1);
    }
    from = end + 1;
  }
  return out + value.slice(from);
}

/**
 * The stylesheet with its constant custom properties written out wherever
 * they are used; their declarations stay (`pruneCss` drops those nothing
 * reads any more). Done once per locale, before each page's rules are cut.
 */
export function writeOutConstants(css: string, vocabulary: Vocabulary): string {
  const root = postcss.parse(css);
  const constants = constantCustomProperties(root, vocabulary);
  root.walkDecls((decl) => {
    if (decl.value.includes('var(')) decl.value = substitute(decl.value, (prop) => constants.get(prop));
  });
  return root.toString();
}
