import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {DEFAULT_LOCALE} from '../../src/data/locales';
import {untranslatedPages} from '../route-table/untranslated';
import {robotsTxt, sitemapXml} from './render';

/**
 * Writes one sitemap.xml for all locales, with hreflang alternates, and a
 * robots.txt pointing to it, into the root of the build. Replaces the
 * preset's sitemap (disabled in docusaurus.config.ts), which knows nothing
 * of translated slugs. A step of ../post-build, before precompression.
 */
export const sitemapStep: PostBuildStep = {
  name: 'sitemap',
  run({context, outDir}) {
    // The default locale builds into the root; it writes the files for every locale once.
    if (context.i18n.currentLocale !== DEFAULT_LOCALE) return;
    const siteUrl = context.siteConfig.url;
    fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, untranslatedPages(context.siteDir)));
    fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  },
};
