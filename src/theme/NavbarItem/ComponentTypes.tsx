import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

// The stock localeDropdown keeps the slug when switching (404 with
// translated slugs); ours links each locale's equivalent page.
export default {
  ...ComponentTypes,
  'custom-languageSwitcher': LanguageSwitcher,
};
