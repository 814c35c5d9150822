/**
 * Each guard of plugins/internals/registry.ts against a simulated change:
 * the build error names the reliance, its file and what changed. (The
 * bundle guards on real compilations: ./bundle.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as rspack from '@rspack/core';
import type {CurrentBundler, LoadContext} from '@docusaurus/types';
import {RELIANCES, relianceError, type BuiltBundle} from '..';
import internalsPlugin, {THEME_DIRS} from '../plugin';
import {
  COMPARED_WITH,
  installedThemes,
  overrides,
  sourceHash,
  swizzleProblems,
  swizzleReport,
  versionLine,
  type Theme,
} from '../swizzles';
import {replacementGuards, utf8Minifier} from '../../lean-bundle';
import {docusaurusSourcesProblem, messageTableGuard, sourceRoots} from '../../inline-translations';
import {infimaProblem} from '@site/src/lib/infima';
import {parsePage} from '../../post-build/page';
import {sonnerStyle} from '../../security-headers/injected';
import {SITE_DIR} from '@site/tests/helpers/site';

const named = (id: string) => {
  const file = RELIANCES.find((r) => r.id === id)!.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^Private internal '${id.replace(/\//g, '\\/')}' \\(${file}\\): .+`);
};

const tmp: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-'));
  tmp.push(dir);
  return dir;
}
afterAll(() => tmp.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

describe('the registry', () => {
  const code = (dir: string): string[] =>
    fs
      .readdirSync(path.join(SITE_DIR, dir), {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile() && /\.(ts|tsx|cjs)$/.test(e.name) && !e.parentPath.includes('__tests__'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !f.endsWith(path.join('internals', 'registry.ts')));
  // Browser-stage reliances are guarded by browser tests.
  const sources = [...code('plugins'), ...code('src'), ...code(path.join('tests', 'e2e'))]
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');

  it.each(RELIANCES.map((r) => [r.id, r]))('%s is guarded in the code, and its file exists', (id, r) => {
    expect(sources).toContain(`'${id}'`);
    expect(fs.existsSync(path.join(SITE_DIR, r.file))).toBe(true);
  });

  it('has one entry per id', () => {
    expect(new Set(RELIANCES.map((r) => r.id)).size).toBe(RELIANCES.length);
  });
});

describe('lean-bundle', () => {
  const none: BuiltBundle = {resources: new Set(), diagnostics: []};

  it.each(replacementGuards.map((g) => [g.id, g]))('%s: fails when its replacement is not in the bundle', (id, g) => {
    const problem = g.problem(none);
    expect(problem).toMatch(/was not replaced/);
    expect(relianceError(g.id, problem!).message).toMatch(named(id));
  });

  it('swc-minimizer: fails when Docusaurus minifies scripts another way', () => {
    const bundler = {name: 'rspack', instance: rspack} as unknown as CurrentBundler;
    const optimization = {minimize: true, minimizer: [new rspack.LightningCssMinimizerRspackPlugin()]};
    expect(() => utf8Minifier(optimization, bundler)).toThrow(named('lean-bundle/swc-minimizer'));
  });
});

describe('swizzles', () => {
  function theme(dir: string, safe: string[] = []): Theme {
    return {
      name: 'fake-theme',
      version: '0.0.0',
      themePath: dir,
      sourcePath: dir,
      safety: (c) => (safe.includes(c) ? 'safe' : undefined),
    };
  }

  it("hold for the site's theme folders and the installed themes", () => {
    const list = THEME_DIRS.flatMap((dir) => overrides(path.join(SITE_DIR, dir), dir));
    expect(list.map((o) => o.component)).toEqual(expect.arrayContaining(['Navbar/ColorModeToggle', 'DocPaginator']));
    const themes = installedThemes();
    expect(swizzleProblems(list, themes, themes[0]!.version)).toEqual([]);
  });

  it('keep hashes for Docusaurus 3.10 and the Docusaurus 4 canary, picked by version line', () => {
    expect(versionLine('3.10.2')).toBe('3.10');
    expect(versionLine('4.0.0-canary-6808')).toBe('4.0');
    expect(COMPARED_WITH[versionLine('3.10.2')]).toBe(COMPARED_WITH['3.10']);
    expect(COMPARED_WITH[versionLine('4.0.0-canary-6808')]).toBe(COMPARED_WITH['4.0']);
    expect(COMPARED_WITH[versionLine('4.1.0')]).toBeUndefined();
    // Both lines pin the same components; only the hashes may differ.
    expect(Object.keys(COMPARED_WITH['4.0']!).sort()).toEqual(Object.keys(COMPARED_WITH['3.10']!).sort());
  });

  it('fail on a version line whose originals changed or were never compared, naming the component', () => {
    const themeDir = tempDir();
    const file = path.join(themeDir, 'Heading', 'index.js');
    const list = [{component: 'Heading', dir: 'src/theme', action: 'eject' as const}];
    write(file, 'export default function Heading() {}');
    const v3 = sourceHash(file);
    write(file, 'export default function Heading(props) { return props; }');
    const v4 = sourceHash(file);
    const table = {'3.10': {Heading: v3}, '4.0': {Heading: v4}};
    // The canary's original, reviewed for the 4.0 line: builds there, not as 3.10.
    expect(swizzleProblems(list, [theme(themeDir)], '4.0.0-canary-6808', table)).toEqual([]);
    expect(swizzleProblems(list, [theme(themeDir)], '3.10.2', table)).toEqual([
      expect.stringContaining(`fake-theme's Heading (eject not marked safe) is not the version src/theme/Heading`),
    ]);
    // A line nobody reviewed fails, saying so and naming each unsafe component.
    expect(swizzleProblems(list, [theme(themeDir)], '4.1.0', table)).toEqual([
      expect.stringContaining("no hashes for the theme's 4.1 line (4.1.0)"),
      expect.stringContaining(`(hash ${v4}, compared with none)`),
    ]);
  });

  it('fail when the theme no longer has an overridden component (a module path that no longer exists)', () => {
    const themeDir = tempDir();
    write(path.join(themeDir, 'Footer', 'index.js'), 'export default 1;');
    const problems = swizzleReport(
      [
        {component: 'Footer', dir: 'src/theme', action: 'eject'},
        {component: 'DocSidebar', dir: 'src/theme', action: 'eject'},
      ],
      [theme(themeDir, ['Footer'])],
      {},
    );
    expect(problems).toEqual([
      expect.stringContaining('src/theme/DocSidebar overrides DocSidebar, which no theme has any more'),
    ]);
  });

  it("fail when an unsafe component's original changed since the copy was compared with it", () => {
    const themeDir = tempDir();
    const file = path.join(themeDir, 'Heading', 'index.js');
    write(file, 'export default function Heading() {}');
    const compared = {Heading: sourceHash(file)};
    const list = [{component: 'Heading', dir: 'src/theme', action: 'eject' as const}];
    expect(swizzleReport(list, [theme(themeDir)], compared)).toEqual([]);
    write(file, 'export default function Heading(props) { return props; }');
    const problems = swizzleReport(list, [theme(themeDir)], compared);
    expect(problems).toEqual([expect.stringContaining('is not the version src/theme/Heading was compared with')]);
    // A component the theme marks safe for that action is not pinned.
    expect(swizzleReport(list, [theme(themeDir, ['Heading'])], {})).toEqual([]);
  });

  it('the plugin fails the build with the error naming the reliance', () => {
    const siteDir = tempDir();
    write(path.join(siteDir, 'src', 'theme', 'NoSuchComponent', 'index.tsx'), 'export default null;');
    expect(() => internalsPlugin({siteDir} as LoadContext)).toThrow(named('swizzles'));
  });
});

describe('pages', () => {
  const page =
    '<!doctype html><html><head><title>t</title></head><body><div id=__docusaurus><nav>' +
    '<button class=navbar__toggle></button><div class=navbar-sidebar__backdrop></div></nav><main><p>text</main>' +
    '</div></body></html>';
  const problem = (html: string) => infimaProblem(parsePage(html));

  it('infima: fails when a page lacks an element the code looks up by class', () => {
    expect(problem(page)).toBeUndefined();
    const renamed = page.replace('navbar__toggle', 'navbar__menu-button');
    expect(problem(renamed)).toBe('no element of the page has class navbar__toggle');
    expect(relianceError('infima/queried-classes', problem(renamed)!).message).toMatch(named('infima/queried-classes'));
    // A page Docusaurus did not render (no #__docusaurus, e.g. a redirect page) is not held to it.
    expect(problem(renamed.replace('id=__docusaurus', 'id=other'))).toBeUndefined();
  });
});

describe('inline-translations', () => {
  it("docusaurus-sources: holds for the installed Docusaurus, fails when its packages' texts are out of reach", () => {
    expect(docusaurusSourcesProblem(sourceRoots(SITE_DIR), SITE_DIR)).toBeUndefined();
    const siteDir = tempDir();
    write(
      path.join(siteDir, 'src', 'A.tsx'),
      "import {translate} from '@docusaurus/Translate';\nexport const a = translate({id: 'a.b', message: 'x'});\n",
    );
    // A Docusaurus package whose lib no longer calls translate from @docusaurus/Translate.
    const lib = path.join(siteDir, 'node_modules', '@docusaurus', 'theme-x', 'lib');
    write(
      path.join(lib, 'B.js'),
      "import {translate} from './translate.js';\nexport const b = translate({id: 'b'});\n",
    );
    const problem = docusaurusSourcesProblem([path.join(siteDir, 'src'), lib], siteDir);
    expect(problem).toMatch(/no file of 1 Docusaurus lib folders/);
    expect(relianceError('inline-translations/docusaurus-sources', problem!).message).toMatch(
      named('inline-translations/docusaurus-sources'),
    );
  });

  it('message-table: fails when the generated table is not a module of the bundle', () => {
    const table = path.join(SITE_DIR, '.docusaurus', 'codeTranslations.json');
    const guard = messageTableGuard(table);
    expect(guard.problem({resources: new Set([table]), diagnostics: []})).toBeUndefined();
    expect(guard.problem({resources: new Set(), diagnostics: []})).toMatch(
      /codeTranslations\.json of the generated files is not a module of the browser bundle/,
    );
  });
});

describe('the checks that already failed with a message name their reliance', () => {
  it('security-headers/sonner-style', () => {
    expect(() => sonnerStyle('insertStyles(x)')).toThrow(named('security-headers/sonner-style'));
  });
});
