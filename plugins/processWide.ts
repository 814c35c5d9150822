/**
 * State that lives as long as the build process, shared by the builds of
 * all locales.
 *
 * Docusaurus loads the config afresh for every locale it builds (jiti with
 * `requireCache: false`, @docusaurus/utils `loadFreshModule`), so a plugin's
 * module-level variables start empty for each locale. What must outlast one
 * locale (caches, work left running for the next) is kept on `globalThis`.
 * plugins/__tests__/processWide.test.ts fails if Docusaurus stops reloading.
 */
export function processWide<T>(key: string, init: () => T): T {
  const slot = Symbol.for(`dr-jansen-build:${key}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[slot] ??= init());
}
