import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../src/data/locales';
import {PAGE_IDS, type PageId} from '../../src/data/routes';
import {socialCard} from '../../src/data/seo';
import {docTitle} from '../route-table/check';
import {pickFontFamily} from './fonts';
import {renderCard} from './render';

/** What the head tags need of a card: its file and alt text (global data of this plugin). */
export type SocialCardTags = Record<PageId, {file: string; alt: string}>;

/**
 * Generates at build time a 1200×630 PNG social card for every page of the
 * route table in the locale being built, in that locale's language, at the
 * path the `og:image` tag names (`<locale baseUrl>img/social/<page>.png`).
 *
 * The cards' files and alt texts of the current locale reach the head tags
 * (theme/SiteMetadata) as global data, so the browser does not download the
 * card texts of all six languages.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'social-cards',
    async contentLoaded({actions}) {
      const locale = context.i18n.currentLocale;
      if (!isLocale(locale)) throw new Error(`social cards: unknown locale "${locale}"`);
      const title = (page: PageId) => (page === 'home' ? undefined : docTitle(context.siteDir, locale, page));
      const tags = Object.fromEntries(
        PAGE_IDS.map((page) => {
          const {file, alt} = socialCard(page, locale, title(page));
          return [page, {file, alt}];
        }),
      ) as SocialCardTags;
      actions.setGlobalData(tags);
    },
    async postBuild({outDir}) {
      const locale = context.i18n.currentLocale;
      if (!isLocale(locale)) throw new Error(`social cards: unknown locale "${locale}"`);
      const title = (page: PageId) => (page === 'home' ? undefined : docTitle(context.siteDir, locale, page));
      const fontFamily = pickFontFamily();
      const logoSvg = await fs.promises.readFile(path.join(context.siteDir, 'static', 'img', 'logo.svg'), 'utf8');
      const host = new URL(context.siteConfig.url).host.replace(/^www\./, '');
      await Promise.all(
        PAGE_IDS.map((page) => {
          const card = socialCard(page, locale, title(page));
          return renderCard({locale, card, host, fontFamily, logoSvg}, path.join(outDir, card.file));
        }),
      );
    },
  };
}
