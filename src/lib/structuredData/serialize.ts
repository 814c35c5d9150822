import type {Graph, Thing, WithContext} from 'schema-dts';

export type JsonLd = Graph | WithContext<Exclude<Thing, string>>;

/**
 * JSON for a `<script type="application/ld+json">`. `<` is escaped so a text
 * containing `</script>` cannot end the element; JSON parsers read `\u003c`
 * as `<`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
