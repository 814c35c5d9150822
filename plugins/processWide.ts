/**
 * State that lives as long as the build process, shared by the builds of
 * all locales: caches that save work the next locale would repeat (text
 * widths, the font picked for social cards) and the thread pool's slots.
 *
 * Docusaurus loads the config afresh for every locale it builds (jiti with
 * `requireCache: false`, @docusaurus/utils `loadFreshModule`), so a plugin's
 * module-level variables start empty for each locale. What must outlast one
 * locale is kept on `globalThis`, which holds whether or not the modules
 * are loaded afresh (plugins/__tests__/processWide.test.ts).
 */
export function processWide<T>(key: string, init: () => T): T {
  const slot = Symbol.for(`dr-jansen-build:${key}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[slot] ??= init());
}
