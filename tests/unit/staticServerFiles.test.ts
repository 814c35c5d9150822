/**
 * The audit serves stock Docusaurus with the project's static server, but
 * routed as plain files (`routing: 'files'`): this site's route table does
 * not name stock's pages (`/ru/o-nas`), so routing them by it gave a 404 and
 * stopped the audit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server is CommonJS, shared with scripts/
const {resolveFile} = require('@site/scripts/static-server.cjs') as {
  resolveFile: (
    root: string,
    urlPath: string,
    options?: {routing?: 'site' | 'files'},
  ) => {status: number; file: string};
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-site-'));
  for (const file of ['index.html', '404.html', 'ru/o-nas/index.html', 'assets/js/main.js', '_headers']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), file);
  }
});

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

test.each([
  ['/', 'index.html'],
  ['/ru/o-nas', 'ru/o-nas/index.html'],
  ['/ru/o-nas/', 'ru/o-nas/index.html'],
  ['/assets/js/main.js', 'assets/js/main.js'],
])('%s is served from %s', (urlPath, file) => {
  expect(resolveFile(root, urlPath, {routing: 'files'})).toMatchObject({status: 200, file: path.join(root, file)});
});

test.each(['/ru/nope', '/_headers', '/ru/o-nas/../../_headers'])('%s is the 404 page', (urlPath) => {
  expect(resolveFile(root, urlPath, {routing: 'files'})).toMatchObject({
    status: 404,
    file: path.join(root, '404.html'),
  });
});

test('this site is still routed by its route table', () => {
  // `/ru/o-nas` is no page of this site: the default routing answers 404 even though the file exists.
  expect(resolveFile(root, '/ru/o-nas').status).toBe(404);
});
