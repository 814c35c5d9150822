import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import {
  BookingNavbarItem,
  HomeAnchorNavbarItem,
  PageNavbarItem,
  PhoneNavbarItem,
} from '@site/src/components/NavbarItems';

// The stock localeDropdown keeps the slug when switching (404 with
// translated slugs); ours links each locale's equivalent page. The other
// custom types take their per-locale targets from the route table and
// practice.ts, which a static navbar config cannot do.
export default {
  ...ComponentTypes,
  'custom-languageSwitcher': LanguageSwitcher,
  'custom-homeAnchor': HomeAnchorNavbarItem,
  'custom-page': PageNavbarItem,
  'custom-phone': PhoneNavbarItem,
  'custom-booking': BookingNavbarItem,
};
