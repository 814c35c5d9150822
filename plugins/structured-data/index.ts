import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../src/data/locales';
import {PAGE_IDS, ROUTES, TREATMENT_PAGE_IDS, pagePath, type DocPageId} from '../../src/data/routes';
import {docFile, docTitle} from '../route-table/check';
import {absoluteUrl} from '../../src/lib/alternates';
import {siteTextsOf, type SiteTextsContent} from '../site-texts';
import {injectJsonLd, pageBlocks} from './inject';

/** Adds the JSON-LD blocks to every built page of the locale, and to its 404 page. */
export default function structuredDataPlugin(context: LoadContext): Plugin {
  let texts: SiteTextsContent | undefined;
  return {
    name: 'structured-data',
    allContentLoaded({allContent}) {
      texts = siteTextsOf(allContent);
    },
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    async postBuild({outDir}) {
      const locale = context.i18n.currentLocale;
      if (!isLocale(locale)) throw new Error(`Unknown locale ${locale}`);
      if (!texts) throw new Error('structured data: the site texts were not loaded');
      const siteUrl = context.siteConfig.url;
      const targets = [
        ...PAGE_IDS.map((page) => ({page, file: path.join(outDir, ROUTES[page][locale], 'index.html')})),
        {page: undefined, file: path.join(outDir, '404.html')},
      ];
      const services = TREATMENT_PAGE_IDS.map((page) => ({
        name: docTitle(context.siteDir, locale, page) ?? page,
        url: absoluteUrl(siteUrl, pagePath(page, locale)),
      }));
      // Synchronous I/O: the thread pool is busy compressing the previous
      // locale's files, and these small reads would queue behind it.
      for (const {page, file} of targets) {
        const html = fs.readFileSync(file, 'utf8');
        const doc = page && page !== 'home' ? docFile(context.siteDir, locale, page as DocPageId) : undefined;
        const blocks = pageBlocks({siteUrl, locale, page, texts, docFile: doc, services});
        fs.writeFileSync(file, injectJsonLd(html, blocks));
      }
    },
  };
}
