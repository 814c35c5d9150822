/**
 * The README's "one command" new page, end to end, on a scratch copy of the
 * project: the exact `npm run new-page` example from README.md ("For medical
 * writers"), then `tsc` and a two-locale production build, with no hand
 * edits. The built page must have its switcher links, hreflang alternates,
 * sitemap entry, social card, menu and footer entries. A second build, with
 * Rspack's persistent cache now warm (as for an operator who builds twice),
 * must pass and give the same main bundle.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {LOCALES, type Locale} from '@site/src/data/locales';

const ROOT = path.resolve(__dirname, '..', '..');
const COPY = [
  'docs',
  'i18n',
  'src',
  'static',
  'plugins',
  'scripts',
  'tests',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];
const BUILT: Locale[] = ['nl', 'en'];
const AGAIN = 'build-again';

/** The README's example, as the arguments npm passes on to the script. */
function readmeExample(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## For medical writers'), readme.indexOf('## For translators'));
  const block = /```bash\n(npm run new-page -- [\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error('README.md "For medical writers" has no ```bash npm run new-page -- …``` example');
  const line = block.replace(/\\\n\s*/g, ' ');
  const words = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  return words.slice(words.indexOf('--') + 1);
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

function run(site: string, cmd: string, args: string[]): {status: number | null; output: string} {
  const result = spawnSync(cmd, args, {cwd: site, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('npm run new-page, as the README shows it, on a scratch copy', () => {
  const args = readmeExample();
  const id = args[0]!;
  const slug = (locale: Locale) => args[args.indexOf(`--${locale}`) + 1]!;
  let site: string;
  let steps: {name: string; status: number | null; output: string}[] = [];
  const html = (locale: Locale): HTMLElement =>
    parse(
      fs.readFileSync(
        path.join(site, 'build', ...(locale === 'nl' ? [] : [locale]), slug(locale), 'index.html'),
        'utf8',
      ),
    );

  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-build-'));
    for (const entry of COPY) fs.cpSync(path.join(ROOT, entry), path.join(site, entry), {recursive: true});
    linkNodeModules(site);
    steps = [];
    for (const [name, cmd, cmdArgs] of [
      ['new-page', 'node', ['scripts/new-page.mjs', ...args]],
      ['tsc', 'npx', ['tsc', '-p', '.']],
      ['build', 'npx', ['docusaurus', 'build', ...BUILT.flatMap((l) => ['--locale', l])]],
      ['build again', 'npx', ['docusaurus', 'build', '--locale', 'nl', '--out-dir', AGAIN]],
    ] as const) {
      const result = run(site, cmd, [...cmdArgs]);
      steps.push({name, ...result});
      if (result.status !== 0) break;
    }
  }, 900_000);
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  it('the example is the shoulder page with six slugs and a menu group', () => {
    expect(id).toBe('shoulder');
    for (const locale of LOCALES) expect(slug(locale)).toMatch(/^[a-z0-9-]+$/);
    expect(args).toContain('--group');
  });

  it('new-page, tsc and the build pass with no hand edits', () => {
    expect(steps.map((s) => ({name: s.name, status: s.status, output: s.status === 0 ? '' : s.output}))).toEqual([
      {name: 'new-page', status: 0, output: ''},
      {name: 'tsc', status: 0, output: ''},
      {name: 'build', status: 0, output: ''},
      {name: 'build again', status: 0, output: ''},
    ]);
  });

  it('the build with a warm cache gives the same main bundle', () => {
    // The main bundle holds the site's code and the browser-only replacements
    // (plugins/preact-client); the runtime's chunk map is not compared.
    // (The pages name no script but the loader, which names `main`: its file in the build.)
    const main = (dir: string) =>
      fs.readdirSync(path.join(site, dir, 'assets', 'js')).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(fs.readdirSync(path.join(site, 'node_modules', '.cache'))).toContain('rspack');
    expect(main(AGAIN)).toHaveLength(1);
    expect(main(AGAIN)).toEqual(main('build'));
  });

  it.each(BUILT)('%s: hreflang alternates for all six languages and x-default', (locale) => {
    const links = html(locale)
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]);
    expect(Object.fromEntries(links)).toEqual({
      ...Object.fromEntries(LOCALES.map((l) => [l, `${l === 'nl' ? '' : `/${l}`}/${slug(l)}`])),
      'x-default': `/${slug('nl')}`,
    });
  });

  it.each(BUILT)('%s: the language switcher links to the page in every language', (locale) => {
    const hrefs = html(locale)
      .querySelectorAll('[data-language-switcher] a[data-locale]')
      .map((a) => [a.getAttribute('data-locale'), a.getAttribute('href')]);
    for (const l of LOCALES) expect(hrefs).toContainEqual([l, `${l === 'nl' ? '' : `/${l}`}/${slug(l)}`]);
  });

  it.each(BUILT)('%s: a social card, in the menu and in the footer', (locale) => {
    const page = html(locale);
    const image = new URL(page.querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname;
    expect(image).toBe(`${locale === 'nl' ? '' : `/${locale}`}/img/social/${id}.png`);
    expect(fs.statSync(path.join(site, 'build', image)).size).toBeGreaterThan(1000);
    expect(page.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toContain('Schouderprothese');
    expect(page.querySelector(`[data-footer-treatment="${id}"]`)?.text).toBe('Schouderprothese');
    expect(page.querySelectorAll('.menu__link').map((a) => a.text)).toContain('Schouderprothese');
  });

  it('the sitemap lists the page with its alternates', () => {
    const sitemap = fs.readFileSync(path.join(site, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/${slug('nl')}</loc>`);
    for (const l of LOCALES) expect(sitemap).toContain(`${l === 'nl' ? '' : `/${l}`}/${slug(l)}"`);
  });
});
