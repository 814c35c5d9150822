/**
 * Renders the nginx configuration of the build: `map` blocks (http context)
 * and one `server { … }` block, from the routing rules (`rules.ts`, i.e. the
 * route table) and the finished build's `_headers` (security headers with
 * the CSP hashes of this build). Pure: the CLI (`scripts/server-config.mjs`)
 * reads the build and prints the result.
 *
 * How a request is answered (same order as the Cloudflare Pages worker, pages.ts):
 * 1. a method other than GET/HEAD: 405;
 * 2. `$uri` (decoded, dot segments resolved, slashes merged) names a page of
 *    the route table: 301 to its canonical URL unless the raw request path
 *    is exactly that URL (aliases, `index.html`, trailing or repeated
 *    slashes, `%2F`), else the page's `index.html`;
 * 3. any other existing file except `.html`, `_headers`, `_redirects` and
 *    precompressed twins;
 * 4. else 404 with the 404 page of the locale the path starts with.
 * Redirect targets are constants of the route table (never `$uri`, which is
 * decoded and could carry a CR/LF into the Location header).
 *
 * Host names: the site's server names its hosts (`server_name`); the second
 * and later names 301 to the first. With a certificate (`tls`) the site is
 * served over HTTPS (HTTP/2, HSTS on every response), and the plain-HTTP
 * server answers every request with one 301 to the same path on HTTPS on the
 * same host (HSTS preload and the HTTP Observatory both want that first hop to
 * stay on the host), except certbot's `/.well-known/acme-challenge/` (`acmeRoot`).
 * The server on the plain-HTTP ports is their `default_server`: a request
 * whose request line is malformed or too long is answered before nginx reads
 * its Host, by the port's default server, and it must carry the security
 * headers too. So Debian's default site goes (README "Deploy"). With TLS a
 * host the site does not name gets 421 on every port; without (TLS ends at a
 * proxy, which may send its own Host) the site answers any host.
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  IMMUTABLE_PATH,
  LIMITS,
  NOT_FOUND_PATTERNS,
  PREFIXED_LOCALES,
  type RouteRules,
} from './rules';
import {pageLanguages} from './pages';

export interface TlsOptions {
  /** Certificate (chain) and key files on the server. */
  cert: string;
  key: string;
  /** `listen` parameters of the HTTPS server: `443`, `[::]:443`, … */
  listen: string[];
  /** Folder certbot's webroot mode writes `.well-known/acme-challenge/` into, served over plain HTTP. */
  acmeRoot?: string;
}

export interface NginxOptions {
  /** Absolute path of the deployed build folder. */
  root: string;
  /** `listen` parameters (plain HTTP): `80`, `127.0.0.1:8080`, `[::]:80`, … */
  listen: string | string[];
  /** Host names; the first is the site's, the others 301 to it. None: the server answers any host. */
  serverNames?: string[];
  /** Serve HTTPS with this certificate; plain HTTP then only redirects. */
  tls?: TlsOptions;
  /** Security headers for every response (from the build's `_headers`). */
  headers: Record<string, string>;
  rules: RouteRules;
  /** Serve `.br` twins (needs the brotli static module: Debian `libnginx-mod-http-brotli-static`). */
  brotli: boolean;
  /** Prefix of the variable names, so two sites' configs can share one `http {}`. */
  prefix?: string;
}

/**
 * A constant as an nginx double-quoted string. nginx has no escape for `$`
 * (it would start a variable), so a value with `$` or a line break is refused.
 */
export function literal(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`not an nginx constant: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A `map` key (exact string or `~regex`): keys are not interpolated, so `$` may appear. */
export function mapKey(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`not an nginx map key: ${JSON.stringify(value)}`);
  // nginx unescapes \\ (and turns \t, \n, \r into control characters): double every backslash.
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A host name for `server_name` and a redirect target: letters, digits, dots and hyphens only. */
export function hostName(value: string): string {
  const host = value.trim().toLowerCase();
  if (!/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host)) {
    throw new Error(`not a host name: ${JSON.stringify(value)}`);
  }
  return host;
}

/** A `listen` parameter: an address and port, nothing nginx would read as another directive. */
function listenValue(value: string): string {
  if (!/^(?:\[[0-9a-fA-F:.]+\]:|[A-Za-z0-9.-]+:)?\d{1,5}$/.test(value)) {
    throw new Error(`not a listen address: ${JSON.stringify(value)} (expected PORT, ADDR:PORT or [IPv6]:PORT)`);
  }
  return value;
}

/** The port of a listen parameter (`443`, `127.0.0.1:8443`, `[::]:443`). */
export function listenPort(value: string): number {
  return Number(/(\d+)$/.exec(value)![1]);
}

/** The HSTS max-age an HTTPS site must send at least (one year). */
export const HSTS_MIN_AGE = 31_536_000;

function checkHsts(headers: Record<string, string>): void {
  const name = Object.keys(headers).find((h) => h.toLowerCase() === 'strict-transport-security');
  const age = Number(/max-age=(\d+)/i.exec(name ? headers[name]! : '')?.[1] ?? 0);
  if (age < HSTS_MIN_AGE) {
    throw new Error(
      `the build's _headers must send Strict-Transport-Security with max-age >= ${HSTS_MIN_AGE} for HTTPS`,
    );
  }
}

const COMPRESSIBLE_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
];

export function renderNginx(options: NginxOptions): string {
  const v = (name: string) => `$${options.prefix ?? 'site'}_${name}`;
  const {rules} = options;
  const out: string[] = [];
  const line = (s = '') => out.push(s);

  line('# Generated by `npm run server-config -- nginx` from the route table and the build; do not edit.');
  line('# Include in the http {} context (Debian: /etc/nginx/conf.d/site.conf) next to mime.types.');
  line();
  line('# Raw request path (still percent-encoded), to compare with the canonical URL.');
  line(`map $request_uri ${v('raw_path')} {`);
  line('  "~^(?<path>[^?]*)" $path;');
  line('}');
  line();
  line('# The canonical URL of the page a path names: every form of every page of the route table.');
  line(`map $uri ${v('canonical')} {`);
  line('  default "";');
  for (const [from, to] of rules.exact) line(`  ${mapKey(from)} ${literal(to)};`);
  for (const {pattern, to} of rules.patterns) line(`  ${mapKey(`~${pattern}`)} ${literal(to)};`);
  line('}');
  line();
  line('# Where to send the request: nowhere when the raw path is the canonical URL itself.');
  line(`map "${v('raw_path')} ${v('canonical')}" ${v('redirect')} {`);
  line('  default "";');
  line('  "~^(\\S*) \\1$" "";');
  line('  "~^\\S* (?<to>/\\S*)$" $to;');
  line('}');
  line();
  line('# The query of the request, joined to a target that may carry one (`?lng=nl`).');
  line(`map "${v('redirect')}|$args" ${v('redirect_query')} {`);
  line('  default "";');
  line('  "~^[^|]*\\?[^|]*\\|(?<q>.+)$" &$q;');
  line('  "~^[^|]*\\|(?<q>.+)$" ?$q;');
  line('}');
  line();
  line('# The file of a canonical page.');
  line(`map ${v('canonical')} ${v('page_file')} {`);
  line('  default "";');
  line('  "~^(?<dir>.*/)$" ${dir}index.html;');
  line('  "~^(?<page>/.+)$" $page/index.html;');
  line('}');
  line();
  line(
    '# The 404 page of the language (or region variant, any letter case) the raw path starts with; Dutch at the root.',
  );
  line(`map ${v('raw_path')} ${v('not_found')} {`);
  line('  default /404.html;');
  for (const {pattern, page} of NOT_FOUND_PATTERNS) line(`  ${mapKey(`~${pattern}`)} ${page};`);
  line('}');
  line();
  line('# The language of the page or 404 page served (its file, once try_files or error_page chose it).');
  line(`map $uri ${v('file_language')} {`);
  line('  default "";');
  for (const [page, language] of Object.entries(pageLanguages())) {
    const file = page.endsWith('.html') ? page : `${page.endsWith('/') ? page : `${page}/`}index.html`;
    line(`  ${mapKey(file)} ${language};`);
  }
  line('}');
  line(`map "$status:${v('file_language')}" ${v('content_language')} {`);
  line('  default "";');
  line('  "~^(?:200|206|304|404):(?<language>.+)$" $language;');
  line('}');
  line();
  line(`map $uri ${v('cache_control')} {`);
  line(`  default ${literal(CACHE_REVALIDATE)};`);
  line(`  ${mapKey(`~${IMMUTABLE_PATH}`)} ${literal(CACHE_IMMUTABLE)};`);
  line('}');
  line();
  line('# Requests of one client address in progress at once (the zone needs the http {} context this file is in).');
  line(`limit_conn_zone $binary_remote_addr zone=${options.prefix ?? 'site'}_per_client:10m;`);
  line();
  line(`map $request_method ${v('allow')} {`);
  line('  default "GET, HEAD";');
  line('  GET "";');
  line('  HEAD "";');
  line('}');
  line();
  const listens = (Array.isArray(options.listen) ? options.listen : [options.listen]).map(listenValue);
  const names = (options.serverNames ?? []).map(hostName);
  const [primary, ...others] = names;
  const tls = options.tls;
  if (tls) {
    if (!primary) throw new Error('HTTPS needs a host name (--server-name)');
    checkHsts(options.headers);
  }
  const siteListens = tls ? tls.listen.map(listenValue) : listens;
  const tlsPort = tls ? listenPort(siteListens[0]!) : 0;
  /** `https://host` with the port when it is not 443. */
  const httpsOrigin = (host: string) => `https://${host}${tlsPort === 443 ? '' : `:${tlsPort}`}`;
  const headerLines = () => {
    for (const [name, value] of Object.entries(options.headers)) {
      line(`  add_header ${name} ${literal(value)} always;`);
    }
  };
  /** One client cannot take every connection: see README "Deploy" for Debian's worker_connections. */
  const limitLines = () => {
    line(`  limit_conn ${options.prefix ?? 'site'}_per_client ${LIMITS.perClient};`);
    line('  limit_conn_status 429;');
    line('  limit_conn_log_level warn;');
    line(`  client_header_timeout ${LIMITS.headerTimeout}s;`);
    line(`  client_body_timeout ${LIMITS.headerTimeout}s;`);
    line(`  keepalive_timeout ${LIMITS.keepaliveTimeout}s;`);
    line(`  send_timeout ${LIMITS.keepaliveTimeout}s;`);
    // Read from the port's default server for the request line: the site's, so 414 beyond this.
    line(`  large_client_header_buffers 4 ${LIMITS.maxRequestLine};`);
  };
  /** The site's server is the default one on its ports; the other names' server is not. */
  const listenLines = (isDefault: boolean) => {
    for (const l of siteListens) line(`  listen ${l}${tls ? ' ssl http2' : ''}${isDefault ? ' default_server' : ''};`);
  };
  const tlsLines = () => {
    if (!tls) return;
    line(`  ssl_certificate ${literal(tls.cert)};`);
    line(`  ssl_certificate_key ${literal(tls.key)};`);
    line('  ssl_protocols TLSv1.2 TLSv1.3;');
    line(`  ssl_session_cache shared:${options.prefix ?? 'site'}_tls:10m;`);
    line('  ssl_session_timeout 1d;');
    line('  ssl_session_tickets off;');
  };
  const misdirectedLines = () => {
    if (!tls) return;
    line(`  if (${v('misdirected')}) {`);
    line('    return 421;');
    line('  }');
  };

  if (tls) {
    line();
    line("# Any host but the site's own gets 421 (the site's servers are the default ones on their ports).");
    line(`map $host ${v('misdirected')} {`);
    line('  default 1;');
    for (const name of names) line(`  ${mapKey(name)} 0;`);
    line('}');
    line();
    line('# Plain HTTP goes to HTTPS on the same host first (HSTS preload and the HTTP Observatory ask for that).');
    line(`map $host ${v('https_origin')} {`);
    line(`  default ${literal(httpsOrigin(primary!))};`);
    for (const name of names) line(`  ${mapKey(name)} ${literal(httpsOrigin(name))};`);
    line('}');
  }

  line();
  line('server {');
  listenLines(true);
  if (primary) line(`  server_name ${primary};`);
  tlsLines();
  line(`  root ${literal(options.root)};`);
  line('  server_tokens off;');
  limitLines();
  line('  # Relative Location headers: the redirect stays on the scheme and host the visitor used.');
  line('  absolute_redirect off;');
  line('  autoindex off;');
  line('  index index.html;');
  line('  merge_slashes on;');
  line('  charset utf-8;');
  line(
    '  charset_types text/css text/plain text/xml application/javascript text/javascript application/json image/svg+xml;',
  );
  line(`  client_max_body_size ${LIMITS.maxBody};`);
  line('  etag on;');
  line('  # The build ships .gz (and .br) twins of every text file: no compression work per request.');
  line('  gzip_static on;');
  if (options.brotli) line('  brotli_static on;');
  line('  gzip on;');
  line('  gzip_vary on;');
  line(`  gzip_types ${COMPRESSIBLE_TYPES.join(' ')};`);
  line();
  line('  # Security headers on every response, errors and redirects included.');
  headerLines();
  line(`  add_header Cache-Control ${v('cache_control')} always;`);
  line(`  add_header Allow ${v('allow')} always;`);
  line(`  add_header Content-Language ${v('content_language')} always;`);
  line();
  misdirectedLines();
  line('  if ($request_method !~ ^(?:GET|HEAD)$) {');
  line('    return 405;');
  line('  }');
  line(`  if (${v('redirect')}) {`);
  line(`    return 301 ${v('redirect')}${v('redirect_query')};`);
  line('  }');
  line();
  line(`  error_page 404 ${v('not_found')};`);
  line();
  line('  location / {');
  line(`    try_files ${v('page_file')} $uri =404;`);
  line('  }');
  line('  # HTML only as a page of the route table; never the host configs or a precompressed twin.');
  line('  location ~ (?:\\.html|\\.gz|\\.br|/_headers|/_redirects|/_worker\\.js)$ {');
  line('    return 404;');
  line('  }');
  line('  # A folder is no page unless the route table says so (no index.html of a redirect folder, no listing).');
  line('  location ~ /$ {');
  line(`    try_files ${v('page_file')} =404;`);
  line('  }');
  for (const file of ['/404.html', ...PREFIXED_LOCALES.map((l) => `/${l}/404.html`)]) {
    line(`  location = ${file} {`);
    line('    internal;');
    line('  }');
  }
  line('}');
  if (others.length > 0) {
    line();
    line(`# The other names of the site: one 301 to the same path on ${primary}.`);
    line('server {');
    listenLines(false);
    line(`  server_name ${others.join(' ')};`);
    tlsLines();
    line('  server_tokens off;');
    limitLines();
    line('  absolute_redirect off;');
    headerLines();
    // Plain HTTP without TLS may sit behind a TLS proxy: a scheme-relative target keeps the visitor's scheme.
    line(`  return 301 ${tls ? httpsOrigin(primary!) : `//${primary}`}$request_uri;`);
    line('}');
  }
  if (tls) {
    line();
    line("# Plain HTTP: one 301 to the same path on HTTPS, but for certbot's webroot challenge.");
    line('server {');
    for (const l of listens) line(`  listen ${l} default_server;`);
    line(`  server_name ${names.join(' ')};`);
    line('  server_tokens off;');
    limitLines();
    line('  # The security headers on the redirects and errors of plain HTTP too, malformed requests included.');
    headerLines();
    misdirectedLines();
    if (tls.acmeRoot) {
      line('  location ^~ /.well-known/acme-challenge/ {');
      line(`    root ${literal(tls.acmeRoot)};`);
      line('    default_type text/plain;');
      line('    try_files $uri =404;');
      line('  }');
    }
    line('  location / {');
    line(`    return 301 ${v('https_origin')}$request_uri;`);
    line('  }');
    line('}');
  }
  return `${out.join('\n')}\n`;
}
