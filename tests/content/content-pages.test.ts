/**
 * Content tests for the doc pages of the registry in all six locales: front matter,
 * explicit heading ids identical to the Dutch source, the same medical
 * components as the Dutch source, and no figure typed into the prose.
 * A locale whose pages are not translated yet fails here with a message
 * that names the locale and the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '@site/src/data/locales';
import {DOC_PAGE_IDS, docSlug, type DocPageId} from '@site/src/data/routes';
import {docFile, docsDir} from '@site/plugins/route-table/check';
import {isUntranslated, untranslatedPages} from '@site/plugins/route-table/untranslated';
import {FIGURES} from '@site/src/data/clinical';
import {components, headings, prose} from '../helpers/mdxStructure';
import {isStale} from '@site/plugins/route-table/stale';

const SITE_DIR = path.resolve(__dirname, '..', '..');

interface Doc {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

function readDoc(locale: Locale, page: DocPageId): Doc | undefined {
  const file = docFile(SITE_DIR, locale, page);
  if (!file) return undefined;
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  return {file: path.relative(SITE_DIR, file), data: parsed.data as Record<string, unknown>, body: parsed.content};
}

const dutch = new Map(DOC_PAGE_IDS.map((page) => [page, readDoc(DEFAULT_LOCALE, page)]));

describe.each(LOCALES.map((locale) => [locale]))('locale %s', (locale) => {
  describe.each(DOC_PAGE_IDS.map((page) => [page]))('page %s', (page) => {
    const doc = readDoc(locale, page);
    const source = dutch.get(page);
    const where = doc ? doc.file : path.relative(SITE_DIR, path.join(docsDir(SITE_DIR, locale), `${page}.mdx`));

    test('exists with the route table slug and title, description, keywords', () => {
      expect({file: where, exists: !!doc}).toEqual({file: where, exists: true});
      expect({file: where, slug: doc!.data.slug}).toEqual({file: where, slug: docSlug(page, locale)});
      for (const key of ['title', 'description'] as const) {
        const value = doc!.data[key];
        expect({file: where, key, ok: typeof value === 'string' && value.trim().length > 0}).toEqual({
          file: where,
          key,
          ok: true,
        });
      }
      const keywords = doc!.data.keywords;
      expect({
        file: where,
        keywordsOk:
          Array.isArray(keywords) &&
          keywords.length > 0 &&
          keywords.every((k) => typeof k === 'string' && k.trim() !== ''),
      }).toEqual({
        file: where,
        keywordsOk: true,
      });
    });

    // A translation still carrying the placeholder marker of `npm run new-page` is never shown:
    // the locale serves a notice instead (plugins/route-table/untranslated.ts).
    if (doc && locale !== DEFAULT_LOCALE && isUntranslated(fs.readFileSync(path.join(SITE_DIR, doc.file), 'utf8'))) {
      test('is still a placeholder, which the site replaces with a notice and status lists', () => {
        expect(untranslatedPages(SITE_DIR)[page]).toContain(locale);
      });
      return;
    }

    // A translation older than its Dutch page (plugins/route-table/stale.ts) follows the Dutch
    // page it was made from: the page says so, i18n:status lists it, and its headings and
    // components are compared again once the translator updates and marks it.
    const stale = !!doc && locale !== DEFAULT_LOCALE && isStale(SITE_DIR, locale, page);

    test('every heading has an explicit id, and the ids equal the Dutch source (same order)', () => {
      expect(doc).toBeDefined();
      const own = headings(doc!.body);
      const missingIds = own.filter((h) => !h.id).map((h) => h.text);
      expect({file: where, headingsWithoutId: missingIds}).toEqual({file: where, headingsWithoutId: []});
      if (stale) return;
      const expected = headings(source!.body).map((h) => `h${h.level}#${h.id}`);
      expect({file: where, headingIds: own.map((h) => `h${h.level}#${h.id}`)}).toEqual({
        file: where,
        headingIds: expected,
      });
    });

    test('uses the same medical components (with the same props) as the Dutch source', () => {
      expect(doc).toBeDefined();
      if (stale) return;
      expect({file: where, components: components(doc!.body)}).toEqual({
        file: where,
        components: components(source!.body),
      });
    });

    test('no figure is typed into the prose (figures come from src/data)', () => {
      expect(doc).toBeDefined();
      const digits = prose(doc!.body)
        .split('\n')
        .filter((line) => /[0-9\u0660-\u0669\u06F0-\u06F9]/.test(line));
      expect({file: where, linesWithDigits: digits}).toEqual({file: where, linesWithDigits: []});
    });
  });
});

describe('Dutch source', () => {
  test('every <Fig id> names a figure in src/data/clinical.ts', () => {
    for (const [page, doc] of dutch) {
      for (const c of components(doc!.body).filter((x) => x.startsWith('Fig '))) {
        const id = /id="([^"]+)"/.exec(c)![1]!;
        expect({page, id, known: id in FIGURES}).toEqual({page, id, known: true});
      }
    }
  });

  test('the treatment pages contain the structures the spec asks for', () => {
    const has = (page: DocPageId, c: string) => components(dutch.get(page)!.body).some((x) => x.startsWith(c));
    for (const page of ['hip', 'knee'] as const) {
      for (const c of [
        'Requirements',
        'OperationFacts',
        'RecoveryTimeline',
        'PostOpSchedule',
        'ComplicationsTable',
        'ThrombosisProphylaxis',
        'WoundDrainageRule',
        'Illustration',
      ]) {
        expect({page, component: c, present: has(page, c)}).toEqual({page, component: c, present: true});
      }
    }
    expect(has('hip', 'ApproachComparison')).toBe(true);
    expect(has('knee', 'MaterialsTable')).toBe(true);
    expect(has('infiltrations', 'EffectDurations')).toBe(true);
    expect(has('infiltrations', 'TreatmentLocations')).toBe(true);
    expect(has('revision', 'OperationFacts kind="revision"')).toBe(true);
  });
});
