import {translate} from '@docusaurus/Translate';

export type CityKey = 'utrecht' | 'marbella' | 'estepona';

/** City names as written in the page's language (Утрехт, ماربيا, …). */
export function useCityName(): (key: CityKey) => string {
  return (key) => {
    switch (key) {
      case 'utrecht':
        return translate({id: 'common.city.utrecht', message: 'Utrecht', description: 'City name Utrecht'});
      case 'marbella':
        return translate({id: 'common.city.marbella', message: 'Marbella', description: 'City name Marbella'});
      case 'estepona':
        return translate({id: 'common.city.estepona', message: 'Estepona', description: 'City name Estepona'});
    }
  };
}
