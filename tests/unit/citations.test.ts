/**
 * Comments and guides cite only files that exist: a comment pointing an
 * engineer at a test or module that is gone is worse than none. Scans the
 * comment lines of the code and the text of the guides for paths in the
 * project's own folders; a module path may leave out its extension or
 * `/index`. Content paths (`docs/`, `i18n/`) are examples in the guides
 * (a page a writer adds), covered by the guides' own tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_DIR} from '../helpers/site';

const ROOTS = [
  'src',
  'plugins',
  'scripts',
  'tests',
  'guides',
  '.ci',
  'README.md',
  'docusaurus.config.ts',
  'sidebars.ts',
];
const CODE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const TEXT = /\.md$/;
const CITED = /(?<![\w@~./-])((?:src|plugins|scripts|tests|guides|cspell|static)\/[\w./-]*\w)/g;
const RESOLVE = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx'];

function files(rel: string): string[] {
  const full = path.join(SITE_DIR, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full)
    .filter((name) => name !== 'node_modules' && name !== 'fixtures')
    .flatMap((name) => files(path.join(rel, name)));
}

/** The lines that are prose: comment lines of code, every line of a guide. */
function proseLines(rel: string): string[] {
  const lines = fs.readFileSync(path.join(SITE_DIR, rel), 'utf8').split('\n');
  if (TEXT.test(rel)) return lines;
  return lines.filter((line) => /^\s*(\/\/|\/?\*|#)/.test(line) || /\s\/\/\s/.test(line));
}

function exists(cited: string): boolean {
  return RESOLVE.some((ext) => fs.existsSync(path.join(SITE_DIR, cited + ext)));
}

export function missingCitations(rels: readonly string[]): string[] {
  return rels.flatMap((rel) =>
    proseLines(rel).flatMap((line) =>
      [...line.matchAll(CITED)]
        // A pattern (`tests/e2e/a11y-*.test.ts`, `cspell/terms-<locale>.txt`) names no one file.
        .filter((m) => !/^-?[*<{]/.test(line.slice(m.index! + m[0].length)))
        .map((m) => m[1]!)
        .filter((cited) => !exists(cited))
        .map((cited) => `${rel}: ${cited}`),
    ),
  );
}

/**
 * Documents outside the repository (the product spec, design notes kept beside
 * it): the repository stands alone, so the decisions live in
 * guides/ARCHITECTURE.md and prose cites its sections instead.
 */
const OUTSIDE = /\.\.\/shared|\bDESIGN\b|seed-spec|STYLE\.md|\bspec \d/;

export function outsideCitations(rels: readonly string[]): string[] {
  return rels.flatMap((rel) =>
    proseLines(rel)
      .filter((line) => OUTSIDE.test(line))
      .map((line) => `${rel}: ${line.trim()}`),
  );
}

/** Every section of guides/ARCHITECTURE.md that prose cites by its quoted name is one of its headings. */
export function missingSections(rels: readonly string[]): string[] {
  const headings = fs.readFileSync(path.join(SITE_DIR, 'guides/ARCHITECTURE.md'), 'utf8').match(/^## .+$/gm) ?? [];
  const sections = new Set(headings.map((h) => h.slice(3)));
  return rels.flatMap((rel) =>
    [...fs.readFileSync(path.join(SITE_DIR, rel), 'utf8').matchAll(/ARCHITECTURE\s+"([^"]+)"/g)]
      .filter((m) => !sections.has(m[1]!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ')))
      .map((m) => `${rel}: ${m[1]}`),
  );
}

describe('citations', () => {
  const all = ROOTS.flatMap(files).filter((rel) => CODE.test(rel) || TEXT.test(rel));

  it('scans the code and the guides', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain('README.md');
  });

  it('finds a cited file that does not exist', () => {
    expect(missingCitations(['tests/unit/citations.test.ts'])).toEqual([
      'tests/unit/citations.test.ts: tests/unit/postBuildOrder.test.ts',
    ]);
  });

  it('cites no document outside the repository', () => {
    expect(outsideCitations(['tests/unit/citations.test.ts'])).toHaveLength(1);
    expect(outsideCitations(all.filter((rel) => rel !== 'tests/unit/citations.test.ts'))).toEqual([]);
  });

  it('every ARCHITECTURE section cited exists', () => {
    expect(missingSections(['tests/unit/citations.test.ts'])).toEqual(['tests/unit/citations.test.ts: Nowhere']);
    expect(missingSections(all.filter((rel) => rel !== 'tests/unit/citations.test.ts'))).toEqual([]);
  });

  it('every path a comment or guide cites exists', () => {
    expect(missingCitations(all.filter((rel) => rel !== 'tests/unit/citations.test.ts'))).toEqual([]);
  });
});
// An example of a stale citation, which the second test must find: tests/unit/postBuildOrder.test.ts
// Examples the tests above must find: see spec 9.7; ARCHITECTURE "Nowhere".
