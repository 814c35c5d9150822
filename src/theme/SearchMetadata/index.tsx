/**
 * (CUSTOM) Replaces theme-classic's SearchMetadata, which writes meta tags
 * for DocSearch and local-search plugins (the language, locale, version and
 * tag of each page) into every page. The site has no search, so they
 * were bytes each page sent for no reader (guides/PERFORMANCE.md).
 */
export default function SearchMetadata(): null {
  return null;
}
