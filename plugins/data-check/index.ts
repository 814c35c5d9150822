import type {Plugin} from '@docusaurus/types';
import {dataProblems} from '../../src/data/validate';

/**
 * Fails the build (and `npm start`) before anything is rendered when a
 * figure in src/data is not a valid value, naming the file and key
 * (src/data/validate.ts): a page must never state a negative count, a
 * range upside down or a unit nobody can read.
 */
export default function dataCheckPlugin(): Plugin {
  const problems = dataProblems();
  if (problems.length > 0) {
    throw new Error(`Figures in src/data are not valid:\n  - ${problems.join('\n  - ')}`);
  }
  return {name: 'data-check'};
}
