/**
 * Picks an installed font that covers every script the cards are written in
 * (Latin, Cyrillic, Arabic). librsvg renders SVG text with the machine's
 * fonts through fontconfig; a font without Arabic glyphs would draw boxes.
 */
import {execFileSync} from 'node:child_process';
import {LOCALES} from '../../src/data/locales';
import {processWide} from '../processWide';

/** Preferred families, best first. DejaVu Sans covers all three scripts. */
export const PREFERRED_FAMILIES = ['Noto Sans', 'DejaVu Sans', 'FreeSans'];

/** Languages whose glyphs the cards need (fontconfig `lang` codes): every locale of the site. */
export const REQUIRED_LANGS: readonly string[] = LOCALES;

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

/**
 * The first preferred family that fontconfig lists for every required
 * language. Throws with a fix when there is none (install fonts-dejavu-core).
 * Asked once per process: each fc-list call takes about 30 ms, and the
 * answer cannot change between the locales of one build.
 */
export function pickFontFamily(): string {
  picked.family ??= findFontFamily();
  return picked.family;
}

function findFontFamily(): string {
  let sets: Set<string>[];
  try {
    sets = REQUIRED_LANGS.map(familiesFor);
  } catch (e) {
    throw new Error(
      `social cards: cannot run fc-list to find fonts (${(e as Error).message}); install fontconfig and fonts-dejavu-core`,
    );
  }
  const family = PREFERRED_FAMILIES.find((f) => sets.every((s) => s.has(f)));
  if (!family) {
    throw new Error(
      `social cards: no installed font covers ${REQUIRED_LANGS.join(', ')} (tried ${PREFERRED_FAMILIES.join(', ')}); install fonts-dejavu-core`,
    );
  }
  return family;
}
