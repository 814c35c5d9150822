/**
 * The operator's path on a fresh Debian server (README "Deploy"): Debian's
 * nginx with its stock nginx.conf and sites-enabled/default as shipped, the
 * generated file in conf.d/ and a self-signed certificate. Requests for the
 * practice's host get the site over HTTPS (HTTP/2, HSTS), plain HTTP gets one
 * 301 to HTTPS on the same host (certbot's challenge folder excepted), the
 * second name 301s to the first, and every other host gets 421. Debian's
 * default site is removed, as the README says: the site's servers are the
 * default ones on their ports, so even a request too malformed to name its
 * host gets the security headers.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import {nginxConfig} from '../../scripts/server-config/cli';
import {LIMITS} from '../../scripts/server-config/rules';
import {hasBrotliModule} from '../../scripts/server-config/runNginx';
import {startDebianNginx, selfSignedCertificate, STOCK_CONF_DIR, type DebianNginx} from '../helpers/debianNginx';
import {BUILD_DIR, assertBuildExists, parseHtml} from '../helpers/site';

jest.setTimeout(60_000);

const HOST = 'praktijk-jansen.test';
const WWW = `www.${HOST}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function collect(res: http.IncomingMessage, resolve: (a: Answer) => void, reject: (e: Error) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () =>
    resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
  );
  res.on('error', reject);
}

/** Plain HTTP to 127.0.0.1 with the given Host header. */
function get(port: number, host: string, p: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, path: p, headers: {Host: host}, agent: false}, (res) =>
      collect(res, resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

/** HTTPS to 127.0.0.1, the certificate checked against `ca` for the SNI name. */
function getTls(port: number, ca: Buffer, p: string, host: string, sni = host): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {host: '127.0.0.1', port, path: p, servername: sni, ca, headers: {Host: host}, agent: false},
      (res) => collect(res, resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

/** The bytes sent as they are; the answer's head and body as text. */
function rawAnswer(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

const hstsAge = (a: Answer) => Number(/max-age=(\d+)/.exec(String(a.headers['strict-transport-security']))?.[1] ?? 0);
const lang = (a: Answer) => parseHtml(a.body).querySelector('html')?.getAttribute('lang');

beforeAll(() => {
  assertBuildExists();
  if (!hasBrotliModule()) throw new Error('install Debian package "libnginx-mod-http-brotli-static"');
});

describe('stock Debian nginx with the generated HTTPS config', () => {
  let server: DebianNginx;
  let ca: Buffer;
  beforeAll(async () => {
    server = await startDebianNginx((ports, dir) => {
      const {cert, key} = selfSignedCertificate(dir, [HOST, WWW]);
      const acme = path.join(dir, 'acme');
      fs.mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), {recursive: true});
      fs.writeFileSync(path.join(acme, '.well-known', 'acme-challenge', 'token-1'), 'token-1.key\n');
      return nginxConfig({
        root: BUILD_DIR,
        serverNames: [HOST, WWW],
        listen: [String(ports.http), `[::]:${ports.http}`],
        tlsCert: cert,
        tlsKey: key,
        listenTls: [String(ports.https), `[::]:${ports.https}`],
        acmeRoot: acme,
        brotli: true,
      });
    });
    ca = fs.readFileSync(path.join(server.dir, 'site.crt'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the site over HTTPS with HSTS of a year or more, the security headers and the pages', async () => {
    for (const [p, status, locale] of [
      ['/', 200, 'nl'],
      ['/en/hip-replacement', 200, 'en'],
      ['/ar/', 200, 'ar'],
      ['/en/nope', 404, 'en'],
    ] as const) {
      const answer = await getTls(server.httpsPort, ca, p, HOST);
      expect({p, status: answer.status, lang: lang(answer)}).toEqual({p, status, lang: locale});
      expect(hstsAge(answer)).toBeGreaterThanOrEqual(31_536_000);
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const alias = await getTls(server.httpsPort, ca, '/en-US/hip-replacement?x=1', HOST);
    expect([alias.status, alias.headers.location]).toEqual([301, '/en/hip-replacement?x=1']);
    expect(hstsAge(alias)).toBeGreaterThanOrEqual(31_536_000);
  });

  it('speaks HTTP/2 over TLS', async () => {
    const session = http2.connect(`https://127.0.0.1:${server.httpsPort}`, {ca, servername: HOST});
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({':path': '/en/knee-replacement', ':authority': HOST});
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
        stream.end();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('sends the second name to the first with one 301, HSTS included, and refuses other hosts with 421', async () => {
    const www = await getTls(server.httpsPort, ca, '/en/hip-replacement?x=1', WWW);
    expect([www.status, www.headers.location]).toEqual([
      301,
      `https://${HOST}:${server.httpsPort}/en/hip-replacement?x=1`,
    ]);
    expect(hstsAge(www)).toBeGreaterThanOrEqual(31_536_000);
    const other = await getTls(server.httpsPort, ca, '/', 'other.test', HOST);
    expect(other.status).toBe(421);
    expect(hstsAge(other)).toBeGreaterThanOrEqual(31_536_000);
  });

  it('answers plain HTTP for the site with one 301 to HTTPS on the same host and port', async () => {
    for (const host of [HOST, WWW]) {
      const answer = await get(server.httpPort, host, '/en/hip-replacement?x=1');
      expect([answer.status, answer.headers.location]).toEqual([
        301,
        `https://${host}:${server.httpsPort}/en/hip-replacement?x=1`,
      ]);
    }
    const file = await get(server.httpPort, HOST, '/.well-known/security.txt');
    expect(file.headers.location).toBe(`https://${HOST}:${server.httpsPort}/.well-known/security.txt`);
  });

  it('answers on port 80 with the security headers: redirects, and malformed requests, Host read or not', async () => {
    const redirect = await get(server.httpPort, HOST, '/en/hip-replacement');
    expect(redirect.status).toBe(301);
    expect(redirect.headers['content-security-policy']).toContain("default-src 'none'");
    expect(redirect.headers['x-frame-options']).toBe('DENY');
    // Once nginx has read the Host header the request is the site's, its errors too.
    for (const raw of [
      `GET / HTTP/1.1\r\nHost: ${HOST}\r\nBad Header: x\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${HOST}\r\nCookie: ${'a'.repeat(9000)}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${WWW}\r\nContent-Length: x\r\n\r\n`,
    ]) {
      const answer = await rawAnswer(server.httpPort, raw);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer.toLowerCase()).toContain('content-security-policy:');
    }
    // A request line nginx cannot read, or too long: answered before any Host, by the port's default server.
    for (const [raw, status] of [
      ['GARBAGE\r\n\r\n', '400 Bad Request'],
      [`GET /${'a'.repeat(LIMITS.maxRequestLine)} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`, '414 Request-URI Too Large'],
    ]) {
      const answer = await rawAnswer(server.httpPort, raw!);
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
      expect(answer.toLowerCase()).toContain('content-security-policy:');
      expect(answer.toLowerCase()).toContain('x-frame-options:');
    }
  });

  it("serves certbot's challenge files over plain HTTP from --acme-root, nothing else there", async () => {
    const token = await get(server.httpPort, HOST, '/.well-known/acme-challenge/token-1');
    expect([token.status, token.body]).toEqual([200, 'token-1.key\n']);
    expect((await get(server.httpPort, HOST, '/.well-known/acme-challenge/missing')).status).toBe(404);
  });

  it('answers every other host on port 80 with 421 and the security headers', async () => {
    for (const host of ['other.test', '127.0.0.1', 'praktijk-jansen.test.evil.test']) {
      for (const p of ['/', '/en/hip-replacement', '/.well-known/acme-challenge/token-1']) {
        const answer = await get(server.httpPort, host, p);
        expect([host, p, answer.status]).toEqual([host, p, 421]);
        expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      }
    }
  });
});

it("refuses to start beside Debian's default site: the README's step to remove it cannot go unnoticed", async () => {
  const keepDefaultSite = (dir: string, ports: {http: number}) => {
    const stock = fs.readFileSync(path.join(STOCK_CONF_DIR, 'sites-enabled', 'default'), 'utf8');
    const site = stock.replace(/^(\s*listen\s+(?:\[::\]:)?)80(\s)/gm, `$1${ports.http}$2`);
    fs.writeFileSync(path.join(dir, 'etc', 'nginx', 'sites-enabled', 'default'), site);
  };
  await expect(
    startDebianNginx(
      (ports) => nginxConfig({root: BUILD_DIR, serverNames: [HOST], listen: [String(ports.http)]}),
      keepDefaultSite,
    ),
  ).rejects.toThrow(/duplicate default server/);
});

describe('stock Debian nginx with the generated config without TLS', () => {
  let server: DebianNginx;
  beforeAll(async () => {
    server = await startDebianNginx((ports) =>
      nginxConfig({root: BUILD_DIR, serverNames: [HOST], listen: [String(ports.http), `[::]:${ports.http}`]}),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the site for any host (a TLS proxy may send its own), headers on a malformed request line', async () => {
    for (const host of [HOST, '127.0.0.1:8080', 'other.test']) {
      const page = await get(server.httpPort, host, '/en/hip-replacement');
      expect([host, page.status, lang(page)]).toEqual([host, 200, 'en']);
    }
    const answer = await rawAnswer(server.httpPort, 'GARBAGE\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.toLowerCase()).toContain('content-security-policy:');
  });

  it('takes its default host name from the SITE_URL the build was made for', () => {
    const canonical = /^Canonical:\s*(\S+)/m.exec(
      fs.readFileSync(path.join(BUILD_DIR, '.well-known', 'security.txt'), 'utf8'),
    )![1]!;
    const config = nginxConfig({root: BUILD_DIR});
    expect(config).toContain(`  server_name ${new URL(canonical).hostname};`);
  });
});

/** A connection from `from` that sends `text` (maybe an unfinished request) and reads at most the first chunk. */
function hold(port: number, from: string, text: string): Promise<{socket: net.Socket; first: Promise<string>}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({host: '127.0.0.1', port, localAddress: from}, () => {
      socket.write(text);
      const first = new Promise<string>((done) => {
        socket.once('data', (chunk: Buffer) => {
          socket.pause();
          done(chunk.toString('latin1'));
        });
        socket.once('close', () => done(''));
      });
      resolve({socket, first});
    });
    socket.once('error', reject);
  });
}

describe('stock Debian nginx with worker_connections raised as the README says, one client holding many connections', () => {
  let server: DebianNginx;
  const held: net.Socket[] = [];
  beforeAll(async () => {
    server = await startDebianNginx(
      (ports) => nginxConfig({root: BUILD_DIR, serverNames: [HOST], listen: [String(ports.http)]}),
      (dir) => {
        const conf = path.join(dir, 'etc', 'nginx', 'nginx.conf');
        const text = fs.readFileSync(conf, 'utf8');
        expect(text).toMatch(/worker_connections 768;/);
        fs.writeFileSync(conf, text.replace('worker_connections 768;', 'worker_connections 4096;'));
      },
    );
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await server?.close();
  });

  it('refuses the requests of one address over the limit with 429 and still serves another address', async () => {
    const file = fs
      .readdirSync(path.join(BUILD_DIR, 'assets', 'js'))
      .filter((f) => f.startsWith('main.') && f.endsWith('.js'))[0]!;
    // More than stock Debian's 768 connections per worker on this machine's two workers: idle
    // connections, and unfinished request heads (the slow way of holding a connection).
    const IDLE = 1600;
    for (let i = 0; i < IDLE; i += 200) {
      const batch = await Promise.all(
        Array.from({length: 200}, (_, j) =>
          hold(server.httpPort, '127.0.0.1', (i + j) % 2 ? '' : `GET / HTTP/1.1\r\nHost: ${HOST}\r\n`),
        ),
      );
      held.push(...batch.map((b) => b.socket));
    }
    // Requests in progress: forty pipelined requests for a large file on each connection, never read,
    // so the server is still sending; connection after connection, more than the limit.
    const ASKED = LIMITS.perClient + 40;
    const request = `GET /assets/js/${file} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: identity\r\n\r\n`;
    const statuses: (string | undefined)[] = [];
    for (let i = 0; i < ASKED; i += 1) {
      const connection = await hold(server.httpPort, '127.0.0.1', request.repeat(40));
      held.push(connection.socket);
      statuses.push(/^HTTP\/1\.1 (\d+)/.exec(await connection.first)?.[1]);
      // Its first responses fit in the socket buffers: between two of them its place is free for
      // an instant (another worker can give it to the next connection). Once the buffers are
      // full (a few ms on loopback), it holds its place until the test ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const served = statuses.filter((s) => s === '200').length;
    const refused = statuses.filter((s) => s === '429').length;

    const other = await hold(
      server.httpPort,
      '127.0.0.2',
      `GET /en/hip-replacement HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
    );
    held.push(other.socket);
    const otherStatus = /^HTTP\/1\.1 (\d+)/.exec(await other.first)?.[1];
    const open = held.filter((s) => !s.destroyed).length;
    console.log(
      `connection limit: ${IDLE} idle or unfinished + ${ASKED} requests from 127.0.0.1: ${served} served, ` +
        `${refused} refused with 429; 127.0.0.2 got ${otherStatus}; ${open} connections open`,
    );
    expect({served, refused, otherStatus}).toEqual({
      served: LIMITS.perClient,
      refused: ASKED - LIMITS.perClient,
      otherStatus: '200',
    });
    expect(open).toBeGreaterThan(IDLE);
  });
});
