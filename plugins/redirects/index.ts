import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {DEFAULT_LOCALE, isLocale, type Locale} from '../../src/data/locales';
import {allRedirects, matchPath} from '../../src/data/routes';
import {aliasTarget} from '../../scripts/server-config/rules';
import {assertWithinLimits, redirectsProblems} from './limits';
import {cloudflareRedirects, redirectHtml} from './render';

/** The locale whose build folder holds an alias path. */
function redirectOwner(from: string): Locale {
  const first = from.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * Adds the redirect pages to the locale's pages (../post-build, first of
 * its steps) and writes `_redirects` (Cloudflare Pages) into the root of the
 * build; fails the build when `_redirects` is over Cloudflare Pages' limits.
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
    const isDefault = currentLocale === DEFAULT_LOCALE;
    const prefix = isDefault ? '' : `/${currentLocale}`;
    const siteUrl = context.siteConfig.url;
    for (const {from, to} of allRedirects()) {
      if (redirectOwner(from) !== currentLocale) continue;
      pages.add(
        path.join(outDir, from.slice(prefix.length), 'index.html'),
        redirectHtml(aliasTarget(from, to), siteUrl, matchPath(to)?.locale ?? DEFAULT_LOCALE, to),
      );
    }
    if (!isDefault) return;
    const redirects = cloudflareRedirects();
    assertWithinLimits('_redirects', redirectsProblems(redirects));
    fs.writeFileSync(path.join(outDir, '_redirects'), redirects);
  },
};
