import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {faqItems, faqTexts} from '../../src/components/Home/faqContent';
import {formatFor} from '../../src/lib/format';
import {DEFAULT_LOCALE, isLocale} from '../../src/data/locales';
import {DOC_PAGE_IDS} from '../../src/data/routes';
import {docFile, docsDir} from '../route-table/check';
import {
  PLUGIN_NAME,
  TEXT_FILES,
  messagesOnly,
  readSource,
  sourceFile,
  type SiteTexts,
  type SiteTextsContent,
  translationFile,
  type Messages,
  type TextFile,
} from './texts';

export type {SiteTextsContent} from './texts';

/** Modules of the current locale's texts only, for the browser: the home FAQ and the page titles. */
export const CLIENT_MODULES = {faq: '@site-texts/faq', pageTitles: '@site-texts/page-titles'} as const;

/** The file a writer or translator fixes when an FAQ text is missing. */
function faqFile(locale: string): string {
  return locale === DEFAULT_LOCALE ? sourceFile('faq') : translationFile(locale, 'faq');
}

/** The front-matter title of every doc page of the route table in `locale`. */
export function pageTitles(siteDir: string, locale: string): Record<string, string> {
  if (!isLocale(locale)) throw new Error(`${PLUGIN_NAME}: unknown locale "${locale}"`);
  return Object.fromEntries(
    DOC_PAGE_IDS.map((page) => {
      const file = docFile(siteDir, locale, page);
      if (!file) throw new Error(`${PLUGIN_NAME}: page "${page}" has no file in ${docsDir(siteDir, locale)}`);
      const title = (matter(fs.readFileSync(file, 'utf8')).data as {title?: unknown}).title;
      if (typeof title !== 'string' || title.trim() === '') {
        throw new Error(`${path.relative(siteDir, file)}: front matter has no title (the page's name everywhere)`);
      }
      return [page, title.trim()];
    }),
  );
}

/**
 * The site's plugin-level texts as translation files (so write-translations writes them beside code.json),
 * for social cards and structured data (`allContentLoaded`) and the browser (CLIENT_MODULES).
 */
export default function siteTextsPlugin(context: LoadContext): Plugin {
  return createPlugin(context) as Plugin;
}

function createPlugin(context: LoadContext): Plugin<SiteTextsContent> {
  const locale = context.i18n.currentLocale;
  const generated: Partial<Record<keyof typeof CLIENT_MODULES, string>> = {};
  return {
    name: PLUGIN_NAME,
    getPathsToWatch() {
      return [
        ...TEXT_FILES.map((name) => path.join(context.siteDir, sourceFile(name))),
        path.join(context.localizationDir, PLUGIN_NAME, '*.json'),
        path.join(isLocale(locale) ? docsDir(context.siteDir, locale) : context.siteDir, '*.md?(x)'),
      ];
    },
    loadContent() {
      const texts = Object.fromEntries(
        TEXT_FILES.map((name) => [name, readSource(context.siteDir, name)]),
      ) as SiteTexts;
      return {locale, texts, titles: pageTitles(context.siteDir, locale)};
    },
    getTranslationFiles({content}) {
      return TEXT_FILES.map((name) => ({path: name, content: content.texts[name]}));
    },
    translateContent({content, translationFiles}) {
      const texts = {...content.texts};
      for (const file of translationFiles) {
        if ((TEXT_FILES as readonly string[]).includes(file.path)) texts[file.path as TextFile] = file.content;
      }
      return {...content, texts};
    },
    async contentLoaded({content, actions}) {
      // The FAQ finished here, figures filled in, exactly as the JSON-LD gets it: a missing
      // question fails the build naming the file, and the browser gets the texts, no code.
      if (!isLocale(content.locale)) throw new Error(`${PLUGIN_NAME}: unknown locale "${content.locale}"`);
      const faq = faqItems(
        faqTexts(messagesOnly(content.texts.faq), faqFile(content.locale)),
        formatFor(content.locale),
      );
      generated.faq = await actions.createData('faq.json', JSON.stringify(faq));
      generated.pageTitles = await actions.createData('page-titles.json', JSON.stringify(content.titles));
    },
    configureWebpack() {
      const alias = Object.fromEntries(
        Object.entries(CLIENT_MODULES).map(([key, name]) => {
          const file = generated[key as keyof typeof CLIENT_MODULES];
          if (!file) throw new Error(`${PLUGIN_NAME}: ${name} was not generated (contentLoaded did not run)`);
          return [name, file];
        }),
      );
      return {resolve: {alias}};
    },
  };
}

/** The content Docusaurus hands other plugins for `locale`, without Docusaurus (for tests and tools). */
export function loadSiteTexts(siteDir: string, locale: string): SiteTextsContent {
  const texts = Object.fromEntries(
    TEXT_FILES.map((name) => {
      const file = path.join(siteDir, translationFile(locale, name));
      const localized = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
      return [name, {...readSource(siteDir, name), ...localized}];
    }),
  ) as SiteTexts;
  return {locale, texts, titles: pageTitles(siteDir, locale)};
}

/** This plugin's translated content, as other plugins receive it in `allContentLoaded`. */
export function siteTextsOf(allContent: Record<string, Record<string, unknown> | undefined>): SiteTextsContent {
  const content = allContent[PLUGIN_NAME]?.default as SiteTextsContent | undefined;
  if (!content) throw new Error(`The ${PLUGIN_NAME} plugin must be listed in docusaurus.config.ts`);
  return content;
}
