import items from '@site-texts/faq';
import type {FaqItem} from './faqContent';

export type {FaqItem};

/**
 * The home page's FAQ in the page's language, figures filled in. Built at
 * build time by plugins/site-texts with the same `faqItems` the FAQPage
 * JSON-LD is built from (plugins/structured-data), so page and structured
 * data say the same; `@site-texts/faq` holds only the current locale's FAQ
 * and is bundled with the home page only.
 */
export function useFaqItems(): readonly FaqItem[] {
  return items;
}
