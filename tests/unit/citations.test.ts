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

  it('every path a comment or guide cites exists', () => {
    expect(missingCitations(all.filter((rel) => rel !== 'tests/unit/citations.test.ts'))).toEqual([]);
  });
});
// An example of a stale citation, which the second test must find: tests/unit/postBuildOrder.test.ts
