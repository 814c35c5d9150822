/**
 * Pages not translated yet (front matter `untranslated: true`, as new-page writes it): the locale serves a
 * `noindex` notice instead, outside the sitemap, hreflang links and switcher.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {DOC_PAGE_IDS, SIDEBAR_GROUPS, isTreatmentPage, pagesInGroup} from '../../src/data/routes';
import {isPublished, type UntranslatedPages} from '../../src/lib/alternates';
import {UNTRANSLATED_KEY, docFile} from './check';

export {UNTRANSLATED_KEY};

/** The marker line as new-page writes it: it also keeps the Dutch placeholder out of the locale's spell check. */
export const UNTRANSLATED_LINE = `${UNTRANSLATED_KEY}: true # placeholder in Dutch, cspell:disable; delete this line once translated`;

export function isUntranslated(text: string): boolean {
  try {
    return (matter(text).data as Record<string, unknown>)[UNTRANSLATED_KEY] === true;
  } catch {
    return false;
  }
}

/** The line (from 1) of the marker in a page's text, or undefined. */
export function untranslatedLine(text: string): number | undefined {
  const index = text.split('\n').findIndex((line) => new RegExp(`^${UNTRANSLATED_KEY}\\s*:`).test(line));
  return index < 0 ? undefined : index + 1;
}

/** Per page, the locales whose file still carries the marker (pages translated everywhere are left out). */
export function untranslatedPages(siteDir: string): UntranslatedPages {
  const out: Record<string, Locale[]> = {};
  for (const page of DOC_PAGE_IDS) {
    const locales = LOCALES.filter((locale) => {
      const file = locale === DEFAULT_LOCALE ? undefined : docFile(siteDir, locale, page);
      return file !== undefined && isUntranslated(fs.readFileSync(file, 'utf8'));
    });
    if (locales.length > 0) out[page] = locales;
  }
  return out;
}

/** An unlisted notice's own previous/next links: the published treatments around it in the menu. */
export function noticePagination(
  siteDir: string,
  locale: Locale,
  page: string,
): {pagination_prev: string | null; pagination_next: string | null} | undefined {
  if (!isTreatmentPage(page)) return undefined;
  const untranslated = untranslatedPages(siteDir);
  const order: string[] = SIDEBAR_GROUPS.flatMap((group) => pagesInGroup(group)).filter(
    (id) => id === page || isPublished(id, locale, untranslated),
  );
  const at = order.indexOf(page);
  return {pagination_prev: order[at - 1] ?? null, pagination_next: order[at + 1] ?? null};
}
