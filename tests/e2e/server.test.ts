/**
 * The build served over HTTP by a real nginx through the config `npm run
 * server-config -- nginx` generates: one URL per page, every alias of the
 * shared routing list a 301 in one hop, the language's 404 page,
 * `Content-Language`, headers on every response, caching, precompressed
 * files, methods, limits, ETag and Range. Cloudflare Pages answers the same
 * list (cloudflare.test.ts); `npm run serve` starts its runtime.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import net from 'node:net';
import {LOCALES} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import {EXPLICIT_DUTCH_QUERY} from '../../scripts/server-config/rules';
import {ALL_PAGES, BUILD_DIR, SITE_DIR, parseHtml} from '../helpers/site';
import {freePort} from '../../scripts/server-config/runNginx';
import {ROUTING_CASES, SECURITY_HEADERS} from '../helpers/routingCases';
import {startBuildServer} from '../helpers/browser';

jest.setTimeout(120_000);

/** Bytes sent as they are (no client would send them); the whole answer as text. */
function rawRequest(origin: string, text: string): Promise<string> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // nginx keeps the connection open after a 400 only rarely; stop at the end of the head.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path exactly as given (fetch would normalise `..`, `%2e` and more). */
function request(
  origin: string,
  rawPath: string,
  options: {method?: string; headers?: Record<string, string>; body?: Buffer} = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: false},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
        res.on('error', reject);
      },
    );
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    req.end(options.body);
  });
}

function expectSecurityHeaders(response: RawResponse): void {
  for (const name of SECURITY_HEADERS)
    expect({name, value: response.headers[name]}).toEqual({name, value: expect.any(String)});
}

/** The aliases of the shared list, and the paths every server must answer alike. */
const ALIASES = ROUTING_CASES.filter((c) => c.status === 301);

describe('served by nginx', () => {
  let server: {origin: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startBuildServer('nginx', {withHeaders: true});
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves each of the 36 pages 200 at its canonical URL, as HTML that revalidates, with the headers', async () => {
    for (const {path: p, locale} of ALL_PAGES) {
      const response = await request(server.origin, p);
      expect({p, status: response.status}).toEqual({p, status: 200});
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(parseHtml(response.body.toString('utf8')).querySelector('html')?.getAttribute('lang')).toBe(locale);
      expect(response.headers['content-language']).toBe(locale);
      expectSecurityHeaders(response);
    }
  });

  it('sends every alias of the shared list to its canonical page with one 301', async () => {
    expect(ALIASES.length).toBeGreaterThan(300);
    for (const {path: from, location: to} of ALIASES.map((c) => ({path: c.path, location: c.location!}))) {
      const response = await request(server.origin, from);
      expect({from, status: response.status, location: response.headers.location}).toEqual({
        from,
        status: 301,
        location: to,
      });
      expectSecurityHeaders(response);
      const landed = await request(server.origin, to.split('?')[0]!);
      expect({to, status: landed.status}).toEqual({to, status: 200});
    }
  });

  it('keeps the query on a redirect', async () => {
    const a = await request(server.origin, '/en-US/hip-replacement?x=1&y=%3C');
    expect(a.headers.location).toBe('/en/hip-replacement?x=1&y=%3C');
    const b = await request(server.origin, '/nl-NL/heupprothese?x=1');
    expect(b.headers.location).toBe(`/heupprothese?${EXPLICIT_DUTCH_QUERY}&x=1`);
  });

  it.each(ROUTING_CASES.filter((c) => c.status === 404).map((c) => [c.path, c.lang!] as const))(
    'answers %s with 404 and the %s 404 page, headers included',
    async (p, locale) => {
      const response = await request(server.origin, p);
      expect(response.status).toBe(404);
      const html = parseHtml(response.body.toString('utf8'));
      expect(html.querySelector('html')?.getAttribute('lang')).toBe(locale);
      expect(html.querySelector('main')?.textContent).toContain('404');
      expect(response.headers['content-language']).toBe(locale);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
    },
  );

  it.each(ROUTING_CASES.filter((c) => c.status === 400).map((c) => c.path))(
    'refuses %s with 400 and the headers',
    async (p) => {
      const response = await request(server.origin, p);
      expect(response.status).toBe(400);
      expectSecurityHeaders(response);
      expect(response.body.toString('utf8')).not.toContain('passwd');
    },
  );

  it('caches hashed assets for a year and revalidates the rest', async () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'nl' ? '' : `/${locale}`;
      const js = fs.readdirSync(path.join(BUILD_DIR, prefix, 'assets', 'js')).find((f) => f.endsWith('.js'))!;
      const response = await request(server.origin, `${prefix}/assets/js/${js}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const p of ['/img/logo.svg', '/sitemap.xml', '/robots.txt', '/redirect.js', pagePath('hip', 'de')]) {
      expect((await request(server.origin, p)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed brotli and gzip files the build emits, identical once decoded', async () => {
    const css = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'css')).find((f) => f.endsWith('.css'))!;
    for (const [p, file] of [
      [pagePath('hip', 'ar'), path.join(BUILD_DIR, 'ar', 'istibdal-mafsal-wark', 'index.html')],
      [`/assets/css/${css}`, path.join(BUILD_DIR, 'assets', 'css', css)],
      ['/sitemap.xml', path.join(BUILD_DIR, 'sitemap.xml')],
    ] as const) {
      const original = fs.readFileSync(file);
      expect(fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)).toBe(true);
      const br = await request(server.origin, p, {headers: {'Accept-Encoding': 'br, gzip'}});
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
      const gz = await request(server.origin, p, {headers: {'Accept-Encoding': 'gzip'}});
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
      const plain = await request(server.origin, p);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'FOO'])(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const response = await request(server.origin, '/heupprothese', {method, body: Buffer.from('x=1')});
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await request(server.origin, '/en/knee-replacement', {method: 'HEAD'});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.length).toBe(0);
  });

  it('refuses oversized requests with the headers: path 414, header 400/431, body 413', async () => {
    for (const p of [`/${'a'.repeat(9000)}`, `/en/${'x/'.repeat(5000)}`, `/${'a'.repeat(70_000)}`]) {
      const response = await request(server.origin, p);
      expect(response.status).toBe(414);
      expectSecurityHeaders(response);
    }
    for (const size of [9000, 70_000]) {
      const header = await request(server.origin, '/', {headers: {Cookie: `a=${'b'.repeat(size)}`}});
      expect([400, 431]).toContain(header.status);
      expectSecurityHeaders(header);
    }
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    const body = await request(server.origin, '/', {
      headers: {'Content-Type': 'application/octet-stream', 'Content-Length': String(big.length)},
      body: big,
    });
    expect(body.status).toBe(413);
    expectSecurityHeaders(body);
  });

  it.each([
    ['GET /\u0000 HTTP/1.1\r\nHost: a', '400'],
    ['GET / HTTP/1.1\r\nHost: a\r\nContent-Length: x', '400'],
    ['GET / HTTP/1.1\r\nHost: a\r\nBad Header: x', '400'],
    ['GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3', '400'],
    ['GARBAGE', '400'],
    ['get / HTTP/1.1\r\nHost: a', '400'],
    ['FOO / HTTP/1.1\r\nHost: a', '405'],
    ['GET / HTTP/9.9\r\nHost: a', '505'],
  ])('answers the malformed request %j with %s and the headers', async (raw, status) => {
    const response = await rawRequest(server.origin, `${raw}\r\n\r\n`);
    expect(/^HTTP\/1\.1 (\d+)/.exec(response)?.[1]).toBe(status);
    expect(response.toLowerCase()).toContain('content-security-policy:');
  });

  it('answers a matching If-None-Match with 304 and a range with 206', async () => {
    const first = await request(server.origin, '/robots.txt');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await request(server.origin, '/robots.txt', {headers: {'If-None-Match': etag}});
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const page = await request(server.origin, '/heupprothese', {headers: {'Accept-Encoding': 'gzip'}});
    const cached = await request(server.origin, '/heupprothese', {
      headers: {'Accept-Encoding': 'gzip', 'If-None-Match': page.headers.etag!},
    });
    expect(cached.status).toBe(304);
    expectSecurityHeaders(cached);
    const since = await request(server.origin, '/robots.txt', {
      headers: {'If-Modified-Since': first.headers['last-modified']!},
    });
    expect(since.status).toBe(304);
    const older = await request(server.origin, '/robots.txt', {
      headers: {'If-Modified-Since': new Date(Date.parse(first.headers['last-modified']!) - 60_000).toUTCString()},
    });
    expect(older.status).toBe(200);

    const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'));
    const range = await request(server.origin, '/robots.txt', {headers: {Range: 'bytes=0-9'}});
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${robots.length}`);
    expect(range.body.equals(robots.subarray(0, 10))).toBe(true);
    const tail = await request(server.origin, '/robots.txt', {headers: {Range: 'bytes=-5'}});
    expect(tail.body.equals(robots.subarray(-5))).toBe(true);
    const outside = await request(server.origin, '/robots.txt', {headers: {Range: `bytes=${robots.length + 10}-`}});
    expect(outside.status).toBe(416);
  });
});

describe('npm run serve -- --port N', () => {
  it("serves on the port given, on Cloudflare Pages' runtime with the build's worker", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
      cwd: SITE_DIR,
      stdio: 'pipe',
    });
    try {
      const started = Date.now();
      let status = 0;
      while (status === 0 && Date.now() - started < 60_000) {
        status = await request(`http://127.0.0.1:${port}`, '/EN-gb/hip-replacement')
          .then((r) => r.status)
          .catch(async () => {
            await new Promise((r) => setTimeout(r, 100));
            return 0;
          });
      }
      // The worker's answer: a region code in any case is one 301, as on nginx.
      expect(status).toBe(301);
    } finally {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
  });
});
