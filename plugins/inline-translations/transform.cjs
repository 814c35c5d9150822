// @ts-check
// The transform of plugins/inline-translations; CommonJS, as the bundler requires the loader directly.
const {parse} = require('@babel/parser');

const TRANSLATE_MODULE = '@docusaurus/Translate';

/**
 * @typedef {{start: number, end: number, text: string}} Edit
 * @typedef {{code: string, inlined: Set<string>, kept: Set<string>, defaults: Map<string, string>}} TransformResult
 * `inlined`: keys (id, else message) the table no longer needs; `kept`: static keys still looked up at run
 * time; `defaults`: each key's default message in the source.
 */

/** @param {string} filename */
function parserPlugins(filename) {
  if (/\.tsx$/.test(filename)) return /** @type {const} */ (['typescript', 'jsx']);
  if (/\.(c|m)?ts$/.test(filename)) return /** @type {const} */ (['typescript']);
  return /** @type {const} */ (['jsx']);
}

/** A string literal, or a template literal without expressions. @param {any} node @returns {string | undefined} */
function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked ?? undefined;
  }
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression);
  if (node.type === 'JSXText') return jsxText(node.value);
  return undefined;
}

/** JSX text as React receives it (Babel's cleanJSXElementLiteralChild). @param {string} value */
function jsxText(value) {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let text = '';
  lines.forEach((raw, i) => {
    let line = raw.replace(/\t/g, ' ');
    if (i !== 0) line = line.replace(/^[ ]+/, '');
    if (i !== lines.length - 1) line = line.replace(/[ ]+$/, '');
    if (line) text += i === lastNonEmpty ? line : `${line} `;
  });
  return text;
}

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

/** Local names under which the file imports `translate` and `<Translate>`. @param {any} program */
function translateImports(program) {
  /** @type {{fn: Set<string>, component: Set<string>}} */
  const names = {fn: new Set(), component: new Set()};
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== TRANSLATE_MODULE) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.component.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'translate') {
        names.fn.add(specifier.local.name);
      }
    }
  }
  return names;
}

/** Read-only syntax trees by file: the scan and every locale's bundle parse the same sources. */
/** @type {Map<string, {source: string, ast: any}>} */
const trees = new Map();

/** @param {string} source @param {string} filename */
function parsed(source, filename) {
  const hit = trees.get(filename);
  if (hit && hit.source === source) return hit.ast;
  const ast = parse(source, {sourceType: 'module', plugins: [...parserPlugins(filename)], errorRecovery: false});
  trees.set(filename, {source, ast});
  return ast;
}

/**
 * Rewrites every static `translate({...})` and `<Translate>` to carry the locale's message itself and no
 * `description`: each message ships only in the chunk that uses it, and no translator note reaches visitors.
 * @param {string} source
 * @param {string} filename
 * @param {Record<string, string>} messages the locale's code translations
 * @returns {TransformResult | null} null when the module does not use the Translate API
 */
function inlineTranslations(source, filename, messages) {
  if (!source.includes(TRANSLATE_MODULE)) return null;
  const ast = parsed(source, filename);
  const names = translateImports(ast.program);
  if (names.fn.size === 0 && names.component.size === 0) return null;

  /** @type {Edit[]} */
  const edits = [];
  /** @type {Set<string>} */
  const inlined = new Set();
  /** @type {Set<string>} */
  const kept = new Set();
  /** @type {Map<string, string>} */
  const defaults = new Map();
  /** @param {string} key */
  const translation = (key) => (Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined);

  walk(ast.program, (node) => {
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      names.fn.has(node.callee.name) &&
      node.arguments[0]?.type === 'ObjectExpression'
    ) {
      const arg = node.arguments[0];
      /** @type {Record<string, any>} */
      const props = {};
      for (const p of arg.properties) {
        const name = p.type === 'ObjectProperty' && !p.computed ? (p.key.name ?? p.key.value) : undefined;
        if (name !== 'id' && name !== 'message' && name !== 'description') {
          // An unknown shape is left alone, and its key stays in the table.
          const idProp = arg.properties.find(
            (/** @type {any} */ q) => q.type === 'ObjectProperty' && (q.key.name ?? q.key.value) === 'id',
          );
          const key = idProp ? staticString(idProp.value) : undefined;
          if (key !== undefined) kept.add(key);
          return;
        }
        props[name] = p.value;
      }
      const id = props.id ? staticString(props.id) : undefined;
      if (props.id && id === undefined) return; // dynamic id: left alone
      const key = id ?? (props.message ? staticString(props.message) : undefined);
      if (key === undefined) return;
      const message = props.message ? staticString(props.message) : undefined;
      if (message !== undefined) defaults.set(key, message);
      // Else the default, which Docusaurus returns anyway once the key leaves the table.
      const text = translation(key) ?? message;
      if (text === undefined && props.message) {
        kept.add(key); // a computed default and no translation: left alone
        return;
      }
      // With the text inline the id goes too (the table no longer has it); with no text the id is the text.
      const replacement = text !== undefined ? `{message: ${JSON.stringify(text)}}` : `{id: ${JSON.stringify(id)}}`;
      edits.push({start: arg.start, end: arg.end, text: replacement});
      inlined.add(key);
      return;
    }

    if (
      node.type === 'JSXElement' &&
      node.openingElement.name.type === 'JSXIdentifier' &&
      names.component.has(node.openingElement.name.name)
    ) {
      const opening = node.openingElement;
      const attrs = opening.attributes;
      if (attrs.some((/** @type {any} */ a) => a.type !== 'JSXAttribute')) return;
      /** @param {string} name */
      const find = (name) => attrs.find((/** @type {any} */ a) => a.name.name === name);
      const idAttr = find('id');
      const descriptionAttr = find('description');
      const id = idAttr ? staticString(idAttr.value) : undefined;
      const children = node.children.filter((/** @type {any} */ c) => !(c.type === 'JSXText' && c.value.trim() === ''));
      const message = children.length === 1 ? staticString(children[0]) : undefined;
      // Only id-keyed elements are rewritten; a message-only one stays keyed by its text.
      if (id === undefined) {
        if (message !== undefined) kept.add(message);
        return;
      }
      if (message !== undefined) defaults.set(id, message);
      const text = translation(id) ?? message;
      if (descriptionAttr) edits.push({start: descriptionAttr.start, end: descriptionAttr.end, text: ''});
      if (text !== undefined) {
        edits.push({start: idAttr.start, end: idAttr.end, text: ''});
        const literal = `{${JSON.stringify(text)}}`;
        if (opening.selfClosing) {
          const tag = opening.name.name;
          edits.push({start: opening.end - 2, end: opening.end, text: `>${literal}</${tag}>`});
        } else {
          edits.push({start: opening.end, end: node.closingElement.start, text: literal});
        }
      }
      inlined.add(id);
    }
  });

  // Back to front, so earlier offsets stay valid; an edit inside another's range goes with its text.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  const outer = edits.filter(
    (edit) =>
      !edits.some(
        (o) => o !== edit && o.start <= edit.start && edit.end <= o.end && o.end - o.start > edit.end - edit.start,
      ),
  );
  let code = source;
  for (const edit of outer) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return {code, inlined, kept, defaults};
}

module.exports = {inlineTranslations};
