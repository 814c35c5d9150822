/** Structured data written into the built HTML, so browsers download none of its code or texts (~9 KB gzip). */
import fs from 'node:fs';
import matter from 'gray-matter';
import {formatFor} from '../../src/lib/format';
import {faqItems, faqTexts} from '../../src/components/Home/faqContent';
import type {Locale} from '../../src/data/locales';
import {PRACTICE, surgeonName} from '../../src/data/practice';
import {PROCEDURES, isTreatment} from '../../src/data/procedures';
import {reviewDate, isReviewedPage} from '../../src/data/review';
import {pagePath, type PageId} from '../../src/data/routes';
import {absoluteUrl} from '../../src/lib/alternates';
import {
  faqPage,
  medicalProcedure,
  medicalWebPage,
  profilePage,
  serializeJsonLd,
  siteGraph,
  type JsonLd,
  type SeoTexts,
  type Service,
} from '../../src/lib/structuredData';
import {message, messagesOnly, translationFile, type SiteTextsContent} from '../site-texts/texts';
import {procedureText} from './procedure';
import type {Edit} from '../post-build/page';

/** One logo URL for all locales (the default locale's copy at the site root). */
const LOGO_PATH = '/img/logo.svg';

/** Attribute marking page-level blocks, which a client-side navigation makes stale. */
export const PAGE_BLOCK_ATTRIBUTE = 'data-page-jsonld';

export interface PageContext {
  siteUrl: string;
  locale: Locale;
  /** Undefined for a 404 page. */
  page?: PageId;
  texts: SiteTextsContent;
  docFile?: string;
  /** The surgeon's `availableService`. */
  services?: readonly Service[];
  /** The notice a locale serves for a page not translated yet. */
  notice?: {name: string; description: string};
}

/** The practice and surgeon texts of the structured data, in the locale; the name in its script (practice.ts). */
export function seoTexts(content: SiteTextsContent): SeoTexts {
  const t = (id: string) => message(content.texts, 'seo', id, {}, content.locale);
  return {
    surgeonName: surgeonName(content.locale as Locale, {start: true}),
    tagline: t('seo.tagline'),
    practiceDescription: t('seo.practiceDescription'),
  };
}

/** The site-wide graph plus the page's own: home its FAQ, about a profile, a treatment its page and procedure. */
export function pageBlocks({siteUrl, locale, page, texts, docFile, services, notice}: PageContext): {
  site: JsonLd;
  page: JsonLd[];
} {
  const seo = seoTexts(texts);
  const site = siteGraph({siteUrl, locale, practice: PRACTICE, texts: seo, logoPath: LOGO_PATH, services});
  if (!page) return {site, page: []};
  const url = absoluteUrl(siteUrl, pagePath(page, locale));
  if (page === 'home') {
    const common = {
      siteUrl,
      url,
      locale,
      // One message, so each language joins name and description in its own way (and case).
      name: message(texts.texts, 'seo', 'seo.homePageName', {name: seo.surgeonName}, locale),
      description: seo.practiceDescription,
    };
    const faq = faqItems(faqTexts(messagesOnly(texts.texts.faq), translationFile(locale, 'faq')), formatFor(locale));
    return {site, page: [faqPage(common, faq)]};
  }
  // A review date only once the surgeon has reviewed the page (and, on a translation, its check).
  const lastReviewed = isReviewedPage(page) ? reviewDate(page, locale) : undefined;
  if (notice) return {site, page: [medicalWebPage({siteUrl, url, locale, ...notice})]};
  if (!docFile) throw new Error(`No MDX file for page "${page}" (${locale})`);
  const front = matter(fs.readFileSync(docFile, 'utf8')).data as {title: string; description?: string};
  const common = {siteUrl, url, locale, name: front.title, description: front.description, lastReviewed};
  if (page === 'about') return {site, page: [profilePage(common)]};
  if (!isTreatment(page) || !(page in PROCEDURES)) return {site, page: [medicalWebPage(common)]};
  const procedure = medicalProcedure({...common, info: PROCEDURES[page], text: procedureText(page, texts)});
  return {site, page: [medicalWebPage({...common, procedureId: procedure['@id'] as string}), procedure]};
}

function scriptTag(data: JsonLd, pageBlock: boolean): string {
  const marker = pageBlock ? ` ${PAGE_BLOCK_ATTRIBUTE}` : '';
  return `<script type="application/ld+json"${marker}>${serializeJsonLd(data)}</script>`;
}

/** The blocks appended to the page's head, as an edit of its HTML (../post-build/page). */
export function jsonLdEdit(html: string, blocks: {site: JsonLd; page: JsonLd[]}): Edit {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('Built page has no </head>');
  const tags = [scriptTag(blocks.site, false), ...blocks.page.map((b) => scriptTag(b, true))].join('');
  return {start: at, end: at, text: tags};
}
