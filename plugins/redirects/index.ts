import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {DEFAULT_LOCALE, isLocale, type Locale} from '../../src/data/locales';
import {allRedirects, matchPath} from '../../src/data/routes';
import {aliasTarget} from '../../scripts/server-config/rules';
import {redirectHtml} from './render';

/** The locale whose build folder holds an alias path. */
function redirectOwner(from: string): Locale {
  const first = from.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** Redirect pages for a plain static host (nginx and Cloudflare Pages answer aliases with a 301 themselves). */
export const redirectPagesStep: PostBuildStep = {
  name: 'redirect-pages',
  run({context, outDir, pages}) {
    // Each locale empties its own folder, so writes its own aliases there, relative to that folder.
    const {currentLocale} = context.i18n;
    const prefix = currentLocale === DEFAULT_LOCALE ? '' : `/${currentLocale}`;
    const siteUrl = context.siteConfig.url;
    for (const {from, to} of allRedirects()) {
      if (redirectOwner(from) !== currentLocale) continue;
      pages.add(
        path.join(outDir, from.slice(prefix.length), 'index.html'),
        redirectHtml(aliasTarget(from, to), siteUrl, matchPath(to)?.locale ?? DEFAULT_LOCALE, to),
      );
    }
  },
};
