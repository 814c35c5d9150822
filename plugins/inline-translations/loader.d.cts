/** The transform run over every source file under the roots (see loader.cjs); `rewritten`: files with an inlined key, by root. */
export function scanSources(roots: string[]): {
  inlined: Set<string>;
  defaults: Map<string, string>;
  rewritten: Map<string, number>;
};
