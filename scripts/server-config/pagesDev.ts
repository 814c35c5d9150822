/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`: workerd, the build's `_worker.js`, the edge's
 * `_headers` handling) for `npm run serve` and the tests, offline, its state in a temporary folder.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from './runNginx';

/** A date the bundled workerd supports (wrangler 4.86.0 bundles workerd 2026-04-26), fixed so runs agree. */
export const COMPATIBILITY_DATE = '2026-04-01';

export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is what checks the registry for a newer wrangler.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_COLOR: '1',
};

export interface PagesDev {
  origin: string;
  /** Everything wrangler printed so far. */
  log: () => string;
  close: () => Promise<void>;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // wrangler stops its workerd on SIGINT, as on Ctrl+C.
    child.kill('SIGINT');
  });
}

export async function startPagesDev(buildDir: string, options: {port?: number; host?: string} = {}): Promise<PagesDev> {
  const bin = require.resolve('wrangler/bin/wrangler.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-dev-'));
  const port = options.port || (await freePort());
  const host = options.host ?? '127.0.0.1';
  const output: string[] = [];
  // Its own devtools port too: wrangler's default, 9229, is taken by the first of two at once
  // (the browser tests run two files side by side), and the second one's runtime fails to start.
  const flags = {
    '--compatibility-date': COMPATIBILITY_DATE,
    '--ip': host,
    '--port': String(port),
    '--inspector-port': String(await freePort()),
  };
  const child = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      path.resolve(buildDir),
      ...Object.entries(flags).flat(),
      '--persist-to',
      path.join(dir, 'state'),
    ],
    {cwd: dir, env: {...process.env, ...OFFLINE_ENV, WRANGLER_LOG_PATH: path.join(dir, 'logs')}, stdio: 'pipe'},
  );
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (c: Buffer) => output.push(c.toString('utf8')));
  const log = () => output.join('');
  const origin = `http://${host}:${port}`;
  const started = Date.now();
  while (!log().includes(`Ready on ${origin}`)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await stop(child);
      throw new Error(`wrangler pages dev did not start:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    log,
    close: async () => {
      await stop(child);
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
