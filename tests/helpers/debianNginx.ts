/**
 * Debian's nginx as an operator has it after `apt-get install nginx` and the
 * README's deploy steps: the stock /etc/nginx (nginx.conf, modules-enabled)
 * with the generated file in conf.d/ and Debian's default site removed (the
 * site's server is the default one on its ports), run from a copy so the
 * machine's /etc stays untouched. The copy differs from the shipped files
 * only in paths: /etc/nginx, the pid and the logs point into a temporary
 * folder, and conf.d/ gets the temporary-file folders an unprivileged nginx
 * may write (the compiled-in /var/lib/nginx is root's). Started by root, it
 * runs as `nobody`, as scripts/server-config/runNginx.ts does.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort, nginxPath, unprivilegedUser} from '../../scripts/server-config/runNginx';

export const STOCK_CONF_DIR = '/etc/nginx';

export interface DebianNginx {
  httpPort: number;
  httpsPort: number;
  /** The folder of this run (config copy, logs, certificate). */
  dir: string;
  close: () => Promise<void>;
}

/** A self-signed certificate for the given host names (openssl, as an operator would for a test). */
export function selfSignedCertificate(dir: string, hosts: string[]): {cert: string; key: string} {
  const cert = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${hosts[0]}`,
      '-addext',
      `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`openssl failed (Debian package "openssl"):\n${result.stderr}`);
  return {cert, key};
}

/**
 * Copies the stock configuration, lets `siteConf(ports, dir)` write the
 * generated file into conf.d/, and starts nginx on two free ports.
 */
export async function startDebianNginx(
  siteConf: (ports: {http: number; https: number}, dir: string) => string,
  prepare: (dir: string, ports: {http: number; https: number}) => void = () => undefined,
): Promise<DebianNginx> {
  for (const file of ['nginx.conf', 'sites-enabled/default', 'mime.types']) {
    if (!fs.existsSync(path.join(STOCK_CONF_DIR, file))) {
      throw new Error(`${STOCK_CONF_DIR}/${file} is missing: install Debian's "nginx" package`);
    }
  }
  const binary = nginxPath();
  const user = unprivilegedUser();
  for (let attempt = 0; ; attempt += 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'debian-nginx-'));
    const etc = path.join(dir, 'etc', 'nginx');
    fs.cpSync(STOCK_CONF_DIR, etc, {recursive: true, dereference: true});
    fs.mkdirSync(path.join(dir, 'log'));
    // `load_module modules/…` in modules-enabled/ is relative to the prefix (Debian: /usr/share/nginx).
    fs.symlinkSync('/usr/share/nginx/modules', path.join(dir, 'modules'));
    const ports = {http: await freePort(), https: await freePort()};
    const rewrite = (file: string, edit: (text: string) => string) =>
      fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
    rewrite(path.join(etc, 'nginx.conf'), (text) =>
      text
        .replaceAll('/etc/nginx/', `${etc}/`)
        .replace(/^(\s*pid\s+)\S+;/m, `$1${dir}/nginx.pid;`)
        .replaceAll('/var/log/nginx/', `${dir}/log/`),
    );
    // README "Deploy": `rm /etc/nginx/sites-enabled/default`.
    fs.rmSync(path.join(etc, 'sites-enabled', 'default'));
    fs.writeFileSync(
      path.join(etc, 'conf.d', '00-unprivileged-temp-paths.conf'),
      ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `${kind === 'body' ? 'client_body' : kind}_temp_path ${dir}/${kind};`)
        .join('\n') + '\n',
    );
    fs.writeFileSync(path.join(etc, 'conf.d', 'site.conf'), siteConf(ports, dir));
    prepare(dir, ports);
    if (user) {
      for (const entry of fs.readdirSync(dir, {recursive: true}) as string[]) {
        fs.lchownSync(path.join(dir, entry), user.uid, user.gid);
      }
      fs.chownSync(dir, user.uid, user.gid);
    }
    const logFile = path.join(dir, 'log', 'error.log');
    const args = ['-p', `${dir}/`, '-c', path.join(etc, 'nginx.conf'), '-e', logFile];
    const check = spawnSync(binary, ['-t', ...args], {encoding: 'utf8', ...user});
    if (check.status !== 0) {
      fs.rmSync(dir, {recursive: true, force: true});
      throw new Error(`nginx -t rejected the stock config with the generated file:\n${check.stderr}`);
    }
    const child = spawn(binary, [...args, '-g', 'daemon off;'], {stdio: 'ignore', ...user});
    const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
    const started = Date.now();
    let up = false;
    while (!up && child.exitCode === null && Date.now() - started < 10_000) {
      try {
        await fetch(`http://127.0.0.1:${ports.http}/`, {method: 'HEAD', redirect: 'manual'});
        up = true;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    if (!up) {
      child.kill('SIGKILL');
      if (attempt < 3 && /Address already in use/.test(log())) continue;
      throw new Error(`Debian's nginx did not start:\n${log()}`);
    }
    return {
      httpPort: ports.http,
      httpsPort: ports.https,
      dir,
      close: () =>
        new Promise<void>((resolve) => {
          const done = () => {
            fs.rmSync(dir, {recursive: true, force: true});
            resolve();
          };
          if (child.exitCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGQUIT');
        }),
    };
  }
}
