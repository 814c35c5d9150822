import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {isPageId} from '../data/routes';
import {isPublished} from './alternates';
import {useLocale} from './useLocale';
import {useUntranslated} from './useUntranslated';

// A module of its own: only the doc page's components need it (and the docs plugin's hooks with it).
/** Whether the doc being shown is a notice: its translation into this locale is still the placeholder. */
export function useIsUntranslatedPage(): boolean {
  const {metadata} = useDoc();
  const locale = useLocale();
  const untranslated = useUntranslated();
  return isPageId(metadata.id) && !isPublished(metadata.id, locale, untranslated);
}
