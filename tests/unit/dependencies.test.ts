/**
 * Every package the code imports is declared in package.json: one that only
 * arrives as another package's dependency can vanish or change major version
 * with any upgrade of that package.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {SITE_DIR} from '../helpers/site';

const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8'));
const DECLARED = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
/** Module aliases of Docusaurus and of the site's plugins, not packages. */
const ALIAS = /^(@site|@theme|@theme-original|@theme-init|@generated|@site-texts)\/|^@docusaurus\/[A-Za-z]+$/;
// An import statement, a require() or an import() of a package name (not a relative path).
const IMPORT =
  /(?:^import\s[^'"]*?from\s+|^import\s+|\brequire\(\s*|\bimport\(\s*)['"]((?:@[a-z][\w.-]*\/)?[a-z][\w.-]*(?:\/[^'"]*)?)['"]/gm;

export function undeclaredImports(files: readonly string[], declared: ReadonlySet<string>): string[] {
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(SITE_DIR, file), 'utf8').matchAll(IMPORT)]
      .map((m) => m[1]!)
      .filter((spec) => !spec.startsWith('node:') && !ALIAS.test(spec))
      .map((spec) =>
        spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((name) => !builtinModules.includes(name) && !declared.has(name))
      .map((name) => `${file}: ${name}`),
  );
}

describe('dependencies', () => {
  // Read from the folders, not git: the guides test runs the suite in a copy without .git.
  const files = ['src', 'plugins', 'scripts', 'tests', '.']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(SITE_DIR, dir), {recursive: dir !== '.', encoding: 'utf8'})
        .map((f) => path.join(dir, f).split(path.sep).join('/')),
    )
    .filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && !/(^|\/)(node_modules|fixtures)\//.test(f))
    // This file names an undeclared package on purpose, for the first test.
    .filter((f) => f !== 'tests/unit/dependencies.test.ts');

  it('finds an undeclared package', () => {
    expect(undeclaredImports(['tests/unit/dependencies.test.ts'], new Set())).toContain(
      'tests/unit/dependencies.test.ts: jest-example-package',
    );
  });

  it('every imported package is declared in package.json', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(undeclaredImports(files, DECLARED)).toEqual([]);
  });
});
// The example the first test must find: require('jest-example-package')
