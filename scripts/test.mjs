// `npm test`: every check. Type check, lint, spelling, unit and content tests, a production
// build of all six locales, build-output tests, browser tests in a real Chromium, and the
// guides test (tests/build/guides.test.ts: a writer's and a translator's work followed on a
// scratch copy, which it builds and tests itself).
//
// A fresh clone's `.ci/run` must stay within 12 minutes on 2 cores, so the stages do not wait
// for one another in groups: each starts as soon as what it needs has passed, and only the
// tests of ./build need the build. On two cores the order still matters. The longest chain
// starts first at full priority: the build, then the browser tests on it (which mostly wait on
// the page, and measure animations and timers that a busy CPU would stretch). The guides test,
// the next longest, starts at once a little lower (`nice` 5); the checks nothing waits for
// (type check, lint, spelling, unit tests) lower still (`nice` 10): they use the CPU the
// browser tests leave. A failed stage stops every stage not started yet; the ones running
// finish. Each stage's output is shown when it ends, its time at the end.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
// Jest's default on two cores is one worker. The unit and build-output tests keep two cores
// busy with two. A browser test mostly waits on the page: with two workers the browser stage
// takes some 600 s of CPU in 950 s on a quiet machine (two-thirds of one core), so it runs
// three files at a time. Its two longest, a11y-keyboard and a11y-pages, are a third of it;
// on a fresh clone Jest starts the biggest files first, so they start at once.
const WORKERS = '--maxWorkers=2';
const BROWSER_WORKERS = '--maxWorkers=3';
const GUIDES_TEST = 'tests/build/guides.test.ts';
const BUILD = 'production build (all locales)';

/**
 * The stages, longest chain first (the order they start in when free to): `needs` names the
 * stages that must pass first; `nice`, how far below the browser tests' priority a stage runs.
 */
const stages = [
  {name: BUILD, cmd: 'npx', args: ['docusaurus', 'build']},
  {
    name: 'browser tests (Chromium)',
    cmd: 'npx',
    args: ['jest', '--selectProjects', 'e2e', BROWSER_WORKERS],
    needs: [BUILD],
  },
  {name: 'guides test (scratch copy)', cmd: 'npx', args: ['jest', GUIDES_TEST, '--selectProjects', 'build'], nice: 5},
  {
    name: 'build-output tests',
    cmd: 'npx',
    args: [
      'jest',
      '--selectProjects',
      'build',
      '--testPathIgnorePatterns',
      `/${GUIDES_TEST.replace(/\./g, '\\.')}$`,
      WORKERS,
    ],
    needs: [BUILD],
  },
  {name: 'unit and content tests', cmd: 'npx', args: ['jest', '--selectProjects', 'unit', WORKERS], nice: 10},
  {name: 'type check', cmd: 'npx', args: ['tsc', '-p', '.'], nice: 10},
  pkg.scripts.lint ? {name: 'lint', cmd: 'npm', args: ['run', 'lint'], nice: 10} : null,
  {name: 'spelling (nl, en-GB, de, es, ru, ar)', cmd: 'npm', args: ['run', 'spell'], nice: 10},
].filter(Boolean);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
/** Each stage's time, start and end, so a slow one shows. */
function printTimes(total) {
  const width = Math.max(...times.map(({name}) => name.length), 'total (wall clock)'.length);
  console.log('\nTime per stage (from the start of `npm test`: start → end; stages overlap):');
  for (const {name, from, to} of times)
    console.log(
      `  ${name.padEnd(width)}  ${seconds(to - from).padStart(8)}   ${seconds(from).padStart(8)} → ${seconds(to)}`,
    );
  console.log(`  ${'total (wall clock)'.padEnd(width)}  ${seconds(total).padStart(8)}`);
}

const start = Date.now();
/** Runs one stage; its output is kept and shown when it ends (stages overlap). */
function runStage({name, cmd, args, nice}) {
  const [command, commandArgs] = nice ? ['nice', ['-n', String(nice), cmd, ...args]] : [cmd, args];
  console.log(`▶ ${name}: ${cmd} ${args.join(' ')}${nice ? ` (nice ${nice})` : ''}`);
  const from = Date.now() - start;
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const to = Date.now() - start;
      times.push({name, from, to});
      console.log(`\n── ${name} ──`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      if (ok) console.log(`✔ ${name} (${seconds(to - from)})`);
      else console.error(`\n✖ ${name} failed${signal ? ` (${signal})` : ''}`);
      resolve(ok);
    });
  });
}

const passed = new Set();
const running = new Map();
let failed = false;
/** Starts every stage whose needs have passed, in the list's order; resolves when all have ended. */
async function schedule() {
  const waiting = [...stages];
  for (;;) {
    if (!failed) {
      for (const stage of waiting.filter((s) => (s.needs ?? []).every((n) => passed.has(n)))) {
        waiting.splice(waiting.indexOf(stage), 1);
        running.set(
          stage.name,
          runStage(stage).then((ok) => {
            running.delete(stage.name);
            if (ok) passed.add(stage.name);
            else failed = true;
          }),
        );
      }
    }
    if (running.size === 0) return waiting;
    await Promise.race(running.values());
  }
}

const notRun = await schedule();
printTimes(Date.now() - start);
if (failed) {
  if (notRun.length > 0) console.error(`\nNot run after the failure: ${notRun.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
