import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
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
// Of the stock types only the two generic ones are kept: the docs-version,
// search, HTML and locale types would otherwise be in every page's
// JavaScript (about 2.5 KB gzip) without a navbar item using them.
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  'custom-languageSwitcher': LanguageSwitcher,
  'custom-homeAnchor': HomeAnchorNavbarItem,
  'custom-page': PageNavbarItem,
  'custom-phone': PhoneNavbarItem,
  'custom-booking': BookingNavbarItem,
};
