/**
 * `npm run write-translations` on a clean checkout changes no file: every id
 * the code and the plugins declare is already in i18n/, and the Docusaurus
 * theme messages the site does not show stay out of code.json. Runs the real
 * command on a scratch copy of the site, so the worktree is never touched.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {listFiles} from '../../scripts/workflow/translationFiles';

const SITE_DIR = path.join(__dirname, '..', '..');
const COPY = [
  'src',
  'docs',
  'i18n',
  'plugins',
  'static',
  'scripts',
  'sidebars.ts',
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
];

let scratch: string;
let result: ReturnType<typeof spawnSync>;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'write-translations-'));
  for (const entry of COPY) fs.cpSync(path.join(SITE_DIR, entry), path.join(scratch, entry), {recursive: true});
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  result = spawnSync(process.execPath, ['scripts/write-translations.mjs'], {cwd: scratch, encoding: 'utf8'});
}, 300_000);

afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

it('runs without errors', () => {
  expect([result.status, result.stderr]).toEqual([0, expect.not.stringContaining('✖')]);
});

it('changes, adds and removes no file under i18n/ (a fixed point)', () => {
  const before = listFiles(path.join(SITE_DIR, 'i18n'), () => true);
  const after = listFiles(path.join(scratch, 'i18n'), () => true);
  expect(after).toEqual(before);
  const changed = before.filter(
    (rel) =>
      fs.readFileSync(path.join(SITE_DIR, 'i18n', rel), 'utf8') !==
      fs.readFileSync(path.join(scratch, 'i18n', rel), 'utf8'),
  );
  expect(changed).toEqual([]);
});

it('gives a locale that lacks a theme text the site shows that text in Dutch, for the translator (and i18n:status)', () => {
  const file = path.join(scratch, 'i18n', 'de', 'code.json');
  const dutch = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n', 'nl', 'code.json'), 'utf8'));
  const id = 'theme.common.headingLinkTitle';
  expect(dutch[id]?.message).toEqual(expect.any(String));
  const content = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete content[id];
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  const again = spawnSync(process.execPath, ['scripts/write-translations.mjs', '--locale', 'de'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  expect(again.status).toBe(0);
  const after = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(after[id]?.message).toBe(dutch[id].message);
  // Theme texts the site does not show stay out.
  expect(Object.keys(after).filter((key) => key.startsWith('theme.') && !(key in dutch))).toEqual([]);
}, 120_000);
