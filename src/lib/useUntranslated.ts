import {usePluginData} from '@docusaurus/useGlobalData';
import type {RouteTableData} from '../../plugins/route-table';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {isPageId} from '../data/routes';
import {isPublished, type UntranslatedPages} from './alternates';
import {useLocale} from './useLocale';

/** Pages not translated yet, per page the locales that serve a notice instead (plugins/route-table/untranslated.ts). */
export function useUntranslated(): UntranslatedPages {
  return (usePluginData('route-table') as RouteTableData).untranslated ?? {};
}

/** Whether the doc being shown is a notice: its translation into this locale is still the placeholder. */
export function useIsUntranslatedPage(): boolean {
  const {metadata} = useDoc();
  const locale = useLocale();
  const untranslated = useUntranslated();
  return isPageId(metadata.id) && !isPublished(metadata.id, locale, untranslated);
}
