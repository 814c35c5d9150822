import titles from '@site-texts/page-titles';
import type {PageId} from '@site/src/data/routes';

/**
 * The one name of a treatment (or any doc page) in the page's language: the
 * `title` in its MDX front matter. The home cards, the footer, the social
 * card and the structured data all name a page by it, so a treatment has one
 * name per locale. `@site-texts/page-titles` is generated per locale by
 * plugins/site-texts from the front matter. The price list's names are beside
 * it in ./Home/treatmentNames.ts.
 */
export function treatmentTitle(key: Exclude<PageId, 'home'>): string {
  const title = titles[key];
  if (title === undefined) throw new Error(`No page "${key}" in the route table (src/data/routes.ts)`);
  return title;
}
