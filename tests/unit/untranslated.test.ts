/**
 * A page not translated yet (ARCHITECTURE "Words"): a translation still carrying
 * `untranslated: true` is found, listed by `i18n:status` (neither error nor
 * warning), refused by `i18n:mark` with its file and line, skipped by the
 * page checks, and left out of hreflang, the sitemap, the switcher's targets
 * and the language preference's redirects and offers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  UNTRANSLATED_LINE,
  isUntranslated,
  untranslatedLine,
  untranslatedPages,
} from '../../plugins/route-table/untranslated';
import {docProblems} from '../../plugins/route-table/check';
import {
  collectStatus,
  countErrors,
  countPending,
  countWarnings,
  formatReport,
  loadAllowList,
} from '../../scripts/workflow/status';
import {markTranslation} from '../../scripts/workflow/mark';
import {isPublished, pageUrls, publishedLocales, switchTarget} from '../../src/lib/alternates';
import {sitemapXml} from '../../plugins/sitemap/render';
import {decide, type DecisionInput} from '../../src/lib/languagePreference';
import {LOCALES} from '../../src/data/locales';
import {DOC_PAGE_IDS, pagePath} from '../../src/data/routes';
import {SITE_DIR} from '../helpers/site';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'i18n');
const HIP = 'i18n/en/docusaurus-plugin-content-docs/current/hip.mdx';
const SITE = 'https://www.dr-jansen.example';

const placeholder = (slug: string) =>
  [
    '---',
    UNTRANSLATED_LINE,
    `slug: /${slug}`,
    'title: "Heupprothese"',
    'description: "Een nieuwe heup."',
    'keywords:',
    '  - "heup"',
    '---',
    '',
    '{/* TRANSLATE: … */}',
    '',
  ].join('\n');

describe('the placeholder marker', () => {
  it('is found in the front matter, with its line', () => {
    const text = placeholder('hip-replacement');
    expect(isUntranslated(text)).toBe(true);
    expect(untranslatedLine(text)).toBe(2);
    expect(isUntranslated(text.replace(/^untranslated: .*\n/m, ''))).toBe(false);
    expect(isUntranslated('no front matter')).toBe(false);
  });

  it('is looked for in the translations of the registry pages only (Dutch is the source)', () => {
    for (const [page, locales] of Object.entries(untranslatedPages(SITE_DIR))) {
      expect(DOC_PAGE_IDS).toContain(page);
      expect(locales).not.toContain('nl');
    }
  });

  it('keeps a placeholder out of the markup checks, and never belongs in a Dutch page', () => {
    const text = placeholder('hip-replacement');
    expect(docProblems(text, 'en', 'hip')).toEqual([]);
    expect(docProblems(text, 'nl', 'hip')).toEqual([
      {line: 2, problem: 'the Dutch page is the source, never a placeholder: delete "untranslated: true"'},
    ]);
  });
});

describe('i18n:status and i18n:mark on a placeholder', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'untranslated-'));
    fs.cpSync(path.join(FIXTURES, 'complete'), site, {recursive: true});
    fs.writeFileSync(path.join(site, HIP), placeholder('hip-replacement'));
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  const status = () =>
    collectStatus({
      siteDir: site,
      referenceDir: path.join(FIXTURES, 'reference'),
      locales: ['en'],
      allowList: loadAllowList(path.join(FIXTURES, 'allowlist.json')),
    });

  it('status lists it as not translated: neither an error nor a warning, and says so at the end', () => {
    const reports = status();
    expect(reports[0]!.issues).toEqual([
      expect.objectContaining({kind: 'page', problem: 'untranslated', file: HIP, source: 'docs/hip.mdx', page: 'hip'}),
    ]);
    expect([countErrors(reports), countWarnings(reports), countPending(reports)]).toEqual([0, 0, 1]);
    const report = formatReport(reports);
    expect(report).toContain(`◌ not translated ${HIP}`);
    expect(report).toContain('npm run i18n:mark -- en/hip');
    expect(report).toMatch(/1 page\(s\) not translated yet/);
    expect(report).not.toContain('✔ Every locale is complete');
  });

  it('mark refuses it, naming file and line, and changes nothing', () => {
    const before = fs.readFileSync(path.join(site, HIP), 'utf8');
    expect(() => markTranslation(site, {locale: 'en', rel: 'hip.mdx'})).toThrow(
      `${HIP}:2: still the placeholder ("untranslated: true"), not marked`,
    );
    expect(fs.readFileSync(path.join(site, HIP), 'utf8')).toBe(before);
  });
});

describe('a page not translated into a locale', () => {
  const untranslated = {hip: ['de', 'ar']} as const;

  it('is published in the other locales only', () => {
    expect(isPublished('hip', 'de', untranslated)).toBe(false);
    expect(isPublished('hip', 'nl', untranslated)).toBe(true);
    expect(isPublished('knee', 'de', untranslated)).toBe(true);
    expect(publishedLocales('hip', untranslated)).toEqual(LOCALES.filter((l) => l !== 'de' && l !== 'ar'));
  });

  it('is no hreflang alternate or og:locale alternate', () => {
    const urls = pageUrls(SITE, 'hip', 'en', untranslated);
    expect(urls.alternates.map((a) => a.hreflang)).toEqual(['nl', 'en', 'es', 'ru', 'x-default']);
    expect(urls.ogLocaleAlternates).toEqual(['nl_NL', 'es_ES', 'ru_RU']);
  });

  it('is not in the sitemap, as an entry or an alternate', () => {
    const xml = sitemapXml(SITE, untranslated);
    expect(xml).not.toContain(`${SITE}${pagePath('hip', 'de')}`);
    expect(xml).toContain(`<loc>${SITE}${pagePath('hip', 'en')}</loc>`);
    expect(xml).toContain(`<loc>${SITE}${pagePath('knee', 'de')}</loc>`);
  });

  it('is no target of the switcher: that language gets its home page', () => {
    expect(switchTarget(pagePath('hip', 'nl'), 'de', untranslated)).toBe(pagePath('home', 'de'));
    expect(switchTarget(pagePath('hip', 'nl'), 'en', untranslated)).toBe(pagePath('hip', 'en'));
    expect(switchTarget(pagePath('knee', 'nl'), 'de', untranslated)).toBe(pagePath('knee', 'de'));
  });

  it('is neither a redirect of an explicit choice nor an offer of the browser language', () => {
    const base: DecisionInput = {
      pathname: pagePath('hip', 'nl'),
      pageLocale: 'nl',
      sources: {search: '', cookie: '', localStorage: 'de', sessionStorage: null},
      browserLanguages: ['de-DE'],
      userAgent: 'Mozilla/5.0 Chrome/130.0',
      offerShown: false,
      available: publishedLocales('hip', untranslated),
    };
    expect(decide(base)).toEqual({kind: 'none'});
    expect(decide({...base, sources: {...base.sources, localStorage: null}})).toEqual({kind: 'none'});
    expect(decide({...base, sources: {...base.sources, localStorage: 'en'}})).toEqual({
      kind: 'redirect',
      to: pagePath('hip', 'en'),
    });
  });
});
