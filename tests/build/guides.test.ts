/**
 * The guides, followed as written, on one scratch copy of the project and one build:
 * 1. README.md "For medical writers": the `npm run new-page` example (its id
 *    and slugs get a suffix when the project already has that page): five
 *    placeholders, each served as a notice page in its language;
 * 2. guides/tasks/edit-a-text.md: the Dutch edit it shows, which leaves every
 *    translation of that page older than the Dutch page (stale);
 * 3. guides/tasks/translate-a-page.md, for German: status lists the placeholder
 *    and the stale page, `i18n:mark` refuses the placeholder, the page is
 *    translated and marked, and status no longer lists it;
 * 4. guides/tasks/change-a-figure.md: its line, the hospital stay, and beside it
 *    a week, a price and a wait change to other valid values;
 * 5. an invalid figure of each kind stops the build, naming file and key.
 * Pending translations are a state, not a failure: with the notices and the
 * stale translations in place, the type check, the spelling of the new page,
 * the content tests (tests/content: pages, translations, plain language), a
 * production build of all six locales, the whole build-output suite and the
 * page-level browser tests (a11y-pages, print, themeTexts) pass on the copy,
 * with no other edit. The unit tests of the machinery (tests/unit, the plugins'
 * __tests__) read fixtures, not the site's pages: they run once in `npm test`.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {parse, type HTMLElement} from 'node-html-parser';
import * as parse5 from 'parse5';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {ROUTES, pagePath} from '@site/src/data/routes';

const ROOT = path.resolve(__dirname, '..', '..');
/** What is not copied: dependencies (linked), git, builds and caches. */
const NOT_COPIED = /^(node_modules|\.git|\.docusaurus|build(-.*)?|coverage)$/;
/** The translator's language in the round trip. */
const TRANSLATED: Locale = 'de';
/** The build-output suite, all of it but this file. */
const BUILD_TESTS = fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.test.ts') && f !== path.basename(__filename))
  .map((f) => `tests/build/${f}`);
/** The browser tests of the pages themselves (not of the servers): every page, notices included. */
const PAGE_E2E_TESTS = ['a11y-pages', 'print', 'themeTexts'].map((t) => `tests/e2e/${t}.test.ts`);
/** The content tests: the site's pages, translations and plain language, which the new page and the edit change. */
const CONTENT_TESTS = ['tests/content/'];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The README's example, as the arguments npm passes on to the script. */
function readmeExample(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## For medical writers'), readme.indexOf('## For translators'));
  const block = /```bash\n(npm run new-page -- [\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error('README.md "For medical writers" has no ```bash npm run new-page -- …``` example');
  const line = block.replace(/\\\n\s*/g, ' ');
  const words = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  const args = words.slice(words.indexOf('--') + 1);
  // Once a writer has run the example for real, the copy has that page: add it again as
  // shoulder2 (or the first free number), its slugs suffixed alike.
  const isSlug = (i: number) => LOCALES.some((l) => args[i - 1] === `--${l}`);
  const used = new Set(Object.values(ROUTES).flatMap((slugs) => Object.values(slugs)));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? args : args.map((word, i) => (i === 0 ? `${word}${n}` : isSlug(i) ? `${word}-${n}` : word));
    if (!(candidate[0]! in ROUTES) && candidate.every((word, i) => !isSlug(i) || !used.has(word))) return candidate;
  }
}

/** The `npm run …` commands of a guide, in order, with `<page>` and `<locale>` filled in. */
function commands(guide: string, page: string, locale: string): string[][] {
  return [...read(guide).matchAll(/^\s*(npm run [^\n#`]+?)\s*$/gm)].map((m) =>
    m[1]!.replace(/<page>/g, page).replace(/<locale>/g, locale).split(/\s+/),
  );
}

/** The figure change guides/tasks/change-a-figure.md shows: its file, and the line before and after. */
function writersFigureChange(): {file: string; before: string; after: string} {
  const text = read('guides/tasks/change-a-figure.md');
  const file = /`(src\/data\/\w+\.ts)`/.exec(text)?.[1];
  const [before, after] = [...text.matchAll(/```ts\n(.*)\n```/g)].map((m) => m[1]!);
  if (!file || !before || !after) throw new Error('guides/tasks/change-a-figure.md lacks its file or lines');
  return {file, before, after};
}

/** The Dutch edit guides/tasks/edit-a-text.md shows: its file, and the line before and after. */
function writersTextEdit(): {file: string; before: string; after: string} {
  const text = read('guides/tasks/edit-a-text.md');
  const file = /`(docs\/\w+\.mdx)`/.exec(text)?.[1];
  const [before, after] = [...text.matchAll(/```mdx\n\s*(.*)\n\s*```/g)].map((m) => m[1]!.trim());
  if (!file || !before || !after) throw new Error('guides/tasks/edit-a-text.md lacks its file or lines');
  return {file, before, after};
}

/** node_modules entries linked one by one, so the scratch build keeps its own caches. */
function linkNodeModules(site: string): void {
  const target = path.join(site, 'node_modules');
  fs.mkdirSync(target);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(target, entry));
  }
}

interface Step {
  name: string;
  status: number | null;
  output: string;
  /** Wall time, printed at the end: the guides test is the longest of `npm test`. */
  ms: number;
}

/** The child runs as a writer would: not inside this test's Jest worker. */
function childEnv(extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('JEST_')),
  );
  return {...env, ...extraEnv, FORCE_COLOR: '0'};
}

function run(site: string, name: string, cmd: string, args: readonly string[], extraEnv: Record<string, string> = {}): Step {
  const started = Date.now();
  const result = spawnSync(cmd, [...args], {cwd: site, encoding: 'utf8', env: childEnv(extraEnv)});
  return {name, status: result.status, output: `${result.stdout}\n${result.stderr}`, ms: Date.now() - started};
}

/** The checks still running (see runAsync). */
const running = new Set<ChildProcess>();

/** As `run`, without blocking: the checks that do not depend on one another run side by side. */
function runAsync(
  site: string,
  name: string,
  cmd: string,
  args: readonly string[],
  extraEnv: Record<string, string> = {},
): Promise<Step> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so that a check still running when the test ends (a timeout) is ended with all its children.
    const child = spawn(cmd, [...args], {cwd: site, env: childEnv(extraEnv), stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    running.add(child);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => err.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      running.delete(child);
      resolve({name, status, output: `${Buffer.concat(out).toString()}\n${Buffer.concat(err).toString()}`, ms: Date.now() - started});
    });
  });
}

/** Changes one line of a file of the copy; the line must be there exactly once. */
function replaceLine(site: string, file: string, find: RegExp, replace: (line: string) => string): void {
  const abs = path.join(site, file);
  const lines = fs.readFileSync(abs, 'utf8').split('\n');
  const at = lines.map((line, i) => (find.test(line) ? i : -1)).filter((i) => i >= 0);
  if (at.length !== 1) throw new Error(`${file}: ${at.length} lines match ${find}`);
  lines[at[0]!] = replace(lines[at[0]!]!);
  fs.writeFileSync(abs, lines.join('\n'));
}

/** Numbers in a line raised by `by`: a figure changed to another valid value, ranges kept in order. */
const raise = (line: string, by = 1) => line.replace(/\d+/g, (n) => String(Number(n) + by));

/** German of the page, as a translator writes it: the placeholder's slug, the Dutch page's headings and components. */
function germanPage(placeholder: string, dutch: string): string {
  const slug = (matter(placeholder).data as {slug: string}).slug;
  const body = matter(dutch)
    .content.split('\n')
    .filter((line) => !/^\{\/\*.*\*\/\}$/.test(line.trim()))
    .map((line) => {
      const heading = /^(#+) .* \{#([\w-]+)\}$/.exec(line);
      if (heading) return `${heading[1]} ${heading[2] === 'urgent-help' ? 'Wann Sie sofort Kontakt aufnehmen sollten' : 'Abschnitt'} {#${heading[2]}}`;
      if (line.trim() === '' || line.trim().startsWith('<')) return line;
      return 'Eine neue Schulter bei Arthrose: welche Beschwerden es gibt, wie die Operation verläuft und wie lange die Genesung dauert.';
    })
    .join('\n');
  return [
    '---',
    `slug: ${slug}`,
    'title: "Schulterprothese"',
    'description: "Eine neue Schulter bei Arthrose: Beschwerden, Operation und Genesung."',
    'keywords:',
    '  - "Schulterprothese"',
    '  - "Arthrose der Schulter"',
    '---',
    body.trimEnd(),
    '',
  ].join('\n');
}

const parseHtml = (html: string): HTMLElement => parse(parse5.serialize(parse5.parse(html)));

describe('the guides, followed on a scratch copy', () => {
  const args = readmeExample();
  const id = args[0]!;
  const slug = (locale: Locale) => args[args.indexOf(`--${locale}`) + 1]!;
  const pagePathOf = (locale: Locale) => `${locale === 'nl' ? '' : `/${locale}`}/${slug(locale)}`;
  const translation = `i18n/${TRANSLATED}/docusaurus-plugin-content-docs/current/${id}.mdx`;
  let site: string;
  const steps: Step[] = [];
  let refused: Step | undefined;
  let statusBefore: Step | undefined;
  let statusAfter: Step | undefined;
  let invalid: Step | undefined;
  const changed: {file: string; before: string; after: string}[] = [];
  const html = (sitePath: string): HTMLElement => {
    const rel = sitePath.replace(/^\/+/, '');
    return parseHtml(fs.readFileSync(path.join(site, 'build', rel, 'index.html'), 'utf8'));
  };

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    // mkdtemp makes it private; nginx, started by root in CI, serves it as `nobody`.
    fs.chmodSync(site, 0o755);
    for (const entry of fs.readdirSync(ROOT)) {
      if (!NOT_COPIED.test(entry)) fs.cpSync(path.join(ROOT, entry), path.join(site, entry), {recursive: true});
    }
    linkNodeModules(site);
    const step = (name: string, cmd: string, cmdArgs: readonly string[], extraEnv?: Record<string, string>): Step => {
      const result = run(site, name, cmd, cmdArgs, extraEnv);
      steps.push(result);
      return result;
    };
    const npm = (words: string[]) => ['npm', words.slice(1)] as const;

    // 1. README: the new page.
    if (step('README new-page example', 'npm', ['run', 'new-page', '--', ...args]).status !== 0) return;

    // 2. The writer's Dutch edit, as guides/tasks/edit-a-text.md shows it: every translation of the page is now stale.
    const text = writersTextEdit();
    const sentence = new RegExp(text.before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    replaceLine(site, text.file, sentence, (line) => line.replace(text.before, text.after));

    // 3. The translator's round trip, with the task page's own commands.
    const [status, mark] = commands('guides/tasks/translate-a-page.md', id, TRANSLATED);
    if (!status || !mark || status[2] !== 'i18n:status' || mark[2] !== 'i18n:mark')
      throw new Error('guides/tasks/translate-a-page.md lacks its i18n:status and i18n:mark commands');
    statusBefore = run(site, 'status', ...npm(status));
    refused = run(site, 'mark a placeholder', ...npm(mark));
    const placeholderFile = path.join(site, translation);
    fs.writeFileSync(
      placeholderFile,
      germanPage(fs.readFileSync(placeholderFile, 'utf8'), fs.readFileSync(path.join(site, 'docs', `${id}.mdx`), 'utf8')),
    );
    step('mark the translation', ...npm(mark));
    statusAfter = run(site, 'status again', ...npm(status));

    // 4. The figure change guides/tasks/change-a-figure.md shows, as the guide shows, and a week, a price and a wait.
    const figure = writersFigureChange();
    const shape = new RegExp(`^${figure.before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, '\\d+')}$`);
    const difference = Number(/\d+/.exec(figure.after)![0]) - Number(/\d+/.exec(figure.before)![0]);
    const edit = (file: string, find: RegExp, change: (line: string) => string) => {
      let before = '';
      let after = '';
      replaceLine(site, file, find, (line) => ((before = line), (after = change(line))));
      changed.push({file, before, after});
    };
    edit(figure.file, shape, (line) => raise(line, difference));
    edit('src/data/clinical.ts', /\{activity: 'flying', after: \{value: \d+, unit: 'week'\}\}/, (l) => raise(l));
    edit('src/data/prices.ts', /\{key: 'totalHip', eur: \d+/, (l) => l.replace(/eur: (\d+)/, (_, n) => `eur: ${Number(n) + 1000}`));
    edit('src/data/waitingTimes.ts', /^\s*row\('utrecht'/, (l) => l.replace(/weeks\((\d+), (\d+)\)\]/, (_, a, b) => `weeks(${Number(a) + 1}, ${Number(b) + 2})]`));

    // 5. Invalid values stop the build, naming file and key; then the files are put back.
    const saved = Object.fromEntries(
      ['src/data/clinical.ts', 'src/data/waitingTimes.ts', 'src/data/stats.ts'].map((f) => [f, fs.readFileSync(path.join(site, f), 'utf8')]),
    );
    replaceLine(site, 'src/data/clinical.ts', /^\s*'operation\.hospitalStay':/, (l) => l.replace(/value: \d+/, 'value: 1.5'));
    replaceLine(site, 'src/data/clinical.ts', /^\s*'thrombosis\.duration':/, (l) => l.replace(/unit: 'week'/, "unit: 'weeks'"));
    replaceLine(site, 'src/data/waitingTimes.ts', /^\s*row\('estepona'/, (l) => l.replace(/weeks\((\d+), (\d+)\)\]/, 'weeks(6, 3)]'));
    replaceLine(site, 'src/data/stats.ts', /key: 'patients', value: \d+/, (l) => l.replace(/value: \d+/, 'value: -5'));
    invalid = run(site, 'build with invalid figures', 'npx', ['docusaurus', 'build', '--locale', 'nl']);
    for (const [file, text] of Object.entries(saved)) fs.writeFileSync(path.join(site, file), text);

    // The checks that read the site's pages, as `npm test` runs them, on the copy as it now is.
    // Two rounds, each side by side (no check of a round needs another's result, and on two
    // cores the single-threaded tsc and cspell and the waiting browser tests leave room for
    // the rest): the type check, spelling and content tests beside the build; then, on the
    // build, the build-output suite beside the page browser tests. A failed round ends it.
    type Check = [string, string, readonly string[], Record<string, string>?];
    const rounds: Check[][] = [
      [
        ['tsc', 'npx', ['tsc', '-p', '.']],
        ['spelling of the new page', 'npx', ['cspell', '--no-progress', '--no-summary', `docs/${id}.mdx`, `i18n/*/docusaurus-plugin-content-docs/current/${id}.mdx`, text.file]],
        ['content tests', 'npx', ['jest', '--selectProjects', 'unit', '--maxWorkers=2', '--', ...CONTENT_TESTS]],
        ['build', 'npx', ['docusaurus', 'build']],
      ],
      [
        ['build-output tests', 'npx', ['jest', '--selectProjects', 'build', '--maxWorkers=2', '--', ...BUILD_TESTS]],
        // On the pages the change touched, in every locale: the new page and the edited one (the
        // main suite runs them on every page of the site itself).
        ['page browser tests', 'npx', ['jest', '--selectProjects', 'e2e', '--maxWorkers=2', '--', ...PAGE_E2E_TESTS], {E2E_PAGE_IDS: `${id},${path.basename(text.file, '.mdx')}`}],
      ],
    ];
    for (const round of rounds) {
      const results = await Promise.all(round.map(([name, cmd, cmdArgs, extraEnv]) => runAsync(site, name, cmd, cmdArgs, extraEnv)));
      steps.push(...results);
      if (results.some((r) => r.status !== 0)) break;
    }
    // An hour: the steps take some ten minutes on two quiet cores, several times that on a busy machine.
  }, 3_600_000);
  afterAll(() => {
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Ended meanwhile.
      }
    }
    console.log(`guides test, time per step:\n${[...steps, invalid].map((s) => s && `  ${s.name}: ${(s.ms / 1000).toFixed(1)} s`).filter(Boolean).join('\n')}`);
    fs.rmSync(site, {recursive: true, force: true});
  });

  it('passes every step with no other edit: new page, Dutch edit, translation, figures, type check, spelling, tests, build, browser', () => {
    expect(steps.map((s) => ({name: s.name, status: s.status, output: s.status === 0 ? '' : s.output.slice(-6000)}))).toEqual(
      [
        'README new-page example',
        'mark the translation',
        'tsc',
        'spelling of the new page',
        'content tests',
        'build',
        'build-output tests',
        'page browser tests',
      ].map((name) => ({name, status: 0, output: ''})),
    );
  });

  it('the example adds a treatment with six slugs', () => {
    expect(args).toContain('--group');
    for (const locale of LOCALES) expect(slug(locale)).toMatch(/^[a-z0-9-]+$/);
  });

  it("the translator's status lists the placeholder, mark refuses it naming file and line, and after translating nothing is left", () => {
    expect(statusBefore?.status).toBe(0);
    expect(statusBefore?.output).toMatch(new RegExp(`◌ not translated\\s+${translation.replace(/\./g, '\\.')}`));
    expect(refused?.status).not.toBe(0);
    expect(refused?.output).toContain(`${translation}:2: still the placeholder ("untranslated: true"), not marked`);
    expect(fs.readFileSync(path.join(site, translation), 'utf8')).toMatch(/^translated_from: "[0-9a-f]{12}"$/m);
    expect(statusAfter?.status).toBe(0);
    expect(statusAfter?.output).toMatch(/^locale\s+missing\s+empty/m);
    expect(statusAfter?.output).not.toContain(translation);
  });

  it('an invalid figure of each kind stops the build, naming its file and key', () => {
    expect(invalid?.status).not.toBe(0);
    for (const problem of [
      'src/data/clinical.ts FIGURES["operation.hospitalStay"].value: must be a whole number, not 1.5',
      'src/data/clinical.ts FIGURES["thrombosis.duration"].unit: unknown unit "weeks"',
      'src/data/waitingTimes.ts WAITING_TIMES[estepona].operationWait: the range is upside down: 6–3',
      'src/data/stats.ts STATS[patients].value: must be 0 or more, not -5',
    ])
      expect(invalid?.output).toContain(problem);
  });

  it('changed the figures the guides name, each to another value', () => {
    expect(changed.map((c) => c.file)).toEqual([writersFigureChange().file, 'src/data/clinical.ts', 'src/data/prices.ts', 'src/data/waitingTimes.ts']);
    for (const c of changed) expect(c.after).not.toBe(c.before);
  });

  it('publishes the new page in Dutch and German with hreflang, sitemap and switcher between the two', () => {
    const published: Locale[] = ['nl', TRANSLATED];
    const sitemap = fs.readFileSync(path.join(site, 'build', 'sitemap.xml'), 'utf8');
    for (const locale of LOCALES) expect([locale, sitemap.includes(`${pagePathOf(locale)}</loc>`)]).toEqual([locale, published.includes(locale)]);
    for (const locale of published) {
      const page = html(pagePathOf(locale));
      const alternates = page.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => l.getAttribute('hreflang'));
      expect(alternates.sort()).toEqual([...published, 'x-default'].sort());
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
      expect(page.querySelectorAll('[data-testid="urgent-help"]')).toHaveLength(1);
      expect(page.querySelector('[data-review="awaiting"]')).not.toBeNull();
      expect(page.querySelectorAll('[data-testid="page-review"] time')).toHaveLength(0);
    }
    expect(html(pagePathOf(TRANSLATED)).querySelector('h1')?.text).toBe('Schulterprothese');
    const switcher = html(pagePathOf('nl'))
      .querySelectorAll('[data-language-switcher] a[data-locale]')
      .map((a) => [a.getAttribute('data-locale'), a.getAttribute('href')]);
    expect(switcher).toContainEqual([TRANSLATED, pagePathOf(TRANSLATED)]);
    expect(switcher).toContainEqual(['en', '/en/']);
  });

  it('serves the other languages a noindex notice in their language, linking the languages the page exists in', () => {
    const notice = html(pagePathOf('en'));
    expect(notice.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(notice.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(notice.querySelector('h1')?.text).toBe('This page is not available in English yet');
    const links = notice
      .querySelectorAll('[data-testid="untranslated-notice"] a[data-locale]')
      .map((a) => [a.getAttribute('data-locale'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['nl', pagePathOf('nl')],
      [TRANSLATED, pagePathOf(TRANSLATED)],
    ]);
    expect(notice.querySelectorAll('[data-testid="urgent-help"]')).toHaveLength(1);
    expect(notice.text).not.toContain('Een nieuwe schouder');
    // Not in the English menu or footer either.
    const hip = html('/en/hip-replacement');
    expect(hip.querySelectorAll(`[data-footer-treatment="${id}"]`)).toHaveLength(0);
    expect(hip.querySelectorAll('.menu__link').map((a) => a.getAttribute('href'))).not.toContain(pagePathOf('en'));
  });

  it('shows the changed hospital stay on the Dutch hip page, with its plural', () => {
    const stay = Number(/value: (\d+)/.exec(changed[0]!.after)![1]);
    const text = html('/heupprothese').querySelector('article')!.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${stay} ${stay === 1 ? 'nacht' : 'nachten'}`);
  });

  it("the writer's Dutch edit is online at once; each translation of the page says it may not include it yet", () => {
    const edit = writersTextEdit();
    const hip = (locale: Locale) => html(pagePath('hip', locale));
    expect(hip('nl').querySelector('article')!.text.replace(/\s+/g, ' ')).toContain(edit.after);
    expect(hip('nl').querySelector('[data-testid="stale-translation"]')).toBeNull();
    for (const locale of LOCALES.filter((l) => l !== 'nl')) {
      const note = hip(locale).querySelector('[data-testid="stale-translation"]');
      expect([locale, note?.querySelector('time')?.getAttribute('datetime')]).toEqual([
        locale,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ]);
    }
    expect(statusBefore?.output).toMatch(/⚠ page stale\s+i18n\/de\/docusaurus-plugin-content-docs\/current\/hip\.mdx/);
  });

  it('a notice is a whole page in its language: "On this page", print button, urgent help, previous and next', () => {
    const notice = html(pagePathOf('ru'));
    const messages = JSON.parse(read('i18n/ru/code.json')) as Record<string, {message: string}>;
    expect(notice.querySelector('.theme-doc-toc-mobile button')?.text.trim()).toBe(
      messages['theme.TOCCollapsible.toggleButtonLabel']!.message,
    );
    expect(notice.querySelectorAll('[data-testid="print-button"]')).toHaveLength(1);
    expect(notice.querySelector('h2#urgent-help')?.text).toContain(messages['untranslated.urgentHeading']!.message);
    expect(notice.querySelectorAll('nav.pagination-nav a')).not.toHaveLength(0);
  });
});
