/**
 * The Node server of the build (`npm run serve` when nginx is not
 * installed, the browser tests, the audit). It answers like the generated
 * nginx config (scripts/server-config/nginx.ts) because it evaluates the same
 * routing rules (scripts/server-config/rules.ts) in the same order:
 * 405 for methods other than GET/HEAD, 414/431/413 for oversized requests,
 * 400 for a path nginx refuses (bad percent-encoding, NUL, `..` above the
 * root), 301 to the canonical URL for every alias, the page's index.html,
 * other files except HTML and the host configs, else the locale's 404 page.
 * Precompressed `.br`/`.gz` twins, ETag and Last-Modified with 304 (as
 * nginx: both validators must hold when both are sent, the date exactly),
 * single ranges. Requests Node's parser refuses (an unknown method, headers
 * too large, malformed syntax) get the same answers with the same headers
 * (`clientError`). Every regular expression is compiled once, at load.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const jitiModule = require('jiti');

const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const jiti = createJiti(__filename, {interopDefault: true});
const rulesModule = jiti('./server-config/rules.ts');
const {siteHeaders} = jiti('./server-config/cli.ts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** Parses Netlify's `_headers` format: a path pattern line, then indented `Name: value` lines. */
function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!INDENTED.test(line)) {
      current = {pattern: line.trim(), headers: {}};
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      if (i > 0) current.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

class BadRequest extends Error {}

const HEX_BYTE = /^[0-9a-fA-F]{2}$/;
const RANGE = /^bytes=(\d*)-(\d*)$/;
const WEAK_PREFIX = /^W\//;
const INDENTED = /^\s/;
const METHOD_FIRST = /^[A-Z]+ /;
const UNKNOWN_METHOD_LINE = /^[A-Z_-]+ \S+ HTTP\/1\.[01]\r\n/;
const REQUEST_LINE_TAIL = / HTTP\/\d\.\d$/;

/**
 * nginx's normalisation of a request path (`$uri`): percent-decoded (bad
 * encoding or a NUL is a 400), dot segments resolved (above the root is a
 * 400), repeated slashes merged.
 */
function normalizePath(raw) {
  if (!raw.startsWith('/')) throw new BadRequest('path must start with /');
  const bytes = [];
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw.charCodeAt(i);
    if (raw[i] === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!HEX_BYTE.test(hex)) throw new BadRequest('bad percent-encoding');
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c > 0x7f) {
      bytes.push(...Buffer.from(raw[i], 'utf8'));
    } else {
      bytes.push(c);
    }
  }
  if (bytes.includes(0)) throw new BadRequest('NUL in path');
  const decoded = Buffer.from(bytes).toString('utf8');
  const out = [];
  const segments = decoded.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || (segment === '' && !last)) return;
    if (segment === '..') {
      if (out.length === 0) throw new BadRequest('path above the root');
      out.pop();
      return;
    }
    out.push(segment);
  });
  // `/a/..` and `/a/.` name the folder: keep the trailing slash, as nginx does.
  const tail = segments[segments.length - 1];
  if ((tail === '.' || tail === '..') && out[out.length - 1] !== '') out.push('');
  return `/${out.join('/')}`;
}

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

let cachedRules;
function rules() {
  cachedRules ??= rulesModule.routeRules();
  return cachedRules;
}

/** The file of a canonical page. */
function pageFile(root, canonical) {
  return path.join(root, canonical.endsWith('/') ? `${canonical}index.html` : `${canonical}/index.html`);
}

/**
 * Plain file serving, as a static host serves a site it knows nothing of:
 * a path is a file, or a folder with its index.html. The audit serves the
 * stock Docusaurus site this way, since this site's route table does not
 * name its pages.
 */
function fileRoute(root, normalized) {
  if (!rulesModule.HIDDEN_FILE.test(normalized)) {
    for (const candidate of [normalized, path.posix.join(normalized, 'index.html')]) {
      const file = path.join(root, candidate);
      if (isFile(file)) return {status: 200, file, uri: candidate};
    }
  }
  return {status: 404, file: path.join(root, '404.html'), uri: '/404.html'};
}

/**
 * What a GET of `rawPath` gets: a redirect, a file with its status, or a
 * 400. Routed by this site's route table, or (`routing: 'files'`) as plain
 * files. Also used by the audit to find a page's file.
 */
function route(root, rawPath, routing = 'site') {
  let normalized;
  try {
    normalized = normalizePath(rawPath);
  } catch (error) {
    if (error instanceof BadRequest) return {status: 400};
    throw error;
  }
  if (routing === 'files') return fileRoute(root, normalized);
  const canonical = rulesModule.canonicalFor(normalized, rules());
  if (canonical !== undefined) {
    if (rawPath !== canonical) return {status: 301, location: canonical};
    const file = pageFile(root, canonical);
    if (isFile(file)) return {status: 200, file, uri: canonical};
  } else if (
    !normalized.endsWith('/') &&
    !normalized.endsWith('.html') &&
    !rulesModule.HIDDEN_FILE.test(normalized) &&
    isFile(path.join(root, normalized))
  ) {
    return {status: 200, file: path.join(root, normalized), uri: normalized};
  }
  const notFound = rulesModule.notFoundPage(rawPath);
  return {status: 404, file: path.join(root, notFound), uri: notFound};
}

/** Kept for scripts/audit.mjs: the file and status a path is served with (after redirects). */
function resolveFile(root, urlPath, {routing = 'site'} = {}) {
  let result = route(path.resolve(root), urlPath, routing);
  if (result.status === 301) result = route(path.resolve(root), result.location.split('?')[0], routing);
  if (!result.file) return {file: path.join(path.resolve(root), '404.html'), status: result.status};
  return {file: result.file, status: result.status};
}

function accepts(acceptEncoding, coding) {
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The variant to send: the `.br` or `.gz` twin when the client takes it, else the file itself. */
function variant(file, acceptEncoding) {
  if (!COMPRESSIBLE.has(path.extname(file))) return {file, encoding: undefined};
  if (accepts(acceptEncoding, 'br') && isFile(`${file}.br`)) return {file: `${file}.br`, encoding: 'br'};
  if (accepts(acceptEncoding, 'gzip')) {
    if (isFile(`${file}.gz`)) return {file: `${file}.gz`, encoding: 'gzip'};
    return {file, encoding: 'gzip', compress: true};
  }
  return {file, encoding: undefined};
}

function etagOf(stat) {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(WEAK_PREFIX, '') === etag);
}

/** A single `bytes=` range of a body of `size` bytes: [start, end], 'unsatisfiable', or undefined (send all). */
function parseRange(header, size) {
  const match = RANGE.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start;
  let end;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (start > end || start >= size) return 'unsatisfiable';
  }
  return [start, end];
}

const STATUS_TEXT = {301: 'Moved Permanently', 400: 'Bad Request', 405: 'Not Allowed'};

/**
 * Not modified (nginx's not-modified filter, `if_modified_since exact`):
 * a conditional request whose every validator holds.
 */
function notModified(req, etag, mtimeMs) {
  const since = req.headers['if-modified-since'];
  const match = req.headers['if-none-match'];
  if (since === undefined && match === undefined) return false;
  if (since !== undefined && Date.parse(since) !== Math.floor(mtimeMs / 1000) * 1000) return false;
  return match === undefined || etagMatches(match, etag);
}

/**
 * The status nginx gives a request Node's parser refuses: 405 for a method
 * nginx reads but does not know (upper-case letters, `_`, `-`), 505 for an
 * HTTP version it does not speak, 414 for a request line over the limit,
 * 431 for oversized headers (nginx: 400), else 400.
 */
function clientErrorStatus(error, maxRequestLine) {
  const start = error.rawPacket ? error.rawPacket.toString('latin1', 0, maxRequestLine + 2) : '';
  if (error.code === 'HPE_INVALID_METHOD') return UNKNOWN_METHOD_LINE.test(start) ? 405 : 400;
  if (error.code === 'HPE_INVALID_VERSION') return 505;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node reports the chunk it was parsing: the request's start, or a piece of its middle.
    const raw = error.rawPacket ? error.rawPacket.toString('latin1') : '';
    const end = raw.indexOf('\r\n');
    if (METHOD_FIRST.test(raw)) return end >= 0 && end <= maxRequestLine ? 431 : 414;
    return end >= 0 && REQUEST_LINE_TAIL.test(raw.slice(0, end)) ? 414 : 431;
  }
  return 400;
}

function createServer({root, withHeaders = true, routing = 'site'}) {
  const absRoot = path.resolve(root);
  const headersFile = path.join(absRoot, '_headers');
  const securityHeaders = withHeaders && isFile(headersFile) ? siteHeaders(fs.readFileSync(headersFile, 'utf8')) : {};
  const {LIMITS, CACHE_IMMUTABLE, CACHE_REVALIDATE, IMMUTABLE_PATH} = rulesModule;
  const immutable = new RegExp(IMMUTABLE_PATH);

  function send(req, res, status, headers, body) {
    const all = {...securityHeaders, 'Cache-Control': CACHE_REVALIDATE, ...headers};
    if (body !== undefined && all['Content-Length'] === undefined) all['Content-Length'] = body.length;
    res.writeHead(status, all);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(req, res, status, extra = {}) {
    const text = `${status} ${STATUS_TEXT[status] ?? http.STATUS_CODES[status]}\n`;
    send(req, res, status, {'Content-Type': 'text/plain; charset=utf-8', ...extra}, Buffer.from(text));
  }

  const server = http.createServer({maxHeaderSize: 64 * 1024}, (req, res) => {
    const url = req.url ?? '/';
    // Limits first, like nginx reading the request: line, headers, then method and body.
    if (url.length + req.method.length + 10 > LIMITS.maxRequestLine) return sendText(req, res, 414);
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].length + req.rawHeaders[i + 1].length + 2 > LIMITS.maxRequestLine) {
        return sendText(req, res, 431);
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, {Allow: 'GET, HEAD'});
    if (Number(req.headers['content-length'] ?? 0) > LIMITS.maxBody) return sendText(req, res, 413);

    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? '' : url.slice(q + 1);
    const result = route(absRoot, rawPath, routing);
    if (result.status === 400) return sendText(req, res, 400);
    if (result.status === 301) {
      const location =
        query === '' ? result.location : `${result.location}${result.location.includes('?') ? '&' : '?'}${query}`;
      return send(
        req,
        res,
        301,
        {Location: location, 'Content-Type': 'text/plain; charset=utf-8'},
        Buffer.from('301 Moved Permanently\n'),
      );
    }

    const chosen = variant(result.file, req.headers['accept-encoding']);
    const stat = fs.statSync(chosen.file);
    const headers = {
      'Content-Type': TYPES[path.extname(result.file)] ?? 'application/octet-stream',
      'Cache-Control': immutable.test(result.uri) ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (COMPRESSIBLE.has(path.extname(result.file))) headers.Vary = 'Accept-Encoding';
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (chosen.compress) {
      return send(req, res, result.status, headers, zlib.gzipSync(fs.readFileSync(chosen.file)));
    }
    const etag = etagOf(stat);
    headers.ETag = etag;
    if (result.status === 200) {
      headers['Accept-Ranges'] = 'bytes';
      if (notModified(req, etag, stat.mtimeMs)) return send(req, res, 304, headers);
      const ifRange = req.headers['if-range'];
      const range = ifRange && ifRange !== etag ? undefined : parseRange(req.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        return send(req, res, 416, {...headers, 'Content-Range': `bytes */${stat.size}`}, Buffer.alloc(0));
      }
      if (range) {
        const [start, end] = range;
        const body = Buffer.alloc(end - start + 1);
        const fd = fs.openSync(chosen.file, 'r');
        fs.readSync(fd, body, 0, body.length, start);
        fs.closeSync(fd);
        return send(req, res, 206, {...headers, 'Content-Range': `bytes ${start}-${end}/${stat.size}`}, body);
      }
    }
    return send(req, res, result.status, headers, fs.readFileSync(chosen.file));
  });
  // Node answers what its parser refuses with a bare 400/431 of its own: answer as above instead.
  server.on('clientError', (error, socket) => {
    // As Node's own handler: never write into a response already under way (bytes after a request's end).
    const inFlight = socket._httpMessage && socket._httpMessage._headerSent;
    if (!socket.writable || inFlight || error.code === 'ECONNRESET') return socket.destroy();
    const status = clientErrorStatus(error, LIMITS.maxRequestLine);
    const body = `${status} ${STATUS_TEXT[status] ?? http.STATUS_CODES[status]}\n`;
    const headers = {
      ...securityHeaders,
      'Cache-Control': CACHE_REVALIDATE,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      ...(status === 405 ? {Allow: 'GET, HEAD'} : {}),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  });
  return server;
}

/** Starts a server on a free port; resolves to its origin and a close function. */
function startServer(options) {
  const server = createServer(options);
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const {port} = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

module.exports = {parseHeadersFile, normalizePath, route, resolveFile, createServer, startServer, clientErrorStatus};
