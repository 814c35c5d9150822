import {translate} from '@docusaurus/Translate';
import type {TreatmentKey} from '@site/src/data/treatmentCards';

/** Treatment titles, also used by the footer's treatment links. */
export function treatmentTitle(key: TreatmentKey): string {
  switch (key) {
    case 'infiltrations':
      return translate({
        id: 'home.treatments.infiltrations.title',
        message: 'Gewrichtsinfiltraties',
        description: 'Title of the joint infiltrations treatment',
      });
    case 'hip':
      return translate({
        id: 'home.treatments.hip.title',
        message: 'Heupprothese',
        description: 'Title of the hip replacement treatment',
      });
    case 'knee':
      return translate({
        id: 'home.treatments.knee.title',
        message: 'Knieprothese',
        description: 'Title of the knee replacement treatment',
      });
    case 'revision':
      return translate({
        id: 'home.treatments.revision.title',
        message: 'Revisieoperaties',
        description: 'Title of the revision surgery treatment',
      });
  }
}
