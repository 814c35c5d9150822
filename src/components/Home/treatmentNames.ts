import {translate} from '@docusaurus/Translate';
import type {OperationPrice} from '@site/src/data/prices';
import {treatmentTitle} from '../pageTitle';

/**
 * The name of a line of the operation price list (src/data/prices.ts): the page's title
 * (../pageTitle.ts) where the line prices the page's treatment, else the name of the one
 * operation it prices ("Totale knieprothese" of "Knieprothese"), different on purpose.
 */
export function priceLineName(line: OperationPrice): string {
  if (line.name === 'page') return treatmentTitle(line.page);
  switch (line.key) {
    case 'arthroscopy':
      return translate({
        id: 'home.prices.operations.arthroscopy',
        message: 'Knie-artroscopie',
        description: 'Price-list line: a knee arthroscopy, an operation without a page of its own',
      });
    case 'totalKnee':
      return translate({
        id: 'home.prices.operations.totalKnee',
        message: 'Totale knieprothese',
        description:
          'Price-list line: the total knee, one of the two operations of the page "Knee replacement" (named apart from the page title on purpose)',
      });
    case 'partialKnee':
      return translate({
        id: 'home.prices.operations.partialKnee',
        message: 'Halve knieprothese',
        description:
          'Price-list line: the partial knee, one of the two operations of the page "Knee replacement" (named apart from the page title on purpose)',
      });
    case 'totalHip':
      return translate({
        id: 'home.prices.operations.totalHip',
        message: 'Totale heupprothese',
        description:
          'Price-list line: the total hip of the page "Hip replacement", named "total" like the knee lines above it (apart from the page title on purpose)',
      });
    case 'revision':
      throw new Error(
        `Price-list line "${line.key}" has name: 'operation' but no message (src/components/Home/treatmentNames.ts)`,
      );
  }
}
