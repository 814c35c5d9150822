/**
 * The schema.org vocabulary as schema-dts declares it (schema-dts is
 * generated from schema.org's definitions), read from its type declarations
 * so JSON-LD found in the built pages can be checked at run time: every
 * `@type` must exist and every property must belong to that type or one of
 * its ancestors. Node-only, for the unit and build tests.
 */
import fs from 'node:fs';

interface Declaration {
  parents: string[];
  props: string[];
  /** The `@type` this declaration is the leaf of, if any. */
  leafOf?: string;
}

export interface Vocabulary {
  /** Properties allowed on a type (inherited ones included), or undefined for an unknown type. */
  propertiesOf(type: string): Set<string> | undefined;
  hasType(type: string): boolean;
}

function parseDeclarations(source: string): Map<string, Declaration> {
  const decls = new Map<string, Declaration>();
  const re = /^interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const [, name, parentList, body] = m as unknown as [string, string, string, string];
    const parents = parentList
      .split(',')
      .map((p) => p.trim())
      .filter((p) => /^\w+$/.test(p));
    const props = [...body.matchAll(/^ {4}"([\w@]+)"\??:/gm)].map((x) => x[1]!).filter((p) => p !== '@type');
    const leaf = /^ {4}"@type": "(\w+)";/m.exec(body);
    decls.set(name, {parents, props, leafOf: leaf?.[1]});
  }
  return decls;
}

export function loadVocabulary(file = require.resolve('schema-dts/dist/schema.d.ts')): Vocabulary {
  const decls = parseDeclarations(fs.readFileSync(file, 'utf8'));
  const leafByType = new Map<string, string>();
  for (const [name, d] of decls) if (d.leafOf) leafByType.set(d.leafOf, name);
  const cache = new Map<string, Set<string>>();
  const collect = (name: string, out: Set<string>, seen: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    const d = decls.get(name);
    if (!d) return;
    d.props.forEach((p) => out.add(p));
    d.parents.forEach((p) => collect(p, out, seen));
  };
  return {
    hasType: (type) => leafByType.has(type),
    propertiesOf(type) {
      const leaf = leafByType.get(type);
      if (!leaf) return undefined;
      let props = cache.get(type);
      if (!props) {
        props = new Set(['@id', '@type', '@context']);
        collect(leaf, props, new Set());
        cache.set(type, props);
      }
      return props;
    },
  };
}

/**
 * Problems in a JSON-LD value: unknown types, properties a type does not
 * define, nodes without a type that are not plain `@id` references.
 * Returns messages with a JSON path each; empty when it conforms.
 */
export function checkJsonLd(value: unknown, vocab: Vocabulary, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => checkJsonLd(v, vocab, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  if ('@graph' in obj) {
    const extra = Object.keys(obj).filter((k) => k !== '@graph' && k !== '@context');
    return [
      ...extra.map((k) => `${path}: unexpected key "${k}" beside @graph`),
      ...checkJsonLd(obj['@graph'], vocab, `${path}.@graph`),
    ];
  }
  const type = obj['@type'];
  if (type === undefined) {
    const keys = Object.keys(obj);
    return keys.length === 1 && keys[0] === '@id' ? [] : [`${path}: node without @type (keys ${keys.join(', ')})`];
  }
  const types = Array.isArray(type) ? type : [type];
  const errors: string[] = [];
  const allowed = new Set<string>();
  for (const t of types) {
    const props = typeof t === 'string' ? vocab.propertiesOf(t) : undefined;
    if (!props) errors.push(`${path}: unknown schema.org type ${JSON.stringify(t)}`);
    else props.forEach((p) => allowed.add(p));
  }
  if (errors.length > 0) return errors;
  if ('@context' in obj && obj['@context'] !== 'https://schema.org') {
    errors.push(`${path}: @context must be "https://schema.org"`);
  }
  for (const [key, v] of Object.entries(obj)) {
    if (!allowed.has(key)) errors.push(`${path}: "${key}" is not a property of ${types.join('/')}`);
    else errors.push(...checkJsonLd(v, vocab, `${path}.${key}`));
  }
  return errors;
}
