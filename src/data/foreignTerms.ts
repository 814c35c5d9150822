import type {Locale} from './locales';
import {PRACTICE} from './practice';

/**
 * Terms the site keeps in their own language on purpose (ARCHITECTURE "Words"): a
 * screen reader then speaks them in that language, and a translator sees they
 * are not to be translated. Whole words; the page's own language is left alone.
 * Marked by src/components/ForeignTerms; tests/build/foreignTerms.test.ts
 * checks every built page.
 */
export const FOREIGN_TERMS: readonly {term: string; lang: Locale}[] = [
  {term: 'eigen risico', lang: 'nl'},
  {term: 'huisartsenpost', lang: 'nl'},
  {term: 'BIG', lang: 'nl'},
  {term: 'colegiado', lang: 'es'},
  ...namesWithLanguage(),
];

/** The practice's, clinics', partners' and review sites' names that practice.ts gives a language ("Kliniek Utrecht"). */
function namesWithLanguage(): {term: string; lang: Locale}[] {
  const sites = [...PRACTICE.clinics, ...PRACTICE.partners, ...PRACTICE.reviewPlatforms];
  return [
    {term: PRACTICE.practiceName, lang: PRACTICE.practiceNameLang},
    ...sites.flatMap((site) => (site.nameLang ? [{term: site.name, lang: site.nameLang}] : [])),
  ];
}
