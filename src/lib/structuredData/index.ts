/**
 * JSON-LD builders typed with schema-dts. Pure functions: the build step
 * `plugins/structured-data` feeds them each page's locale, URL and texts
 * and writes the blocks into the built HTML.
 */
export * from './site';
export * from './pages';
export * from './serialize';
