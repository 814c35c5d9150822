import {usePluginData} from '@docusaurus/useGlobalData';
import type {RouteTableData} from '../../plugins/route-table';
import type {UntranslatedPages} from './alternates';

/** Pages not translated yet, per page the locales that serve a notice instead (plugins/route-table/untranslated.ts). */
export function useUntranslated(): UntranslatedPages {
  return (usePluginData('route-table') as RouteTableData).untranslated ?? {};
}
