/**
 * Pages not translated yet (ARCHITECTURE "Words"): a translation that still carries
 * the placeholder marker `untranslated: true` in its front matter, as
 * `npm run new-page` writes it. Such a locale serves a short `noindex` notice
 * in its own language instead of the page (src/components/UntranslatedNotice),
 * outside the sitemap, the hreflang links and the switcher's targets;
 * `i18n:status` lists it and `i18n:mark` refuses it.
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

/**
 * A notice is unlisted (out of the menu, and out of the other pages' previous
 * and next links), so the docs plugin would give it no previous and next links
 * of its own: the treatments before and after it in the menu, leaving out the
 * locale's other notices, as `pagination_prev` and `pagination_next` front
 * matter (null: none). Not a treatment: nothing, like its translations.
 */
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
