/** `npm run server-config -- nginx [options]`: prints the nginx config of the finished build (nginx.ts). */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_SITE_URL} from '../../src/data/site';
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

/** The host of the build's `SITE_URL` (its security.txt's `Canonical:`), else of SITE_URL or the default. */
export function siteHost(buildDir?: string): string {
  const file = buildDir ? path.join(buildDir, '.well-known', 'security.txt') : '';
  const canonical = file && fs.existsSync(file) ? /^Canonical:\s*(\S+)/m.exec(fs.readFileSync(file, 'utf8'))?.[1] : '';
  return new URL(canonical || process.env.SITE_URL || DEFAULT_SITE_URL).hostname;
}

export interface NginxCliOptions {
  /** The build to read (CSP hashes); defaults to `root`. */
  build?: string;
  root: string;
  listen?: string[];
  brotli?: boolean;
  /** Host names, the site's first; default: the host of SITE_URL. */
  serverNames?: string[];
  tlsCert?: string;
  tlsKey?: string;
  listenTls?: string[];
  acmeRoot?: string;
  /** The headers of every response instead of the build's (tests leave the security headers out). */
  headers?: Record<string, string>;
}

export function nginxConfig(options: NginxCliOptions): string {
  const root = path.resolve(options.root);
  const build = path.resolve(options.build ?? root);
  if (!options.tlsCert !== !options.tlsKey) throw new Error('--tls-cert and --tls-key go together');
  if (!options.tlsCert && (options.listenTls || options.acmeRoot)) {
    throw new Error('--listen-tls and --acme-root need --tls-cert and --tls-key');
  }
  return renderNginx({
    root,
    listen: options.listen?.length ? options.listen : ['80'],
    serverNames: options.serverNames?.length ? options.serverNames : [siteHost(build)],
    tls: options.tlsCert
      ? {
          cert: options.tlsCert,
          key: options.tlsKey!,
          listen: options.listenTls?.length ? options.listenTls : ['443'],
          acmeRoot: options.acmeRoot,
        }
      : undefined,
    headers: options.headers ?? buildHeaders(build),
    rules: routeRules(),
    brotli: options.brotli ?? false,
  });
}

const USAGE = `Usage: npm run server-config -- nginx [options]
  --root DIR          absolute path of the build on the server (default: ./build)
  --build DIR         where to read the build from, when it is not at --root on this machine (default: --root)
  --server-name HOST  the site's host name (default: the host of the build's SITE_URL); repeat for more names
                      (e.g. without www), which 301 to the first
  --listen ADDR:PORT  plain-HTTP listen address (default: 80); repeat for more (e.g. [::]:80)
  --tls-cert FILE     certificate (full chain) on the server: serve HTTPS, plain HTTP only redirects
  --tls-key FILE      its private key
  --listen-tls ADDR:PORT  HTTPS listen address (default: 443); repeat for more (e.g. [::]:443)
  --acme-root DIR     serve /.well-known/acme-challenge/ over plain HTTP from DIR (certbot --webroot -w DIR)
  --brotli            also serve the .br files (needs ngx_brotli static, Debian: libnginx-mod-http-brotli-static)`;

export function main(argv: string[]): number {
  const [kind, ...rest] = argv;
  const options: NginxCliOptions = {root: 'build'};
  const list = (key: 'listen' | 'serverNames' | 'listenTls', value: string) => {
    (options[key] ??= []).push(...value.split(',').filter((v) => v !== ''));
  };
  try {
    for (let i = 0; i < rest.length; i += 1) {
      const arg = rest[i];
      const value = () => {
        const next = rest[(i += 1)];
        if (next === undefined) throw new Error(`${arg} needs a value`);
        return next;
      };
      if (arg === '--root') options.root = value();
      else if (arg === '--listen') list('listen', value());
      else if (arg === '--build') options.build = value();
      else if (arg === '--brotli') options.brotli = true;
      else if (arg === '--server-name') list('serverNames', value());
      else if (arg === '--tls-cert') options.tlsCert = value();
      else if (arg === '--tls-key') options.tlsKey = value();
      else if (arg === '--listen-tls') list('listenTls', value());
      else if (arg === '--acme-root') options.acmeRoot = value();
      else {
        console.error(`Unknown option ${arg}\n${USAGE}`);
        return 2;
      }
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (kind !== 'nginx') {
    console.error(USAGE);
    return 2;
  }
  try {
    // A site served under another name than its canonical URLs, sitemap and hreflang name is refused.
    const first = options.serverNames?.[0];
    const built = siteHost(path.resolve(options.build ?? options.root));
    if (first && first.toLowerCase() !== built) {
      console.error(
        `The build's canonical URLs name ${built} (SITE_URL), the config would serve ${first}: ` +
          `build with SITE_URL=https://${first}, or name ${built} first`,
      );
      return 1;
    }
    process.stdout.write(nginxConfig(options));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
