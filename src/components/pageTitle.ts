import titles from '@site-texts/page-titles';
import type {PageId} from '@site/src/data/routes';

/** The one name of a page in the page's language: its front matter `title` (plugins/site-texts). */
export function treatmentTitle(key: Exclude<PageId, 'home'>): string {
  const title = titles[key];
  if (title === undefined) throw new Error(`No page "${key}" in the route table (src/data/routes.ts)`);
  return title;
}
