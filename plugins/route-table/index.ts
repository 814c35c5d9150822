import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../src/data/locales';
import {TREATMENT_PAGE_IDS, type TreatmentPageId} from '../../src/data/routes';
import {TREATMENT_CARDS} from '../../src/data/treatmentCards';
import {isPublished, type UntranslatedPages} from '../../src/lib/alternates';
import {checkDocs, docTitle} from './check';
import {untranslatedPages} from './untranslated';
import {stalePages} from './stale';

/**
 * Global data: titles of treatment pages the interface texts do not name (added with new-page), pages
 * serving a notice per locale, and stale translations with the day their Dutch page changed (ISO).
 */
export interface RouteTableData {
  titles: Partial<Record<TreatmentPageId, string>>;
  untranslated?: UntranslatedPages;
  stale?: Partial<Record<string, string>>;
}

/** Fails the build, before the docs load, when a doc disagrees with the route table; gives RouteTableData. */
export default function routeTablePlugin(context: LoadContext): Plugin {
  const errors = checkDocs(context.siteDir);
  if (errors.length > 0) {
    throw new Error(`Route table check failed:\n  - ${errors.join('\n  - ')}`);
  }
  return {
    name: 'route-table',
    // So a dev server notices a translation losing (or gaining) its placeholder marker.
    getPathsToWatch() {
      return [
        path.join(context.siteDir, 'docs', '**', '*.{md,mdx}'),
        path.join(context.siteDir, 'i18n', '*', '**', '*.{md,mdx}'),
      ];
    },
    async contentLoaded({actions}) {
      const locale = context.i18n.currentLocale;
      if (!isLocale(locale)) throw new Error(`route table: unknown locale "${locale}"`);
      const named = new Set<string>(TREATMENT_CARDS.map((c) => c.key));
      const untranslated = untranslatedPages(context.siteDir);
      const titles = Object.fromEntries(
        TREATMENT_PAGE_IDS.filter((id) => !named.has(id) && isPublished(id, locale, untranslated)).map((id) => [
          id,
          docTitle(context.siteDir, locale, id),
        ]),
      );
      const stale = stalePages(context.siteDir, locale);
      actions.setGlobalData({
        titles,
        ...(Object.keys(untranslated).length > 0 ? {untranslated} : {}),
        ...(Object.keys(stale).length > 0 ? {stale} : {}),
      } satisfies RouteTableData);
    },
  };
}
