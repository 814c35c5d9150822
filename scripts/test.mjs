// `npm test`: every check, in order, stopping at the first failure.
// Type check, lint, spelling, unit and content tests, a production build of all six
// locales, build-output tests, then browser tests in a real Chromium.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const REACT = {CLIENT_RENDERER: 'react'};
const steps = [
  ['type check', 'npx', ['tsc', '-p', '.']],
  pkg.scripts.lint ? ['lint', 'npm', ['run', 'lint']] : null,
  ['spelling (nl, en-GB, de, es, ru, ar)', 'npm', ['run', 'spell']],
  // Two workers: Jest's default on two cores is one, and these tests only read files.
  ['unit and content tests', 'npx', ['jest', '--selectProjects', 'unit', '--maxWorkers=2']],
  ['production build (all locales)', 'npx', ['docusaurus', 'build']],
  ['build-output tests', 'npx', ['jest', '--selectProjects', 'build', '--maxWorkers=2']],
  ['browser tests (Chromium)', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand']],
  // The way back to React DOM in the browser (plugins/preact-client): the same site built with
  // CLIENT_RENDERER=react into its own folder, and the browser tests that touch interaction
  // (menu, switcher, language offer) and hydration run against it.
  ['production build, React DOM in the browser', 'npx', ['docusaurus', 'build', '--out-dir', 'build-react'], REACT],
  [
    'browser tests, React DOM in the browser',
    'npx',
    [
      'jest',
      '--selectProjects',
      'e2e',
      '--runInBand',
      'tests/e2e/hydration.test.ts',
      'tests/e2e/a11y-keyboard.test.ts',
      'tests/e2e/platform.test.ts',
      'tests/e2e/home.test.ts',
      '-t',
      'the DOM right after hydration|language toast|phone menu|mobile menu|language switcher|remembered language|header navigation|sections kept',
    ],
    {...REACT, BUILD_DIR: 'build-react'},
  ],
].filter(Boolean);

const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Each stage's time, so a slow one shows (the whole run must stay within 20 minutes on 2 cores). */
function printTimes() {
  const width = Math.max(...times.map(([name]) => name.length));
  console.log('\nTime per stage:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(times.reduce((sum, [, ms]) => sum + ms, 0)).padStart(8)}`);
}

for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  times.push([name, Date.now() - started]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds(Date.now() - started)})`);
}
printTimes();
console.log('\nAll checks passed.');
