/**
 * plugins/inline-translations rewrites Docusaurus's own translation calls, so
 * it depends on internals Docusaurus does not promise to keep. Each test here
 * pins one of them and fails, saying what changed, when an upgrade moves it:
 * then the plugin must be adapted (or dropped) before the site ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import {inlineTranslations} from '../transform.cjs';
import {sourceRoots} from '..';
import {SITE_DIR} from '@site/tests/helpers/site';

const CORE = path.dirname(require.resolve('@docusaurus/core/package.json'));
const read = (rel: string) => fs.readFileSync(path.join(CORE, rel), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.(js|jsx|ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !/(^|[\\/])(node_modules|__tests__)[\\/]/.test(path.relative(dir, f)));
}

describe('what inline-translations relies on in Docusaurus', () => {
  it('the message table is the generated module codeTranslations.json (the table loader matches that name)', () => {
    expect(read('lib/server/codegen/codegen.js')).toMatch(/generate\)\(generatedFilesDir, 'codeTranslations\.json'/);
    const consumers = sourceFiles(path.join(CORE, 'lib', 'client'))
      .filter((f) => fs.readFileSync(f, 'utf8').includes("from '@generated/codeTranslations'"))
      .map((f) => path.relative(CORE, f))
      .sort();
    // Only these read the table; a new reader would see the emptied table.
    expect(consumers).toEqual(['lib/client/docusaurusContext.js', 'lib/client/exports/Translate.js']);
    const index = fs.readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
    expect(index).toContain("path.join(context.generatedFilesDir, 'codeTranslations.json')");
    expect(index).toContain('test: /codeTranslations\\.json$/');
  });

  it('a key missing from the table falls back to the message the call carries (what rewritten calls rely on)', () => {
    const source = read('lib/client/exports/Translate.js');
    const fn = /function getLocalizedMessage\(\{ id, message, \}\) \{[\s\S]*?\n\}/.exec(source)?.[0];
    expect(fn).toBeDefined();
    const getLocalizedMessage = new Function('codeTranslations', `${fn!}; return getLocalizedMessage;`)({
      'home.hero.title': 'Pain-free again',
    }) as (o: {id?: string; message?: string}) => string;
    expect(getLocalizedMessage({id: 'home.hero.title', message: 'Weer pijnvrij'})).toBe('Pain-free again');
    // A rewritten call: no id, the locale's text as message, not in the table.
    expect(getLocalizedMessage({message: 'Снова без боли'})).toBe('Снова без боли');
    expect(getLocalizedMessage({id: 'gone.from.table', message: 'Dutch default'})).toBe('Dutch default');
    // The module the transform looks for still exists under this name.
    expect(fs.existsSync(path.join(CORE, 'lib', 'client', 'exports', 'Translate.js'))).toBe(true);
  });

  it('every translate()/<Translate> of the site and of Docusaurus is a form the transform rewrites', () => {
    // A form it does not rewrite (a computed id, spread props, a message-only
    // <Translate>) would keep its key in the table or show the Dutch default.
    const notRewritten: string[] = [];
    for (const root of sourceRoots(SITE_DIR)) {
      if (!fs.existsSync(root)) continue;
      for (const file of sourceFiles(root)) {
        const result = inlineTranslations(fs.readFileSync(file, 'utf8'), file, {});
        if (!result) continue;
        for (const key of result.kept) notRewritten.push(`${path.relative(SITE_DIR, file)}: ${key}`);
        // After the rewrite no call may still pass an id: ids are looked up in the table at run time.
        const ast = parse(result.code, {
          sourceType: 'module',
          plugins: /\.tsx?$/.test(file) ? ['typescript', 'jsx'] : ['jsx'],
          errorRecovery: true,
        });
        const text = JSON.stringify(ast.program, (k, v: unknown) => (k === 'loc' || k === 'extra' ? undefined : v));
        if (/"name":"translate"\},"arguments":\[\{"type":"ObjectExpression","[^\]]*?"name":"id"/.test(text)) {
          notRewritten.push(`${path.relative(SITE_DIR, file)}: translate({id: …}) left`);
        }
      }
    }
    expect(notRewritten).toEqual([]);
  });
});
