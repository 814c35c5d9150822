/**
 * The build served over HTTP, by the Node server (`npm run serve`) and by a
 * real nginx through the config `npm run server-config -- nginx` generates:
 * the same assertions for both. One URL per page, every alias a 301 in one
 * hop, the locale's 404 page, headers on every response, caching,
 * precompressed files, methods, limits, ETag and Range; then both servers
 * answer a corpus of paths identically.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {LOCALES} from '@site/src/data/locales';
import {allRedirects, pagePath} from '@site/src/data/routes';
import {EXPLICIT_DUTCH_QUERY} from '../../scripts/server-config/rules';
import {ALL_PAGES, BUILD_DIR, parseHtml} from '../helpers/site';
import {SERVERS, startBuildServer, type ServerKind} from '../helpers/browser';

jest.setTimeout(120_000);

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

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

function expectSecurityHeaders(response: RawResponse): void {
  for (const name of SECURITY_HEADERS)
    expect({name, value: response.headers[name]}).toEqual({name, value: expect.any(String)});
}

/** Every alias and the canonical URL it must 301 to, with the variants the issue names. */
function aliasCases(): [string, string][] {
  const cases: [string, string][] = [];
  const dutchTarget = (from: string, to: string) =>
    /^\/nl(?:-nl)?(?:\/|$)/i.test(from) ? `${to}?${EXPLICIT_DUTCH_QUERY}` : to;
  for (const {from, to} of allRedirects()) {
    cases.push([from, dutchTarget(from, to)]);
    cases.push([`${from}/`, dutchTarget(from, to)]);
    cases.push([`${from}/index.html`, dutchTarget(from, to)]);
    const upper = from.replace(/^\/([a-z]{2}-[a-z]{2})/i, (_m, region: string) => `/${region.toUpperCase()}`);
    cases.push([upper, dutchTarget(from, to)]);
  }
  for (const {path: p} of ALL_PAGES) {
    if (p.endsWith('/')) {
      if (p !== '/') cases.push([p.slice(0, -1), p]);
      cases.push([`${p}index.html`, p]);
      cases.push([`/${p}`, p]);
    } else {
      cases.push([`${p}/`, p], [`${p}/index.html`, p], [`/${p}`, p], [p.replace(/\/(?=[^/]+$)/, '//'), p]);
      if (p.lastIndexOf('/') > 0) cases.push([p.replace(/\/(?=[^/]+$)/, '%2F'), p]);
    }
  }
  cases.push(
    ['/EN-us/hip-replacement', '/en/hip-replacement'],
    ['/xx/about-dr-jansen/about-dr-jansen', '/over-dr-jansen'],
    ['/en/over-dr-jansen/over-dr-jansen', '/en/about-dr-jansen'],
    ['/ar/o-doktore-jansen/o-doktore-jansen', '/ar/an-aldoktor-jansen'],
    ['/EN/hip-replacement', '/en/hip-replacement'],
    ['/heupprothes%65', '/heupprothese'],
  );
  return cases.filter(([from, to]) => from !== to);
}

describe.each(SERVERS)('served by %s', (kind: ServerKind) => {
  let server: {origin: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startBuildServer(kind, {withHeaders: true});
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
      expectSecurityHeaders(response);
    }
  });

  it('sends every alias to its canonical page with one 301', async () => {
    const cases = aliasCases();
    expect(cases.length).toBeGreaterThan(300);
    for (const [from, to] of cases) {
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

  it.each([
    ['/bestaat-niet', 'nl'],
    ['/en/does-not-exist', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/es/no-existe', 'es'],
    ['/ru/net', 'ru'],
    ['/ar/ghayr-mawjud', 'ar'],
    ['/about-dr-jansen/about-dr-jansen', 'nl'],
    ['/en-US/nope', 'nl'],
    ['/img/', 'nl'],
    ['/en/assets/', 'en'],
    ['/404.html', 'nl'],
    ['/en/404.html', 'en'],
    ['/_headers', 'nl'],
    ['/_redirects', 'nl'],
    ['/en/_headers', 'en'],
    ['/sitemap.xml.gz', 'nl'],
    ['/en-US/hip-replacement/index.htm', 'nl'],
    ['/%252e%252e/etc/passwd', 'nl'],
  ])('answers %s with 404 and the %s 404 page, headers included', async (p, locale) => {
    const response = await request(server.origin, p);
    expect(response.status).toBe(404);
    const html = parseHtml(response.body.toString('utf8'));
    expect(html.querySelector('html')?.getAttribute('lang')).toBe(locale);
    expect(html.querySelector('main')?.textContent).toContain('404');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  it.each([
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/heupprothese%00.html',
    '/%E0%A4%A',
    '/en/%E0%A4%A%',
  ])('refuses %s with 400 and the headers', async (p) => {
    const response = await request(server.origin, p);
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(response.body.toString('utf8')).not.toContain('passwd');
  });

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

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const response = await request(server.origin, '/heupprothese', {method, body: Buffer.from('x=1')});
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(response);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await request(server.origin, '/en/knee-replacement', {method: 'HEAD'});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.length).toBe(0);
  });

  it('refuses oversized requests: path 414, header 400/431, body 413', async () => {
    expect((await request(server.origin, `/${'a'.repeat(9000)}`)).status).toBe(414);
    expect((await request(server.origin, `/en/${'x/'.repeat(5000)}`)).status).toBe(414);
    const header = await request(server.origin, '/', {headers: {Cookie: `a=${'b'.repeat(9000)}`}});
    expect([400, 431]).toContain(header.status);
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    const body = await request(server.origin, '/', {
      headers: {'Content-Type': 'application/octet-stream', 'Content-Length': String(big.length)},
      body: big,
    });
    expect(body.status).toBe(413);
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

describe('the Node server and nginx', () => {
  const servers: Record<string, {origin: string; close: () => Promise<void>}> = {};
  beforeAll(async () => {
    for (const kind of SERVERS) servers[kind] = await startBuildServer(kind, {withHeaders: true});
  });
  afterAll(async () => {
    for (const s of Object.values(servers)) await s.close();
  });

  it('answer every path of a corpus with the same status and Location', async () => {
    const corpus = [
      ...aliasCases().flatMap(([from, to]) => [from, to]),
      ...ALL_PAGES.map((p) => p.path.toUpperCase()),
      '/',
      '//',
      '///en///',
      '/en/.',
      '/en/./hip-replacement',
      '/en/x/../hip-replacement',
      '/en/hip-replacement/.',
      '/..',
      '/%2e',
      '/en/%2e%2e/heupprothese',
      '/img',
      '/img/logo.svg/',
      '/assets',
      '/nl',
      '/NL/',
      '/nl-nl',
      '/zz-ZZ/',
      '/en-US-evil/hip-replacement',
      '/ar-sa/an-aldoktor-jansen/an-aldoktor-jansen/',
      '/nl-NL/about-dr-jansen/about-dr-jansen',
      '/x/y/about-dr-jansen/about-dr-jansen',
      '/en/hip-replacement/extra',
      '/%E2%82%AC',
      '/%C3%A9t%C3%A9',
      '/a%20b',
      '/redirect.js',
      '/redirect.js.gz',
      '/.well-known/security.txt',
    ];
    const differences: string[] = [];
    for (const p of corpus) {
      const [a, b] = await Promise.all(SERVERS.map((k) => request(servers[k]!.origin, p)));
      const sa = `${a!.status} ${a!.headers.location ?? ''}`;
      const sb = `${b!.status} ${b!.headers.location ?? ''}`;
      if (sa !== sb) differences.push(`${p}: node ${sa}, nginx ${sb}`);
    }
    expect(differences).toEqual([]);
  });
});
