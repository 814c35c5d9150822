/**
 * JSON-LD builders typed with schema-dts. Pure functions: the components
 * (`src/components/StructuredData`, the SiteMetadata and DocItem/Metadata
 * swizzles) feed them the page's locale, URL and texts.
 */
export * from './site';
export * from './pages';
export * from './serialize';
