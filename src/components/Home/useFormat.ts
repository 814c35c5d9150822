import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_LOCALE, isLocale, type Locale} from '@site/src/data/locales';
import {formatFor, type Format} from './format';

export type {Format};

/** The page's locale as one of ours (Dutch if Docusaurus reports something else). */
export function useLocale(): Locale {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return isLocale(currentLocale) ? currentLocale : DEFAULT_LOCALE;
}

export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
