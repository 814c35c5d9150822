import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale, type Locale} from '../../src/data/locales';
import {PAGE_IDS, ROUTES, TREATMENT_PAGE_IDS, pagePath, type DocPageId, type PageId} from '../../src/data/routes';
import {docFile, docTitle} from '../route-table/check';
import {untranslatedPages} from '../route-table/untranslated';
import {isPublished} from '../../src/lib/alternates';
import {absoluteUrl} from '../../src/lib/alternates';
import {siteTextsOf, type SiteTextsContent} from '../site-texts';
import {injectJsonLd, pageBlocks} from './inject';
import {NOTICE_TEXT_ID, NOTICE_TITLE_ID} from '../../src/components/UntranslatedNotice/ids';

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
      const untranslated = untranslatedPages(context.siteDir);
      const published = (page: PageId) => isPublished(page, locale, untranslated);
      const services = TREATMENT_PAGE_IDS.filter(published).map((page) => ({
        name: docTitle(context.siteDir, locale, page) ?? page,
        url: absoluteUrl(siteUrl, pagePath(page, locale)),
      }));
      // Synchronous I/O: the thread pool is busy compressing the previous
      // locale's files, and these small reads would queue behind it.
      for (const {page, file} of targets) {
        const html = fs.readFileSync(file, 'utf8');
        const doc = page && page !== 'home' ? docFile(context.siteDir, locale, page as DocPageId) : undefined;
        const notice = page && !published(page) ? noticeTexts(context.siteDir, locale) : undefined;
        const blocks = pageBlocks({siteUrl, locale, page, texts, docFile: doc, services, notice});
        fs.writeFileSync(file, injectJsonLd(html, blocks));
      }
    },
  };
}

/**
 * The notice's title and text in the locale (i18n/<locale>/code.json, the
 * messages src/components/UntranslatedNotice shows), for its MedicalWebPage.
 */
function noticeTexts(siteDir: string, locale: Locale): {name: string; description: string} {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  const text = (id: string): string => {
    const value = messages[id]?.message;
    if (!value)
      throw new Error(`${path.relative(siteDir, file)}: "${id}" is missing (the notice of an untranslated page)`);
    return value;
  };
  return {name: text(NOTICE_TITLE_ID), description: text(NOTICE_TEXT_ID)};
}
