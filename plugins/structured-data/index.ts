import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build';
import {isLocale, type Locale} from '../../src/data/locales';
import {PAGE_IDS, ROUTES, TREATMENT_PAGE_IDS, pagePath, type DocPageId, type PageId} from '../../src/data/routes';
import {docFile, docTitle} from '../route-table/check';
import {untranslatedPages} from '../route-table/untranslated';
import {absoluteUrl, isPublished} from '../../src/lib/alternates';
import {siteTextsOf} from '../site-texts';
import {jsonLdEdit, pageBlocks} from './inject';
import {NOTICE_TEXT_ID, NOTICE_TITLE_ID} from '../../src/components/UntranslatedNotice/ids';

/** The client module that drops the page blocks a client-side navigation makes stale. */
export default function structuredDataPlugin(): Plugin {
  return {
    name: 'structured-data',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}

/** Adds the JSON-LD blocks to every built page of the locale, and to its 404 page (a step of ../post-build). */
export const structuredDataStep: PostBuildStep = {
  name: 'structured-data',
  run({context, outDir, allContent, pages}) {
    const locale = context.i18n.currentLocale;
    if (!isLocale(locale)) throw new Error(`Unknown locale ${locale}`);
    const texts = siteTextsOf(allContent);
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
    for (const {page, file} of targets) {
      const target = pages.get(file);
      if (!target) throw new Error(`structured data: ${file} was not built`);
      const doc = page && page !== 'home' ? docFile(context.siteDir, locale, page as DocPageId) : undefined;
      const notice = page && !published(page) ? noticeTexts(context.siteDir, locale) : undefined;
      const blocks = pageBlocks({siteUrl, locale, page, texts, docFile: doc, services, notice});
      target.edit([jsonLdEdit(target.html, blocks)]);
    }
  },
};

/** The untranslated notice's title and text in the locale's code.json, for its MedicalWebPage. */
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
