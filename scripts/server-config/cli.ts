/**
 * `npm run server-config -- nginx --root <dir> --listen <addr:port> [--brotli] [--build build]`:
 * prints the nginx config of the finished build (see nginx.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderNginx} from './nginx';
import {routeRules} from './rules';

/** The headers of the `/*` rule of a Netlify-style `_headers` file. */
export function siteHeaders(headersFile: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of headersFile.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
    } else if (inAll) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return headers;
}

/** Security headers of a build folder (written by plugins/security-headers). */
export function buildHeaders(buildDir: string): Record<string, string> {
  const file = path.join(buildDir, '_headers');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const headers = siteHeaders(fs.readFileSync(file, 'utf8'));
  if (!headers['Content-Security-Policy']) throw new Error(`${file} has no Content-Security-Policy for /*`);
  return headers;
}

export interface NginxCliOptions {
  /** The build to read (CSP hashes); defaults to `root`. */
  build?: string;
  root: string;
  listen?: string;
  brotli?: boolean;
}

export function nginxConfig(options: NginxCliOptions): string {
  const root = path.resolve(options.root);
  return renderNginx({
    root,
    listen: options.listen ?? '80',
    headers: buildHeaders(path.resolve(options.build ?? root)),
    rules: routeRules(),
    brotli: options.brotli ?? false,
  });
}

const USAGE = `Usage: npm run server-config -- nginx --root <deployed build folder> [--listen <addr:port>] [--brotli] [--build <local build folder>]
  --root    absolute path of the build on the server (default: ./build)
  --listen  nginx listen parameter (default: 80)
  --brotli  also serve the .br files (needs ngx_brotli static, Debian: libnginx-mod-http-brotli-static)
  --build   where to read the build from, when it is not at --root on this machine (default: --root)`;

export function main(argv: string[]): number {
  const [kind, ...rest] = argv;
  const options: NginxCliOptions = {root: 'build'};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    const value = () => {
      const next = rest[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--root') options.root = value();
    else if (arg === '--listen') options.listen = value();
    else if (arg === '--build') options.build = value();
    else if (arg === '--brotli') options.brotli = true;
    else {
      console.error(`Unknown option ${arg}\n${USAGE}`);
      return 2;
    }
  }
  if (kind !== 'nginx') {
    console.error(USAGE);
    return 2;
  }
  try {
    process.stdout.write(nginxConfig(options));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
