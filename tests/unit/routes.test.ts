import {LOCALES} from '@site/src/data/locales';
import sidebars from '@site/sidebars';
import {TREATMENT_CARDS} from '@site/src/data/treatmentCards';
import {
  DOC_PAGE_IDS,
  PAGES,
  PAGE_IDS,
  ROUTES,
  SIDEBAR_GROUPS,
  TREATMENT_PAGE_IDS,
  isTreatmentPage,
  pageEntry,
  pagesInGroup,
  type PageId,
  type TreatmentPageId,
  allRedirects,
  equivalentPath,
  matchPath,
  pagePath,
  redirectTarget,
  aliasLocale,
} from '@site/src/data/routes';

/** The pages of the spec's route table (2.2), which this test knows by name. */
const SPEC_PAGES = ['home', 'infiltrations', 'hip', 'knee', 'revision', 'about'] as const satisfies readonly PageId[];

describe('route table', () => {
  it('has the spec table 2.2 slugs', () => {
    expect(ROUTES.hip).toEqual({
      nl: 'heupprothese',
      en: 'hip-replacement',
      de: 'hueftprothese',
      es: 'protesis-cadera',
      ru: 'protez-bedra',
      ar: 'istibdal-mafsal-wark',
    });
    expect(ROUTES.about.nl).toBe('over-dr-jansen');
    expect(ROUTES.about.ru).toBe('o-doktore-jansen');
    expect(ROUTES.revision.ar).toBe('jarahat-muraja3a');
    // The spec's pages, in its order; a page added later (npm run new-page) joins the registry after them.
    expect(DOC_PAGE_IDS.slice(0, 5)).toEqual(['infiltrations', 'hip', 'knee', 'revision', 'about']);
    expect(DOC_PAGE_IDS).toEqual(PAGE_IDS.filter((id) => id !== 'home'));
  });

  it('has no duplicate slug within a locale and only URL-safe slugs', () => {
    for (const locale of LOCALES) {
      const slugs = PAGE_IDS.map((p) => ROUTES[p][locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]*$/);
    }
  });

  it('builds paths with and without prefix', () => {
    expect(pagePath('home', 'nl')).toBe('/');
    expect(pagePath('home', 'en')).toBe('/en/');
    expect(pagePath('hip', 'nl')).toBe('/heupprothese');
    expect(pagePath('hip', 'en')).toBe('/en/hip-replacement');
    expect(pagePath('knee', 'de')).toBe('/de/knieprothese');
  });

  it('matches every page of every locale back to itself', () => {
    for (const locale of LOCALES) {
      for (const page of PAGE_IDS) {
        expect(matchPath(pagePath(page, locale))).toEqual({page, locale});
        expect(matchPath(`${pagePath(page, locale)}/`.replace(/\/\/$/, '/'))).toEqual({page, locale});
      }
    }
  });

  it('does not match unknown paths or slugs of another locale', () => {
    expect(matchPath('/en/heupprothese')).toBeUndefined();
    expect(matchPath('/hip-replacement')).toBeUndefined();
    expect(matchPath('/en/hip-replacement/extra')).toBeUndefined();
    expect(matchPath('/xx/hip-replacement')).toBeUndefined();
    // Dutch has no prefix: /nl/… is an alias, not a page.
    expect(matchPath('/nl/heupprothese')).toBeUndefined();
  });

  it('finds the equivalent page in another locale', () => {
    expect(equivalentPath('/en/hip-replacement', 'nl')).toBe('/heupprothese');
    expect(equivalentPath('/en/hip-replacement', 'ar')).toBe('/ar/istibdal-mafsal-wark');
    expect(equivalentPath('/heupprothese', 'de')).toBe('/de/hueftprothese');
    expect(equivalentPath('/ru/o-doktore-jansen', 'es')).toBe('/es/sobre-dr-jansen');
    expect(equivalentPath('/ar/', 'nl')).toBe('/');
    // Unknown pages fall back to the target's home page rather than a 404.
    expect(equivalentPath('/en/no-such-page', 'de')).toBe('/de/');
  });
});

describe('redirect targets', () => {
  it('sends region variants to the canonical page', () => {
    expect(redirectTarget('/en-US/hip-replacement')).toBe('/en/hip-replacement');
    expect(redirectTarget('/nl/heupprothese')).toBe('/heupprothese');
    expect(redirectTarget('/nl-NL/heupprothese')).toBe('/heupprothese');
    expect(redirectTarget('/de-DE/hueftprothese')).toBe('/de/hueftprothese');
    expect(redirectTarget('/es-ES')).toBe('/es/');
    expect(redirectTarget('/ru-RU/')).toBe('/ru/');
    expect(redirectTarget('/ar-SA/haqn-mafasil')).toBe('/ar/haqn-mafasil');
    expect(redirectTarget('/nl')).toBe('/');
  });

  it('matches region codes case-insensitively but slugs exactly', () => {
    expect(redirectTarget('/EN-us/hip-replacement')).toBe('/en/hip-replacement');
    expect(redirectTarget('/en-US/Hip-Replacement')).toBeUndefined();
  });

  it('does not accept another language slug under a region variant', () => {
    expect(redirectTarget('/en-US/heupprothese')).toBeUndefined();
    expect(redirectTarget('/en-GB/knieprothese')).toBeUndefined();
  });

  it('takes any region code of the six languages, in any letter case, and nothing else', () => {
    expect(redirectTarget('/en-GB/hip-replacement')).toBe('/en/hip-replacement');
    expect(redirectTarget('/nl-BE/heupprothese')).toBe('/heupprothese');
    expect(redirectTarget('/de-at/hueftprothese')).toBe('/de/hueftprothese');
    expect(redirectTarget('/ES-MX/')).toBe('/es/');
    expect(redirectTarget('/es-419')).toBe('/es/');
    expect(redirectTarget('/ar-EG/haqn-mafasil')).toBe('/ar/haqn-mafasil');
    expect(redirectTarget('/ru-BY')).toBe('/ru/');
    for (const other of ['/fr-FR/hip-replacement', '/en-GBR/hip-replacement', '/en-4/', '/en_GB/', '/eng/']) {
      expect({other, to: redirectTarget(other)}).toEqual({other, to: undefined});
    }
    expect(aliasLocale('DE-CH')).toBe('de');
    expect(aliasLocale('nl')).toBe('nl');
    expect(aliasLocale('en')).toBeUndefined();
  });

  it('sends a doubled about slug to the about page of the first segment language', () => {
    expect(redirectTarget('/en/about-dr-jansen/about-dr-jansen')).toBe('/en/about-dr-jansen');
    expect(redirectTarget('/over-dr-jansen/over-dr-jansen')).toBe('/over-dr-jansen');
    expect(redirectTarget('/ar/an-aldoktor-jansen/an-aldoktor-jansen')).toBe('/ar/an-aldoktor-jansen');
    expect(redirectTarget('/xx/about-dr-jansen/about-dr-jansen')).toBe('/over-dr-jansen');
    expect(redirectTarget('/en/about-dr-jansen/over-dr-jansen')).toBeUndefined();
  });

  it('leaves real pages and unknown paths alone', () => {
    expect(redirectTarget('/')).toBeUndefined();
    expect(redirectTarget('/en/hip-replacement')).toBeUndefined();
    expect(redirectTarget('/unknown')).toBeUndefined();
  });

  it('generates a redirect page for every alias, each landing on a real page', () => {
    const redirects = allRedirects();
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    // 7 alias prefixes (nl has two: /nl, /nl-NL) × (each page + doubled about), plus a doubled
    // about slug under each of the 6 canonical prefixes.
    expect(redirects).toHaveLength((LOCALES.length + 1) * (PAGE_IDS.length + 1) + LOCALES.length);
    for (const {from, to} of redirects) {
      expect(matchPath(to)).toBeDefined();
      expect(redirectTarget(from)).toBe(to);
    }
    expect(froms).toEqual(
      expect.arrayContaining([
        '/en-US',
        '/en-US/hip-replacement',
        '/nl',
        '/nl-NL/heupprothese',
        '/en/about-dr-jansen/about-dr-jansen',
      ]),
    );
  });
});

describe('page registry', () => {
  it('gives each page a kind; every treatment, and nothing else, a menu group', () => {
    // The spec's pages (2.2, 2.4); pages added later have their own entries.
    expect(Object.fromEntries(SPEC_PAGES.map((id) => [id, [PAGES[id].kind, pageEntry(id).group]]))).toEqual({
      home: ['home', undefined],
      infiltrations: ['treatment', 'conservative'],
      hip: ['treatment', 'operative'],
      knee: ['treatment', 'operative'],
      revision: ['treatment', 'specialist'],
      about: ['about', undefined],
    });
    for (const id of PAGE_IDS) expect([id, pageEntry(id).group !== undefined]).toEqual([id, isTreatmentPage(id)]);
    expect(TREATMENT_PAGE_IDS).toEqual(PAGE_IDS.filter((id) => pageEntry(id).kind === 'treatment'));
    expect(isTreatmentPage('about')).toBe(false);
    expect(isTreatmentPage('no-such-page')).toBe(false);
  });

  it('derives the treatments menu (sidebars.ts): the groups, each page in its group', () => {
    const LABELS = {
      conservative: 'Behandeling zonder operatie',
      operative: 'Behandeling met een operatie',
      specialist: 'Gespecialiseerde chirurgie',
    };
    const SPEC_ITEMS = {conservative: ['infiltrations'], operative: ['hip', 'knee'], specialist: ['revision']};
    expect(sidebars.treatments.map((c) => c.key)).toEqual(SIDEBAR_GROUPS.filter((g) => pagesInGroup(g).length > 0));
    for (const category of sidebars.treatments) {
      const group = category.key;
      expect(category).toEqual({
        type: 'category',
        label: LABELS[group],
        key: group,
        collapsible: false,
        items: pagesInGroup(group),
      });
      // The spec's pages in the spec's order; a page added later comes after them.
      expect((category.items as string[]).filter((id) => (SPEC_PAGES as readonly string[]).includes(id))).toEqual(
        SPEC_ITEMS[group],
      );
    }
    expect(SIDEBAR_GROUPS.flatMap(pagesInGroup)).toEqual([...TREATMENT_PAGE_IDS].sort(byMenu));
  });

  it('orders the home cards like the registry, and only treatment pages have one', () => {
    expect(TREATMENT_CARDS.map((c) => c.key)).toEqual(
      TREATMENT_PAGE_IDS.filter((id) => TREATMENT_CARDS.some((c) => c.key === id)),
    );
    for (const card of TREATMENT_CARDS) expect(isTreatmentPage(card.key)).toBe(true);
  });
});

function byMenu(a: string, b: string): number {
  const group = (id: string) => SIDEBAR_GROUPS.indexOf(pageEntry(id as TreatmentPageId).group!);
  return (
    group(a) - group(b) ||
    TREATMENT_PAGE_IDS.indexOf(a as TreatmentPageId) - TREATMENT_PAGE_IDS.indexOf(b as TreatmentPageId)
  );
}
