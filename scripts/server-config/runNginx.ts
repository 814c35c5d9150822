/**
 * A real nginx (Debian's, or NGINX_PATH) with the generated config, as a foreground child with its
 * files in a temporary folder (no root, no system config), for the browser tests and `serve --nginx`.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {nginxConfig} from './cli';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxPath(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  const found = candidates.find((c): c is string => !!c && fs.existsSync(c));
  if (!found) throw new Error('No nginx found: set NGINX_PATH or install Debian package "nginx"');
  return found;
}

export function hasBrotliModule(): boolean {
  return fs.existsSync(BROTLI_MODULE);
}

/** Started by root (CI), nginx runs as `nobody`, which owns the temporary folder and only reads the build. */
export function unprivilegedUser(): {uid: number; gid: number} | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return {uid: Number(uid ?? 65534), gid: Number(gid ?? 65534)};
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    try {
      await fetch(`${origin}/robots.txt`, {method: 'HEAD'});
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin}:\n${log()}`);
}

/** The whole nginx.conf of a test run around the generated server block. */
export function nginxConf(dir: string, siteConf: string, brotli: boolean): string {
  return `# Around the generated config (scripts/server-config/runNginx.ts).
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${siteConf}
}
`;
}

/** nginx serving `root` (brotli when installed); `withHeaders: false` leaves the security headers out. */
export async function startNginx(
  root: string,
  options: {port?: number; host?: string; withHeaders?: boolean} = {},
): Promise<{origin: string; close: () => Promise<void>}> {
  const binary = nginxPath();
  const brotli = hasBrotliModule();
  const host = options.host ?? '127.0.0.1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const user = unprivilegedUser();
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const logFile = path.join(dir, 'error.log');
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  for (let attempt = 0; ; attempt += 1) {
    const port = options.port || (await freePort());
    const siteConf = nginxConfig({
      root,
      listen: [`${host}:${port}`],
      brotli,
      ...(options.withHeaders === false ? {headers: {}} : {}),
    });
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, siteConf, brotli));
    // -e: the error log from the first line on (not the system's /var/log/nginx).
    const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', logFile];
    const check = spawnSync(binary, ['-t', ...args], {encoding: 'utf8', ...user});
    if (check.status !== 0) throw new Error(`nginx -t rejected the generated config:\n${check.stderr}`);
    const child = spawn(binary, args, {stdio: 'ignore', ...user});
    const origin = `http://${host}:${port}`;
    try {
      await waitUntilServing(origin, child, log);
    } catch (error) {
      child.kill('SIGKILL');
      // Another process took the port between the check and the start: try another.
      if (!options.port && attempt < 3 && /Address already in use/.test(log())) continue;
      throw error;
    }
    return {
      origin,
      close: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => {
            fs.rmSync(dir, {recursive: true, force: true});
            resolve();
          });
          child.kill('SIGQUIT');
        }),
    };
  }
}
