/** Keys that every module under the roots carries inline (see loader.cjs). */
export function inlinedKeys(roots: string[]): Set<string>;
