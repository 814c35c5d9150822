import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';
import {
  BookingNavbarItem,
  HomeAnchorNavbarItem,
  PageNavbarItem,
  PhoneNavbarItem,
} from '@site/src/components/NavbarItems';

// Of the stock types only the two generic ones: the others would cost every page about 2.5 KB gzip, unused.
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  'custom-languageSwitcher': LanguageSwitcher,
  'custom-homeAnchor': HomeAnchorNavbarItem,
  'custom-page': PageNavbarItem,
  'custom-phone': PhoneNavbarItem,
  'custom-booking': BookingNavbarItem,
};
