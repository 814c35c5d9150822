import {useMemo} from 'react';
import {useLocale} from '@site/src/lib/useLocale';
import {formatFor, type Format} from './format';

export type {Format};

export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
