/**
 * A static file server that behaves like a production static host
 * (Netlify, Cloudflare Pages): pretty URLs (`/a` → `a/index.html`), the
 * locale's own 404 page for unknown paths, gzip, and, when asked, the
 * headers of the build's `_headers` file. Used by `npm run serve`, the
 * browser tests and the audit script.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
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
    if (!/^\s/.test(line)) {
      current = {pattern: line.trim(), headers: {}};
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      if (i > 0) current.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

function patternMatches(pattern, urlPath) {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(urlPath);
}

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file to serve for a URL path, and the status. */
function resolveFile(root, urlPath, locales) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = null;
  }
  // An empty segment (`/en//page`) is no file: a host that served the page
  // there would hand the client router a path it cannot match, and React
  // would fail to hydrate.
  if (decoded !== null && !decoded.includes('\0') && !decoded.includes('//')) {
    const safe = path.normalize(path.join(root, decoded));
    if (safe === root || safe.startsWith(root + path.sep)) {
      for (const candidate of [safe, path.join(safe, 'index.html'), `${safe}.html`]) {
        if (isFile(candidate)) return {file: candidate, status: 200};
      }
    }
  }
  const first = urlPath.split('/')[1] ?? '';
  const locale = locales.find((l) => l === first);
  const notFound = locale ? path.join(root, locale, '404.html') : path.join(root, '404.html');
  return {file: notFound, status: 404};
}

/** The prefixed locales, from the one list in src/data/locales.ts. */
function prefixedLocales() {
  const jitiModule = require('jiti');
  const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
  const {LOCALES, DEFAULT_LOCALE} = createJiti(__filename, {interopDefault: true})('../src/data/locales.ts');
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE);
}

function createServer({root, withHeaders = false, locales = prefixedLocales()}) {
  const absRoot = path.resolve(root);
  const headerRules =
    withHeaders && isFile(path.join(absRoot, '_headers'))
      ? parseHeadersFile(fs.readFileSync(path.join(absRoot, '_headers'), 'utf8'))
      : [];
  return http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0].split('#')[0] || '/';
    const {file, status} = resolveFile(absRoot, urlPath, locales);
    const ext = path.extname(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
    for (const rule of headerRules) if (patternMatches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Starts a server on a free port; resolves to its origin and a close function. */
function startServer(options) {
  const server = createServer(options);
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const {port} = server.address();
      resolve({origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r()))});
    });
  });
}

module.exports = {parseHeadersFile, resolveFile, createServer, startServer};
