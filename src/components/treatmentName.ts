import {usePluginData} from '@docusaurus/useGlobalData';
import {TREATMENT_CARDS, type TreatmentKey} from '../data/treatmentCards';
import type {TreatmentPageId} from '../data/routes';
import {treatmentTitle} from './pageTitle';
import type {RouteTableData} from '../../plugins/route-table';

const NAMED = new Set<string>(TREATMENT_CARDS.map((c) => c.key));

/** A treatment's name in lists (footer): its home card's, else the page's own title (new-page). */
export function useTreatmentName(): (page: TreatmentPageId) => string {
  const {titles} = usePluginData('route-table') as RouteTableData;
  return (page) => {
    if (NAMED.has(page)) return treatmentTitle(page as TreatmentKey);
    const title = titles[page];
    if (!title) throw new Error(`No title for treatment page "${page}": its MDX front matter needs one`);
    return title;
  };
}
