/**
 * What a page's social card says, from the translated site texts: any page
 * of the route table gets one without code of its own. The big text is the
 * page's front-matter title (the home page shows the surgeon's name, practice.ts); the
 * alt text is the `seo.socialCard.alt` template of src/texts/seo.json.
 */
import type {Locale} from '../../src/data/locales';
import {surgeonName} from '../../src/data/practice';
import type {PageId} from '../../src/data/routes';
import {message, type SiteTextsContent} from '../site-texts/texts';

export interface SocialCard {
  /** Path relative to the locale's baseUrl, e.g. `img/social/hip.png`. */
  file: string;
  /** Small line above the title. */
  kicker: string;
  /** Big text. */
  title: string;
  /** Line under the title. */
  subtitle: string;
  /** Bottom line. */
  places: string;
  alt: string;
}

export function socialCard(page: PageId, content: SiteTextsContent): SocialCard {
  const t = (id: string, values?: Record<string, string>) => message(content.texts, 'seo', id, values, content.locale);
  // The name in the card's script (practice.ts), at the start of a line.
  const name = surgeonName(content.locale as Locale, {start: true});
  const title = page === 'home' ? name : content.titles[page];
  if (!title) throw new Error(`No title for page "${page}" in ${content.locale} (its MDX front matter)`);
  return {
    file: `img/social/${page}.png`,
    kicker: page === 'home' ? '' : name,
    title,
    subtitle: t('seo.tagline'),
    places: t('seo.places'),
    alt: page === 'home' ? t('seo.socialCard.homeAlt') : t('seo.socialCard.alt', {title}),
  };
}
