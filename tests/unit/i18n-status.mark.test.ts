import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {collectStatus, loadAllowList} from '../../scripts/workflow/status';
import {markMessages, markTranslation, resolveTargets} from '../../scripts/workflow/mark';
import {readTranslatedFrom, sourceHash} from '../../scripts/workflow/translationFiles';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'i18n');
const HIP = 'i18n/en/docusaurus-plugin-content-docs/current/hip.mdx';

describe('i18n:mark', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-mark-'));
    fs.cpSync(path.join(FIXTURES, 'broken'), site, {recursive: true});
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  const pageProblems = () =>
    collectStatus({
      siteDir: site,
      referenceDir: path.join(FIXTURES, 'reference'),
      locales: ['en'],
      allowList: loadAllowList(path.join(FIXTURES, 'allowlist.json')),
    })[0]!.issues.flatMap((i) => (i.kind === 'page' ? [`${i.problem} ${i.page}`] : []));

  it('understands locale/page, a whole locale and a file path', () => {
    expect(resolveTargets(site, ['en/hip'], ['en', 'de'])).toEqual([{locale: 'en', rel: 'hip.mdx'}]);
    expect(resolveTargets(site, [HIP], ['en'])).toEqual([{locale: 'en', rel: 'hip.mdx'}]);
    // Only pages that have a translation: knee.mdx is missing in en.
    expect(resolveTargets(site, ['en'], ['en'])).toEqual([
      {locale: 'en', rel: 'about.mdx'},
      {locale: 'en', rel: 'hip.mdx'},
    ]);
    expect(() => resolveTargets(site, ['xx/hip'], ['en'])).toThrow(/unknown locale "xx"/);
    expect(() => resolveTargets(site, ['en/shoulder'], ['en'])).toThrow(/no Dutch page docs\/shoulder/);
  });

  it('records the current Dutch hash, which clears "stale" and "not marked"', () => {
    expect(pageProblems()).toEqual(expect.arrayContaining(['stale hip', 'unmarked about']));
    const r = markTranslation(site, {locale: 'en', rel: 'hip.mdx'});
    markTranslation(site, {locale: 'en', rel: 'about.mdx'});
    const hash = sourceHash(fs.readFileSync(path.join(site, 'docs/hip.mdx'), 'utf8'));
    expect(r).toMatchObject({file: HIP, hash, previous: '81250349081e'});
    expect(readTranslatedFrom(fs.readFileSync(path.join(site, HIP), 'utf8'))).toBe(hash);
    expect(pageProblems()).toEqual(['headingIds about', 'missing knee']);
  });

  it('makes a page stale again when the Dutch source changes afterwards', () => {
    markTranslation(site, {locale: 'en', rel: 'hip.mdx'});
    fs.appendFileSync(path.join(site, 'docs/hip.mdx'), '\nNieuwe alinea.\n');
    expect(pageProblems()).toContain('stale hip');
  });

  it('refuses to mark a translation that does not exist', () => {
    expect(() => markTranslation(site, {locale: 'en', rel: 'knee.mdx'})).toThrow(
      /does not exist: translate docs\/knee.mdx first/,
    );
  });

  describe('messages', () => {
    const REFERENCE = path.join(FIXTURES, 'reference');
    const ALLOW = path.join(FIXTURES, 'allowlist.json');
    const messageProblems = () =>
      collectStatus({
        siteDir: site,
        referenceDir: REFERENCE,
        locales: ['en'],
        allowList: loadAllowList(ALLOW),
      })[0]!.issues.flatMap((i) =>
        i.kind === 'message' && (i.problem === 'stale' || i.problem === 'unmarked') ? [`${i.problem} ${i.id}`] : [],
      );

    it('records the current Dutch text of one id, which clears "stale"', () => {
      expect(messageProblems()).toEqual(['stale home.hero.surgeon']);
      const [r] = markMessages(site, REFERENCE, 'en', 'home.hero.surgeon', ALLOW);
      expect(r).toMatchObject({file: 'i18n/en/code.json', dutch: 'Dr. Jansen', previous: 'Dr. J. Jansen'});
      expect(messageProblems()).toEqual([]);
    });

    it('--unmarked records only messages without a record: a stale one stays stale', () => {
      fs.rmSync(path.join(site, 'i18n/en/translated-from.json'));
      expect(messageProblems()).toContain('unmarked home.stats.years');
      markMessages(site, REFERENCE, 'en', undefined, ALLOW);
      expect(messageProblems()).toEqual([]);
      const file = path.join(site, 'i18n/en/translated-from.json');
      const record = JSON.parse(fs.readFileSync(file, 'utf8')) as {'code.json': Record<string, string>};
      record['code.json']['home.stats.years'] = '{years} jaar';
      fs.writeFileSync(file, JSON.stringify(record));
      markMessages(site, REFERENCE, 'en', undefined, ALLOW);
      expect(messageProblems()).toEqual(['stale home.stats.years']);
    });

    it('refuses to mark an untranslated message or an unknown id, naming the file', () => {
      expect(() => markMessages(site, REFERENCE, 'en', 'home.contact.phone', ALLOW)).toThrow(
        'i18n/en/code.json: "home.contact.phone" is not translated yet',
      );
      expect(() => markMessages(site, REFERENCE, 'en', 'home.nope', ALLOW)).toThrow('no message with that id');
    });
  });
});
