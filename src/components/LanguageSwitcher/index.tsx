import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import {LOCALES, LOCALE_INFO, isLocale, type Locale} from '@site/src/data/locales';
import {equivalentPath} from '@site/src/data/routes';
import {rememberLocale} from '@site/src/lib/rememberLocale';
import styles from './styles.module.css';

export interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
}

/**
 * Navbar language switcher: each entry links to the equivalent page of the
 * current one (route table), and remembers the choice before leaving.
 */
export default function LanguageSwitcher({mobile, ...props}: Props): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const current: Locale = isLocale(currentLocale) ? currentLocale : 'nl';
  const activeClass = mobile ? 'menu__link--active' : 'dropdown__link--active';
  const items = LOCALES.map((locale) => ({
    label: LOCALE_INFO[locale].label,
    lang: locale,
    // A different locale is a different single-page app: full navigation.
    to: `pathname://${equivalentPath(pathname, locale)}`,
    target: '_self',
    autoAddBaseUrl: false,
    className: locale === current ? activeClass : '',
    'aria-current': locale === current ? ('true' as const) : undefined,
    'data-locale': locale,
    onClick: () => rememberLocale(locale),
  }));
  const label = mobile
    ? translate({
        id: 'navbar.languageSwitcher.mobileLabel',
        message: 'Talen',
        description: 'Label of the language switcher in the mobile menu',
      })
    : LOCALE_INFO[current].label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.icon} />
          {label}
        </>
      }
      items={items}
    />
  );
}
