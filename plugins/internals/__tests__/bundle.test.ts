/**
 * The bundle guards (plugins/internals/bundle.ts) on real Rspack compilations
 * of a tiny fixture: each simulated change (a replaced module's path that no
 * longer matches, a hook theme-common/internal no longer exports) fails the compilation with the reliance's name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {guardBundle, replacedBy, type BundleGuard} from '..';
import {themeInternalGuard} from '../plugin';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-bundle-'));
  fs.writeFileSync(path.join(dir, 'internal.js'), 'export function useLocationChange() { return 1; }\n');
  fs.writeFileSync(path.join(dir, 'original.js'), 'export default "original";\n');
  fs.writeFileSync(path.join(dir, 'replacement.js'), 'export default "replacement";\n');
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

interface Fixture {
  /** Imports of the entry from the fake theme-common/internal. */
  hooks: string[];
  /** What the replacement plugin matches (the library's private path, as the site knows it). */
  replaces: RegExp;
}

/** Compiles the fixture with the guards; resolves to the compilation's error message, or undefined. */
function compile({hooks, replaces}: Fixture, guards: BundleGuard[]): Promise<string | undefined> {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  fs.writeFileSync(
    entry,
    [
      `import {${hooks.join(', ')}} from '@docusaurus/theme-common/internal';`,
      "import value from './original.js';",
      `console.log(value, ${hooks.join(', ')});`,
    ].join('\n'),
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry,
    target: 'web',
    output: {path: path.join(dir, 'out')},
    resolve: {alias: {'@docusaurus/theme-common/internal': path.join(dir, 'internal.js')}},
    plugins: [
      new rspack.NormalModuleReplacementPlugin(replaces, path.join(dir, 'replacement.js')),
      guardBundle('test', guards),
    ],
  });
  return new Promise((resolve) => {
    compiler.run((error) => compiler.close(() => resolve(error ? String(error.message) : undefined)));
  });
}

const matching: Fixture = {hooks: ['useLocationChange'], replaces: /original\.js$/};
const guards = (): BundleGuard[] => [
  replacedBy('lean-bundle/prism-include-languages', path.join(dir, 'replacement.js'), 'the original module'),
  themeInternalGuard,
];

describe('bundle guards on a real compilation', () => {
  it('let a bundle through where every reliance holds', async () => {
    await expect(compile(matching, guards())).resolves.toBeUndefined();
  });

  it('fail when a replaced module is no longer where the replacement looks (a path that moved)', async () => {
    const error = await compile({...matching, replaces: /lib[\\/]moved-away\.js$/}, guards());
    expect(error).toMatch(
      /^Private internal 'lean-bundle\/prism-include-languages' \(plugins\/lean-bundle\/index\.ts\): /,
    );
    expect(error).toContain('the original module was not replaced');
  });

  it('fail when theme-common/internal no longer exports a hook the site imports', async () => {
    const error = await compile({...matching, hooks: ['useLocationChange', 'useNavbarMobileSidebar']}, guards());
    expect(error).toMatch(
      /^Private internal 'theme-common\/internal' \(src\/theme\/Navbar\/MobileSidebar\/Layout\/index\.tsx\): /,
    );
    expect(error).toContain("export 'useNavbarMobileSidebar'");
  });
});
