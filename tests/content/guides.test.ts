/**
 * The guides are true as written: README.md, guides/WRITERS.md and
 * guides/TRANSLATORS.md name only files and npm scripts that exist, and
 * WRITERS.md's figure table names every figure of src/data (those
 * src/data/validate.ts checks), each in its file. tests/build/guides.test.ts
 * follows their commands on a copy of the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOC_PAGE_IDS} from '../../src/data/routes';

const SITE_DIR = path.join(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
/** The task pages (guides/tasks/): one short page per thing a writer or translator does. */
const TASKS = fs
  .readdirSync(path.join(SITE_DIR, 'guides', 'tasks'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `guides/tasks/${f}`);
const GUIDES = ['README.md', 'guides/WRITERS.md', 'guides/TRANSLATORS.md', ...TASKS];
const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;

/** A path a guide names, with its placeholders filled in for a page and language that exist. */
function concrete(token: string): string {
  return token
    .replace(/<locale>|<language>/g, 'de')
    .replace(/<id>|<page>/g, DOC_PAGE_IDS[0]!)
    .replace(/\.\.\.$/, '');
}

const PATH = /^(?:docs|i18n|src|plugins|scripts|tests|guides|cspell|static)\/\S*$/;
/** Files at the project's root a guide names by their bare name. */
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'cspell.config.yaml', 'tsconfig.json'];
/** The README's new-page example creates these files (tests/build/guides.test.ts runs it). */
const EXAMPLE_ID = 'shoulder';

function exists(token: string): boolean {
  const target = concrete(token);
  if (!target.includes('*')) return fs.existsSync(path.join(SITE_DIR, target));
  const dir = path.join(SITE_DIR, path.dirname(target));
  const name = new RegExp(
    `^${path
      .basename(target)
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => name.test(f));
}

describe.each(GUIDES)('%s', (guide) => {
  const text = read(guide);
  const ticks = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());

  it('names only files that exist', () => {
    const paths = ticks.filter(
      (t) => (PATH.test(t) || ROOT_FILES.includes(t)) && !t.includes('#') && !t.includes(EXAMPLE_ID),
    );
    // The long guides name many files; a task page at least one.
    expect(paths.length).toBeGreaterThan(TASKS.includes(guide) ? 0 : 3);
    expect(paths.filter((t) => !exists(t))).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...text.matchAll(/npm run ([\w:][\w:-]*)/g)].map((m) => m[1]!);
    expect(named.filter((name) => !scripts[name])).toEqual([]);
  });
});

describe('WRITERS.md: where the figures are', () => {
  const guide = read('guides/WRITERS.md');
  const start = guide.indexOf('## Figures are never typed into the text');
  const table = guide
    .slice(start, guide.indexOf('\n## ', start + 3))
    .split('\n')
    .filter((l) => l.startsWith('| ') && l.includes('`src/data/'));
  // Every figure the build validates, by its file (the imports of src/data/validate.ts); the
  // words a figure is written with (its units and qualifiers) are not figures.
  const VOCABULARIES = ['QUALIFIERS', 'FIGURE_UNITS'];
  const validator = read('src/data/validate.ts');
  const figures = [...validator.matchAll(/^import \{([^}]+)\} from '\.\/(\w+)';$/gms)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => /^[A-Z][A-Z_]+$/.test(n) && !VOCABULARIES.includes(n))
      .map((name) => ({name, file: `src/data/${m[2]}.ts`})),
  );

  it('lists every figure of src/data in the row of its file, POST_OP_SCHEDULE included', () => {
    expect(figures.map((f) => f.name)).toContain('POST_OP_SCHEDULE');
    const missing = figures.filter(
      ({name, file}) => !table.some((row) => row.includes(`\`${file}\``) && row.includes(`\`${name}\``)),
    );
    expect(missing).toEqual([]);
  });

  it('names in each row only exports of that file', () => {
    for (const row of table) {
      const file = /`(src\/data\/\w+\.ts)`/.exec(row)![1]!;
      const source = read(file);
      for (const [, name] of row.matchAll(/`([A-Z][A-Z_]+)`/g)) {
        expect([file, name, new RegExp(`^export const ${name}\\b`, 'm').test(source)]).toEqual([file, name, true]);
      }
    }
  });

  it('shows a figure change that matches a line of the file it names', () => {
    const change = read('guides/tasks/change-a-figure.md');
    const [before, after] = [...change.matchAll(/```ts\n(.*)\n```/g)].map((m) => m[1]!);
    const file = /`(src\/data\/\w+\.ts)`/.exec(change)![1]!;
    // The line's shape, whatever the figure is today: a practice may have changed it.
    const shape = (line: string) => line.replace(/\d+/g, '0');
    expect(shape(after!)).toBe(shape(before!));
    expect(after).not.toBe(before);
    expect(
      read(file)
        .split('\n')
        .some((line) => shape(line) === shape(before!)),
    ).toBe(true);
  });
});

describe('the task pages', () => {
  const index = read('guides/WRITERS.md') + read('guides/TRANSLATORS.md');

  it('are the five tasks, each short and linked from the index of WRITERS.md or TRANSLATORS.md', () => {
    expect(TASKS.sort()).toEqual(
      ['add-a-page', 'change-a-figure', 'edit-a-text', 'review-a-translation', 'translate-a-page'].map(
        (t) => `guides/tasks/${t}.md`,
      ),
    );
    for (const task of TASKS) {
      expect([task, read(task).split('\n').length <= 60]).toEqual([task, true]);
      expect([task, index.includes(`(./tasks/${path.basename(task)})`)]).toEqual([task, true]);
    }
  });

  it('quote the site as it reads: each _"…"_ is (part of) a text of the site', () => {
    // The Dutch texts are the defaults in the code; the others are in i18n/<locale>/code.json.
    const sources = [
      ...fs.readdirSync(path.join(SITE_DIR, 'i18n')).flatMap((locale) => {
        const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
        if (!fs.existsSync(file)) return [];
        return Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>).map(
          (m) => m.message,
        );
      }),
      ...['src/components/Medical/PageReview/index.tsx', 'src/components/UntranslatedNotice/StaleNotice.tsx'].map(read),
    ];
    const quotes = TASKS.flatMap((task) =>
      [...read(task).matchAll(/_"([^"]+)"_/g)].map((m) => [task, m[1]!.replace(/\s+/g, ' ')] as const),
    );
    expect(quotes.length).toBeGreaterThanOrEqual(5);
    for (const [task, quote] of quotes)
      expect([task, quote, sources.some((s) => s.includes(quote))]).toEqual([task, quote, true]);
  });

  it('say npm ci, never npm install', () => {
    for (const guide of GUIDES) expect([guide, /npm install\b/.test(read(guide))]).toEqual([guide, false]);
  });
});

describe('README.md', () => {
  it('stays a short entry point (at most 250 lines; the detail is in guides/)', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });
});
