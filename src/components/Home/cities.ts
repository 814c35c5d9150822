import {translate} from '@docusaurus/Translate';
import type {LocationKey} from '@site/src/data/practice';

export type CityKey = 'utrecht' | 'marbella' | 'estepona';

/** The city each practice location is in. */
export const LOCATION_CITY: Record<LocationKey, CityKey> = {
  utrecht: 'utrecht',
  marbella_compass: 'marbella',
  marbella_mso: 'marbella',
  estepona: 'estepona',
};

/** City names as written in the page's language (Утрехт, ماربيا, …). */
export function useCityName(): (key: CityKey) => string {
  return (key) => {
    return {
      utrecht: translate({id: 'common.city.utrecht', message: 'Utrecht', description: 'City name Utrecht'}),
      marbella: translate({id: 'common.city.marbella', message: 'Marbella', description: 'City name Marbella'}),
      estepona: translate({id: 'common.city.estepona', message: 'Estepona', description: 'City name Estepona'}),
    }[key];
  };
}
