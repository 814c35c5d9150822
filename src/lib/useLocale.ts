import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_LOCALE, isLocale, type Locale} from '../data/locales';

/** The page's locale as one of ours (Dutch if Docusaurus reports something else). */
export function useLocale(): Locale {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return isLocale(currentLocale) ? currentLocale : DEFAULT_LOCALE;
}
