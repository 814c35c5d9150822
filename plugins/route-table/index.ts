import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkDocs} from './check';

/**
 * Fails the build when a doc disagrees with the route table or a locale
 * lacks a page. Runs before the docs plugin loads content.
 */
export default function routeTablePlugin(context: LoadContext): Plugin {
  const errors = checkDocs(context.siteDir);
  if (errors.length > 0) {
    throw new Error(`Route table check failed:\n  - ${errors.join('\n  - ')}`);
  }
  return {name: 'route-table'};
}
