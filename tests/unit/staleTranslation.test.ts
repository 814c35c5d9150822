/**
 * A translation older than its Dutch page (plugins/route-table/stale.ts): a
 * state the page shows, with the day the Dutch page changed, not a failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {changeDate, isStale, isStaleText, stalePages} from '@site/plugins/route-table/stale';
import {setTranslatedFrom, sourceHash} from '../../scripts/workflow/translationFiles';

const ROOT = path.resolve(__dirname, '..', '..');
const DUTCH = '---\ntitle: "Heup"\n---\n\nTekst.\n';

describe('stale translations', () => {
  it('a translation recording another Dutch version is stale; the same version, none or a placeholder is not', () => {
    const translated = setTranslatedFrom('---\ntitle: "Hip"\n---\n\nText.\n', sourceHash(DUTCH));
    expect(isStaleText(translated, DUTCH)).toBe(false);
    expect(isStaleText(translated, `${DUTCH}\nNieuwe zin.\n`)).toBe(true);
    expect(isStaleText('---\ntitle: "Hip"\n---\n\nText.\n', DUTCH)).toBe(false);
    expect(isStaleText(setTranslatedFrom('---\nuntranslated: true\n---\n', 'abc'), DUTCH)).toBe(false);
  });

  describe('on a copy of the pages without git', () => {
    let site: string;
    beforeAll(() => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
      for (const dir of ['docs', 'i18n']) fs.cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
    });
    afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

    it('the committed pages are not stale', () => {
      expect(stalePages(site, 'de')).toEqual({});
    });

    it('a Dutch edit makes every translation of the page stale, dated the day of the edit', () => {
      const file = path.join(site, 'docs', 'hip.mdx');
      fs.appendFileSync(file, '\nSchrijf uw vragen vooraf op.\n');
      const day = new Date(2026, 10, 27, 12);
      fs.utimesSync(file, day, day);
      expect(isStale(site, 'de', 'hip')).toBe(true);
      expect(isStale(site, 'nl', 'hip')).toBe(false);
      expect(stalePages(site, 'ar')).toEqual({hip: '2026-11-27'});
      expect(changeDate(site, file)).toBe('2026-11-27');
    });
  });
});
