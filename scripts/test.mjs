// `npm test`: every check, in order, stopping at the first failure.
// Type check, lint, spelling, unit and content tests, a production build of all six
// locales, build-output tests, then browser tests in a real Chromium.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const steps = [
  ['type check', 'npx', ['tsc', '-p', '.']],
  pkg.scripts.lint ? ['lint', 'npm', ['run', 'lint']] : null,
  ['spelling (nl, en-GB, de, es, ru, ar)', 'npm', ['run', 'spell']],
  ['unit and content tests', 'npx', ['jest', '--selectProjects', 'unit']],
  ['production build (all locales)', 'npx', ['docusaurus', 'build']],
  ['build-output tests', 'npx', ['jest', '--selectProjects', 'build']],
  ['browser tests (Chromium)', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand']],
].filter(Boolean);

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: process.env});
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');
