import {usePluginData} from '@docusaurus/useGlobalData';
import {TREATMENT_CARDS, type TreatmentKey} from '../data/treatmentCards';
import type {TreatmentPageId} from '../data/routes';
import {treatmentTitle} from './pageTitle';
import type {RouteTableData} from '../../plugins/route-table';

const NAMED = new Set<string>(TREATMENT_CARDS.map((c) => c.key));

/**
 * The name of a treatment page in the page's language, for lists of
 * treatments (footer): the interface text of a treatment with a home card,
 * else the page's own title (a page added with new-page, see plugins/route-table).
 */
export function useTreatmentName(): (page: TreatmentPageId) => string {
  const {titles} = usePluginData('route-table') as RouteTableData;
  return (page) => {
    if (NAMED.has(page)) return treatmentTitle(page as TreatmentKey);
    const title = titles[page];
    if (!title) throw new Error(`No title for treatment page "${page}": its MDX front matter needs one`);
    return title;
  };
}
