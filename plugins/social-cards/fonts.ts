/** An installed font covering Latin, Cyrillic and Arabic: librsvg draws boxes for glyphs a font lacks. */
import {execFileSync} from 'node:child_process';
import {LOCALES} from '../../src/data/locales';
import {processWide} from '../processWide';

/** Best first; DejaVu Sans covers all three scripts. */
const PREFERRED_FAMILIES = ['Noto Sans', 'DejaVu Sans', 'FreeSans'];

function familiesFor(lang: string): Set<string> {
  const out = execFileSync('fc-list', [`:lang=${lang}`, 'family'], {encoding: 'utf8'});
  return new Set(
    out
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((f) => f.trim())
      .filter(Boolean),
  );
}

const picked = processWide('font-family', () => ({family: undefined as string | undefined}));

/** The first preferred family fontconfig lists for every locale, asked once per process (fc-list is slow). */
export function pickFontFamily(): string {
  picked.family ??= findFontFamily();
  return picked.family;
}

function findFontFamily(): string {
  let sets: Set<string>[];
  try {
    sets = LOCALES.map(familiesFor);
  } catch (e) {
    throw new Error(
      `social cards: cannot run fc-list to find fonts (${(e as Error).message}); install fontconfig and fonts-dejavu-core`,
    );
  }
  const family = PREFERRED_FAMILIES.find((f) => sets.every((s) => s.has(f)));
  if (!family) {
    throw new Error(
      `social cards: no installed font covers ${LOCALES.join(', ')} (tried ${PREFERRED_FAMILIES.join(', ')}); install fonts-dejavu-core`,
    );
  }
  return family;
}
