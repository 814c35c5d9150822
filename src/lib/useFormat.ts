/**
 * React access to `./format.ts` for the current page's locale. `useFormat`
 * serves the home page, header and footer; `plural` picks the form of a
 * `|`-separated plural message with Docusaurus's `usePluralForm` (Intl
 * plural rules of the locale: Russian one|few|many|other, Arabic
 * zero|one|two|few|many|other).
 */
import {useMemo} from 'react';
import {usePluralForm} from '@docusaurus/theme-common';
import {useLocale} from './useLocale';
import {formatFor, type Format} from './format';

export type {Format};

export interface PageFormat extends Format {
  /** The form of a plural message for `count`: `plural(2, translate({message: '{n} nacht|{n} nachten'}, …))`. */
  plural: (count: number, message: string) => string;
}

export function useFormat(): PageFormat {
  const locale = useLocale();
  const {selectMessage} = usePluralForm();
  return useMemo(() => ({...formatFor(locale), plural: selectMessage}), [locale, selectMessage]);
}
