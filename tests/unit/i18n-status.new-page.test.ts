import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {LOCALES, type Locale} from '../../src/data/locales';
import {ROUTES, TREATMENT_PAGE_IDS, pagesInGroup} from '../../src/data/routes';
import {addPage, addToRouteTable, validateNewPage, type NewPage} from '../../scripts/workflow/newPage';
import {isUntranslated} from '../../plugins/route-table/untranslated';
import {docProblems} from '../../plugins/route-table/check';

const ROOT = path.join(__dirname, '..', '..');

const example: NewPage = {
  id: 'shoulder',
  slugs: {
    nl: 'schouderprothese',
    en: 'shoulder-replacement',
    de: 'schulterprothese',
    es: 'protesis-hombro',
    ru: 'protez-plecha',
    ar: 'istibdal-mafsal-katif',
  },
  title: 'Schouderprothese',
  description: 'Een nieuwe schouder bij artrose: klachten, operatie en herstel.',
  keywords: ['schouderprothese', 'schouderartrose'],
};

/**
 * The README's example page, or a renamed copy (shoulder2, shoulder3, …) while the
 * registry already has that id or one of its slugs: after a writer ran the example,
 * and inside tests/build/guides.test.ts's copy, which ran it once more.
 */
function freePage(page: NewPage): NewPage {
  const used = new Set(Object.values(ROUTES).flatMap((slugs) => Object.values(slugs)));
  for (let n = 1; ; n++) {
    const candidate: NewPage =
      n === 1
        ? page
        : {
            ...page,
            id: `${page.id}${n}`,
            slugs: Object.fromEntries(LOCALES.map((l) => [l, `${page.slugs[l]}-${n}`])) as NewPage['slugs'],
          };
    if (!(candidate.id in ROUTES) && LOCALES.every((l) => !used.has(candidate.slugs[l]))) return candidate;
  }
}
const shoulder = freePage(example);
const ID = shoulder.id;

describe('new-page', () => {
  let site: string;
  beforeEach(() => {
    // A copy of the parts the script touches; the real tree is never changed.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
    fs.mkdirSync(path.join(site, 'src', 'data'), {recursive: true});
    for (const f of ['routes.ts', 'locales.ts'])
      fs.copyFileSync(path.join(ROOT, 'src/data', f), path.join(site, 'src/data', f));
    fs.mkdirSync(path.join(site, 'docs'));
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  it('adds the id and its six slugs to the route table, which then still loads', () => {
    addPage(site, shoulder);
    const source = fs.readFileSync(path.join(site, 'src/data/routes.ts'), 'utf8');
    expect(source).toMatch(new RegExp(` {2}${ID}: \\{\\n {4}kind: 'info',\\n {4}slugs: \\{\\n`));
    let routes:
      | {
          ROUTES: Record<string, Record<Locale, string>>;
          PAGE_IDS: readonly string[];
          pagePath: (p: string, l: Locale) => string;
        }
      | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      routes = require(path.join(site, 'src/data/routes.ts'));
    });
    expect(routes!.PAGE_IDS).toContain(ID);
    expect(routes!.ROUTES[ID]).toEqual(shoulder.slugs);
    expect(routes!.ROUTES.about).toEqual(ROUTES.about);
    expect(routes!.pagePath(ID, 'ar')).toBe(`/ar/${shoulder.slugs.ar}`);
  });

  it('with --group, adds a treatment in that treatments-menu group', () => {
    addPage(site, {...shoulder, group: 'operative'});
    let routes: {pagesInGroup: (g: string) => string[]; TREATMENT_PAGE_IDS: string[]} | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      routes = require(path.join(site, 'src/data/routes.ts'));
    });
    // Added last to its group and to the treatments, after every page already there.
    expect(routes!.pagesInGroup('operative')).toEqual([...pagesInGroup('operative'), ID]);
    expect(routes!.TREATMENT_PAGE_IDS).toEqual([...TREATMENT_PAGE_IDS, ID]);
  });

  it('starts a treatment with the section on when to get help at once, which the build requires', () => {
    addPage(site, {...shoulder, group: 'operative'});
    const dutch = fs.readFileSync(path.join(site, `docs/${ID}.mdx`), 'utf8');
    expect(dutch).toMatch(/^## .+ \{#urgent-help\}$/m);
    expect(dutch).toContain(`<UrgentHelp kind="${ID}" />`);
    expect(docProblems(dutch, 'nl', 'knee')).toEqual([]);
    expect(docProblems(dutch.replace(/^## .+\n/m, ''), 'nl', 'knee')).toEqual([
      expect.objectContaining({problem: expect.stringMatching(/needs its section on when to get help at once/)}),
    ]);
  });

  it('creates the six MDX files with slug, title, description and keywords', () => {
    const {files} = addPage(site, shoulder);
    expect(files).toHaveLength(6);
    for (const locale of LOCALES) {
      const rel =
        locale === 'nl' ? `docs/${ID}.mdx` : `i18n/${locale}/docusaurus-plugin-content-docs/current/${ID}.mdx`;
      const text = fs.readFileSync(path.join(site, rel), 'utf8');
      const {data, content} = matter(text);
      expect(data).toEqual({
        slug: `/${shoulder.slugs[locale]}`,
        title: shoulder.title,
        description: shoulder.description,
        keywords: shoulder.keywords,
        // The translations are placeholders, served as a notice until translated.
        ...(locale === 'nl' ? {} : {untranslated: true}),
      });
      expect(isUntranslated(text)).toBe(locale !== 'nl');
      if (locale !== 'nl') {
        expect(content).toContain(`npm run i18n:mark -- ${locale}/${ID}`);
        // Nothing Dutch to publish, and the Dutch front matter is out of the locale's spell check.
        expect(content).not.toContain(shoulder.description);
        expect(text.split('\n')[1]).toMatch(/^untranslated: true # .*cspell:disable/);
      }
    }
  });

  it('refuses bad input and changes nothing', () => {
    const before = fs.readFileSync(path.join(site, 'src/data/routes.ts'), 'utf8');
    const bad: NewPage = {
      ...shoulder,
      id: 'Shoulder page',
      slugs: {...shoulder.slugs, en: 'hip-replacement', de: 'Schulter', ru: ''},
    };
    expect(validateNewPage(site, bad, ROUTES)).toEqual([
      'page id "Shoulder page" must be camelCase letters and digits, e.g. "shoulder" or "sportsInjuries"',
      'the en slug "hip-replacement" is already used by page "hip"',
      'the de slug "Schulter" must be lowercase a-z, 0-9 and single hyphens (no accents or spaces)',
      'the ru slug is missing (--ru <slug>)',
    ]);
    expect(() => addPage(site, bad)).toThrow(/Cannot add page/);
    expect(validateNewPage(site, {...shoulder, id: 'knee'}, ROUTES)).toContain(
      'page id "knee" is already in the route table',
    );
    expect(validateNewPage(site, {...shoulder, group: 'surgery' as 'operative'}, ROUTES)).toContain(
      'the group "surgery" is not one of conservative, operative, specialist (--group)',
    );
    expect(validateNewPage(site, {...shoulder, slugs: {...shoulder.slugs, es: 'es-es'}}, ROUTES)).toContain(
      'the es slug "es-es" is a language code and would clash with the language prefixes',
    );
    expect(fs.readFileSync(path.join(site, 'src/data/routes.ts'), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(site, 'docs'))).toEqual([]);
  });

  it('refuses a page whose file already exists', () => {
    fs.writeFileSync(path.join(site, `docs/${ID}.mdx`), '');
    expect(validateNewPage(site, shoulder, ROUTES)).toEqual([`docs/${ID}.mdx already exists`]);
  });

  it('fails clearly when the route table has an unexpected shape', () => {
    expect(() => addToRouteTable('export const X = 1;', ID, shoulder.slugs)).toThrow(/add the page by hand/);
  });
});
