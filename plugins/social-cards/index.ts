import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale, type Locale} from '../../src/data/locales';
import {PAGE_IDS, type PageId} from '../../src/data/routes';
import {isPublished} from '../../src/lib/alternates';
import {untranslatedPages} from '../route-table/untranslated';
import {siteTextsOf, type SiteTextsContent} from '../site-texts';
import {socialCard} from './card';
import {pickFontFamily} from './fonts';
import {renderCardPng} from './render';

/** The cards' files and alt texts for the head tags (a notice shows the site's card). */
export type SocialCardTags = Partial<Record<PageId, {file: string; alt: string}>>;

/**
 * A 1200×630 PNG social card per page in the locale's language, at the `og:image` path; their tags reach the
 * head as this locale's global data only. Rendering starts with the texts (sharp works while the bundler
 * runs); postBuild only writes the files, as the output folder is emptied in between.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const pages = (): PageId[] => {
    const untranslated = untranslatedPages(context.siteDir);
    return PAGE_IDS.filter((page) => isPublished(page, context.i18n.currentLocale as Locale, untranslated));
  };
  let texts: SiteTextsContent | undefined;
  let rendering: Promise<{file: string; png: Buffer}[]> | undefined;

  async function renderAll(content: SiteTextsContent) {
    const locale = context.i18n.currentLocale;
    if (!isLocale(locale)) throw new Error(`social cards: unknown locale "${locale}"`);
    const fontFamily = pickFontFamily();
    const logoSvg = await fs.promises.readFile(path.join(context.siteDir, 'static', 'img', 'logo.svg'), 'utf8');
    const host = new URL(context.siteConfig.url).host.replace(/^www\./, '');
    return Promise.all(
      pages().map(async (page) => {
        const card = socialCard(page, content);
        return {file: card.file, png: await renderCardPng({locale, card, host, fontFamily, logoSvg})};
      }),
    );
  }

  return {
    name: 'social-cards',
    async allContentLoaded({allContent, actions}) {
      texts = siteTextsOf(allContent);
      const content = texts;
      const tags = Object.fromEntries(
        pages().map((page) => {
          const {file, alt} = socialCard(page, content);
          return [page, {file, alt}];
        }),
      ) as SocialCardTags;
      actions.setGlobalData(tags);
      // Only `docusaurus build` sets production; `start` never writes the cards.
      if (process.env.NODE_ENV === 'production') {
        rendering = renderAll(content);
        rendering.catch(() => undefined); // reported by postBuild, which awaits it
      }
    },
    async postBuild({outDir}) {
      if (!texts) throw new Error('social cards: the site texts were not loaded');
      const cards = await (rendering ?? renderAll(texts));
      await Promise.all(
        cards.map(async ({file, png}) => {
          const target = path.join(outDir, file);
          await fs.promises.mkdir(path.dirname(target), {recursive: true});
          await fs.promises.writeFile(target, png);
        }),
      );
    },
  };
}
