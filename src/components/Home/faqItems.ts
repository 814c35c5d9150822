import {useMemo} from 'react';
import messages from '@site-texts/faq';
import {faqItems, type FaqItem} from './faqContent';
import {useFormat} from '@site/src/lib/useFormat';

export type {FaqItem};

/**
 * The home page's FAQ in the page's language, figures filled in: the same
 * `faqItems` the FAQPage JSON-LD is built from (plugins/structured-data).
 * `@site-texts/faq` holds only the current locale's FAQ texts (plugins/site-texts).
 */
export function useFaqItems(): FaqItem[] {
  const format = useFormat();
  return useMemo(() => faqItems(messages, format), [format]);
}
