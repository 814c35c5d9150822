// `npm test`: every check, in order, stopping after the first group in which a stage fails.
// Type check, lint, spelling, unit and content tests, a production build of all six
// locales, then build-output tests and browser tests in a real Chromium.
// Stages in one group run side by side: on two cores no single one of them keeps both busy
// all the time (tsc, eslint and cspell are single-threaded). The guides test
// (tests/build/guides.test.ts) is a stage of its own: it copies the project and builds and
// checks the copy, so it needs nothing the other stages make; it starts with the first group
// and runs beside every later one. The browser tests need only the build: they run beside the
// build-output tests (no browser test times a page; `npm run audit` does, alone). Output is
// shown per stage when it ends; the time of each stage is printed at the end.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
// Jest's default on two cores is one worker. The unit tests only read files; each browser
// test file has its own server and Chromium, and two at a time keep both cores busy (one
// alone leaves a core idle while it waits on its page).
const WORKERS = '--maxWorkers=2';
/** The guides followed on a scratch copy of the project: a build and checks of its own (see above). */
const GUIDES = 'tests/build/guides.test.ts';
const guidesStage = ['guides on a scratch copy', 'npx', ['jest', GUIDES, '--selectProjects', 'build']];
const groups = [
  [
    ['type check', 'npx', ['tsc', '-p', '.']],
    pkg.scripts.lint ? ['lint', 'npm', ['run', 'lint']] : null,
    ['spelling (nl, en-GB, de, es, ru, ar)', 'npm', ['run', 'spell']],
    ['unit and content tests', 'npx', ['jest', '--selectProjects', 'unit', WORKERS]],
  ],
  [['production build (all locales)', 'npx', ['docusaurus', 'build']]],
  [
    [
      'build-output tests',
      'npx',
      ['jest', '--selectProjects', 'build', WORKERS, `--testPathIgnorePatterns=${GUIDES.replace(/\./g, '\\.')}`],
    ],
    ['browser tests (Chromium)', 'npx', ['jest', '--selectProjects', 'e2e', WORKERS]],
  ],
]
  .map((group) => group.filter(Boolean))
  .filter((group) => group.length > 0);

const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Each stage's time, so a slow one shows (a fresh clone's `.ci/run` must stay within 12 minutes on 2 cores). */
function printTimes(total) {
  const width = Math.max(...times.map(([name]) => name.length), 'total (wall clock)'.length);
  console.log('\nTime per stage (the stages of a group, and the guides test, run side by side):');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`);
  console.log(`  ${'total (wall clock)'.padEnd(width)}  ${seconds(total).padStart(8)}`);
}

/** Runs one stage beside others: its output is kept and shown when it ends, so stages do not interleave. */
function runStage([name, cmd, args]) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      times.push([name, ms]);
      console.log(`\n── ${name} ──`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      if (ok) console.log(`✔ ${name} (${seconds(ms)})`);
      else console.error(`\n✖ ${name} failed${signal ? ` (${signal})` : ''}`);
      resolve(ok);
    });
  });
}

const start = Date.now();
const guides = runStage(guidesStage);
let ok = true;
for (const group of groups) {
  const results = await Promise.all(group.map((stage) => runStage(stage)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
// Ended, passed or not, before the exit: no check left running.
ok = (await guides) && ok;
printTimes(Date.now() - start);
if (!ok) process.exit(1);
console.log('\nAll checks passed.');
