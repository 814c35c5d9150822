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

/**
 * Adds the redirect pages to the locale's pages (../post-build, first of
 * its steps), for a plain static host. nginx and Cloudflare Pages answer
 * every alias with a 301 themselves (scripts/server-config: nginx.ts and the
 * build's `_worker.js`, pages.ts).
 */
export const redirectPagesStep: PostBuildStep = {
  name: 'redirect-pages',
  run({context, outDir, pages}) {
    // Each locale builds into (and first empties) its own folder, so a
    // locale writes the aliases under its own prefix (doubled about slug)
    // into that folder; the default locale writes the region variants into
    // the root. Paths are taken relative to the locale's folder, which is
    // also right for a single-locale build (`--locale ar` writes to outDir).
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
