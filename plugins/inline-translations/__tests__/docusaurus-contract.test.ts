/**
 * plugins/inline-translations rewrites Docusaurus's own translation calls.
 * What it relies on of Docusaurus's internals is guarded in the build
 * (plugins/internals/registry.ts: the generated table is a module of the
 * bundle, Docusaurus's lib folders still have calls to rewrite); that a call
 * whose key is not in the table returns the message it carries is
 * `translate`'s documented behaviour. This test holds the forms of the calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import {inlineTranslations} from '../transform.cjs';
import {sourceRoots} from '..';
import {SITE_DIR} from '@site/tests/helpers/site';

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.(js|jsx|ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !/(^|[\\/])(node_modules|__tests__)[\\/]/.test(path.relative(dir, f)));
}

describe('what inline-translations relies on in Docusaurus', () => {
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
