import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../src/data/locales';
import {TREATMENT_PAGE_IDS, type TreatmentPageId} from '../../src/data/routes';
import {TREATMENT_CARDS} from '../../src/data/treatmentCards';
import {isPublished, type UntranslatedPages} from '../../src/lib/alternates';
import {checkDocs, docTitle} from './check';
import {untranslatedPages} from './untranslated';
import {stalePages} from './stale';

/** Global data: titles of the treatment pages the interface texts do not name (pages added with new-page). */
export interface RouteTableData {
  titles: Partial<Record<TreatmentPageId, string>>;
  /** Pages not translated yet, per page the locales serving a notice (only present when there are any). */
  untranslated?: UntranslatedPages;
  /** Pages whose translation into this locale is older than the Dutch page: the day the Dutch page changed (ISO; only present when there are any). */
  stale?: Partial<Record<string, string>>;
}

/**
 * Fails the build when a doc disagrees with the route table or a locale
 * lacks a page. Runs before the docs plugin loads content.
 *
 * It also gives the footer's treatment list the front-matter title of each
 * treatment page that has no name among the interface texts (a page just
 * added with `npm run new-page`), so every treatment page of the registry is
 * listed; the others ship nothing extra. Pages not yet translated into a
 * locale (plugins/route-table/untranslated.ts) are named too, so the head
 * tags, the switcher and the footer leave that locale's notice out, and so
 * are the pages whose translation is older than the Dutch page (./stale.ts).
 */
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
