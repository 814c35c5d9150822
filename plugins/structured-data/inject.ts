/**
 * Structured data written into the built HTML (DESIGN "Structured data").
 * The pure builders of src/lib/structuredData are fed at build time, so the
 * visitor's browser downloads none of their code or texts (the procedure
 * texts of all six languages alone weigh ~9 KB gzip).
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {parse} from 'node-html-parser';
import * as parse5 from 'parse5';
import type {Locale} from '../../src/data/locales';
import {PRACTICE} from '../../src/data/practice';
import {PROCEDURES, isTreatment, procedureText} from '../../src/data/procedures';
import {reviewDate, isReviewedPage} from '../../src/data/review';
import {pagePath, type PageId} from '../../src/data/routes';
import {SEO_TEXTS} from '../../src/data/seo';
import {absoluteUrl} from '../../src/lib/alternates';
import {
  faqPage,
  medicalProcedure,
  medicalWebPage,
  profilePage,
  serializeJsonLd,
  siteGraph,
  type FaqItem,
  type JsonLd,
} from '../../src/lib/structuredData';

/** One logo URL for all locales (the default locale's copy at the site root). */
const LOGO_PATH = '/img/logo.svg';

/** Attribute marking page-level blocks, which a client-side navigation makes stale. */
export const PAGE_BLOCK_ATTRIBUTE = 'data-page-jsonld';

/** The FAQ exactly as the home page shows it (`<dl data-block="faq">`). */
export function visibleFaq(html: string): FaqItem[] {
  const root = parse(parse5.serialize(parse5.parse(html)));
  return root.querySelectorAll('dl[data-block="faq"] > div').map((item) => ({
    question: item.querySelector('dt')?.text.trim() ?? '',
    answer: item.querySelector('dd')?.text.trim() ?? '',
  }));
}

export interface PageContext {
  siteUrl: string;
  locale: Locale;
  /** A page of the route table, or undefined for a 404 page. */
  page?: PageId;
  /** The built HTML (the home page's FAQ is read from it). */
  html: string;
  /** The doc's MDX file (title and description), for doc pages. */
  docFile?: string;
}

/** The site-wide graph plus the page's own blocks. */
export function pageBlocks({siteUrl, locale, page, html, docFile}: PageContext): {site: JsonLd; page: JsonLd[]} {
  const site = siteGraph({siteUrl, locale, practice: PRACTICE, texts: SEO_TEXTS[locale], logoPath: LOGO_PATH});
  if (!page) return {site, page: []};
  const url = absoluteUrl(siteUrl, pagePath(page, locale));
  if (page === 'home') {
    const texts = SEO_TEXTS[locale];
    const common = {
      siteUrl,
      url,
      locale,
      name: `${texts.surgeonName} – ${texts.tagline}`,
      description: texts.practiceDescription,
    };
    return {site, page: [faqPage(common, visibleFaq(html))]};
  }
  if (!docFile) throw new Error(`No MDX file for page "${page}" (${locale})`);
  const front = matter(fs.readFileSync(docFile, 'utf8')).data as {title: string; description?: string};
  const lastReviewed = isReviewedPage(page) ? reviewDate(page, locale) : undefined;
  const common = {siteUrl, url, locale, name: front.title, description: front.description, lastReviewed};
  if (page === 'about') return {site, page: [profilePage(common)]};
  if (!isTreatment(page)) return {site, page: []};
  const procedure = medicalProcedure({...common, info: PROCEDURES[page], text: procedureText(page, locale)});
  return {site, page: [medicalWebPage({...common, procedureId: procedure['@id'] as string}), procedure]};
}

function scriptTag(data: JsonLd, pageBlock: boolean): string {
  const marker = pageBlock ? ` ${PAGE_BLOCK_ATTRIBUTE}` : '';
  return `<script type="application/ld+json"${marker}>${serializeJsonLd(data)}</script>`;
}

/** The HTML with the blocks appended to its head. */
export function injectJsonLd(html: string, blocks: {site: JsonLd; page: JsonLd[]}): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('Built page has no </head>');
  const tags = [scriptTag(blocks.site, false), ...blocks.page.map((b) => scriptTag(b, true))].join('');
  return html.slice(0, at) + tags + html.slice(at);
}
