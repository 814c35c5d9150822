/**
 * The finished build on Cloudflare Pages' own runtime (`wrangler pages dev`,
 * offline, tests/helpers/cloudflare.ts) with the build's `_worker.js`, on
 * the routing and header cases nginx answers (tests/helpers/routingCases.ts,
 * one list): every canonical page 200 at the URL its canonical link, the
 * sitemap and hreflang name; every alias one 301 to a page that answers
 * 200; unknown paths the 404 page of their language with status 404;
 * `Content-Language` on every page; the security headers on every response. One wrangler for the whole file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {
  ALL_PAGES,
  BUILD_DIR,
  PUBLISHED_PAGES,
  assertBuildExists,
  builtPage,
  canonicalPath,
  parseHtml,
} from '../helpers/site';
import {CDN_CASES, ROUTING_CASES, SECURITY_HEADERS, type RoutingCase} from '../helpers/routingCases';
import {startPagesDev, type PagesDev} from '../helpers/cloudflare';
import {startBuildServer} from '../helpers/browser';

jest.setTimeout(120_000);

let pages: PagesDev;
beforeAll(async () => {
  assertBuildExists();
  pages = await startPagesDev(BUILD_DIR);
});
afterAll(async () => {
  await pages?.close();
});

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

/**
 * One fetch, asked again once when the local runtime closed a kept-alive connection just as
 * it was reused (undici: "fetch failed", cause "other side closed"); the answer is still held
 * to every expectation.
 */
async function fetchAgainOnClosedSocket(url: string): Promise<Response> {
  try {
    return await fetch(url, {redirect: 'manual'});
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    if (cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, {redirect: 'manual'});
  }
}

async function get(p: string): Promise<Answer> {
  const response = await fetchAgainOnClosedSocket(pages.origin + p);
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    body: await response.text(),
  };
}

const missingHeaders = (a: Answer) => SECURITY_HEADERS.filter((h) => !a.headers.get(h));
const lang = (a: Answer) => parseHtml(a.body).querySelector('html')?.getAttribute('lang');

/** Runs `check` over `items`, a few at a time (wrangler answers in a few ms). */
async function each<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: 4}, async () => {
      while (next < items.length) await check(items[next++]!);
    }),
  );
}

it("runs the build's _worker.js and takes every rule of _headers as valid", () => {
  const log = pages.log();
  expect(log).toContain('Compiled Worker successfully');
  expect(log).toMatch(/Parsed \d+ valid header rules/);
  expect(log).not.toMatch(/invalid (?:redirect|header)/i);
});

it('answers every case of the shared list as nginx does, the security headers on every response', async () => {
  expect(CDN_CASES.length).toBeGreaterThan(350);
  const wrong: string[] = [];
  await each(CDN_CASES, async (c: RoutingCase) => {
    const answer = await get(c.path);
    const got = {status: answer.status, location: answer.location ?? undefined, lang: undefined as string | undefined};
    if (c.status !== 301) got.lang = lang(answer) ?? undefined;
    const want = {status: c.status, location: c.location, lang: c.lang};
    if (JSON.stringify(got) !== JSON.stringify(want))
      wrong.push(`${c.path}: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    const missing = missingHeaders(answer);
    if (missing.length > 0) wrong.push(`${c.path}: no ${missing.join(', ')}`);
    if (c.lang && answer.headers.get('content-language') !== c.lang) {
      wrong.push(`${c.path}: Content-Language ${answer.headers.get('content-language')}, want ${c.lang}`);
    }
    if (answer.headers.get('access-control-allow-origin')) wrong.push(`${c.path}: Access-Control-Allow-Origin`);
    if (c.status === 301) {
      const landed = await get(c.location!.split('?')[0]!);
      if (landed.status !== 200) wrong.push(`${c.path} → ${c.location}: ${landed.status}`);
    }
  });
  expect(wrong).toEqual([]);
});

it('answers the cases its edge decides (malformed paths) without an error, headers included', async () => {
  const originOnly = ROUTING_CASES.filter((c) => c.originOnly);
  expect(originOnly.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  await each(originOnly, async (c) => {
    const answer = await get(c.path);
    if (answer.status >= 500) wrong.push(`${c.path}: ${answer.status}`);
    if (missingHeaders(answer).length > 0) wrong.push(`${c.path}: no ${missingHeaders(answer).join(', ')}`);
  });
  expect(wrong).toEqual([]);
});

it('serves every URL the pages name as canonical, in the sitemap and in hreflang, with 200', async () => {
  const named = new Set<string>();
  for (const {path: p} of ALL_PAGES) {
    const head = builtPage(p);
    const canonical = canonicalPath(head);
    if (canonical) named.add(canonical);
    for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]')) {
      named.add(new URL(link.getAttribute('href')!).pathname);
    }
  }
  const sitemap = new XMLParser().parse(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8')) as {
    urlset: {url: {loc: string}[] | {loc: string}};
  };
  for (const {loc} of [sitemap.urlset.url].flat()) named.add(new URL(loc).pathname);
  expect(named.size).toBe(PUBLISHED_PAGES.length);
  const wrong: string[] = [];
  await each([...named], async (p) => {
    const answer = await get(p);
    if (answer.status !== 200) wrong.push(`${p}: ${answer.status} ${answer.location ?? ''}`);
  });
  expect(wrong).toEqual([]);
});

it('serves the hashed assets with a year of caching and the other files as they are', async () => {
  const css = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'css')).find((f) => f.endsWith('.css'))!;
  const asset = await get(`/assets/css/${css}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const p of ['/robots.txt', '/sitemap.xml', '/.well-known/security.txt', '/img/logo.svg']) {
    const answer = await get(p);
    expect({p, status: answer.status}).toEqual({p, status: 200});
    expect(missingHeaders(answer)).toEqual([]);
  }
});

describe('Cloudflare Pages and nginx', () => {
  let nginx: {origin: string; close: () => Promise<void>};
  beforeAll(async () => {
    nginx = await startBuildServer('nginx', {withHeaders: true});
  });
  afterAll(async () => {
    await nginx?.close();
  });

  it('answer every path of a corpus with the same status, Location and language', async () => {
    const corpus = [
      ...ROUTING_CASES.filter((c) => !c.originOnly).flatMap((c) => [c.path, ...(c.location ? [c.location] : [])]),
      ...ALL_PAGES.map((p) => p.path.toUpperCase()),
      '/',
      '//',
      '///en///',
      '/img',
      '/img/logo.svg/',
      '/img//logo.svg',
      '/assets',
      '/nl',
      '/NL/',
      '/nl-nl',
      '/zz-ZZ/',
      '/en-US-evil/hip-replacement',
      '/en-GBR/hip-replacement',
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
      '/heupprothese?',
      '/heupprothese/?a=1&b=2',
    ];
    const differences: string[] = [];
    const answer = async (origin: string, p: string) => {
      const response = await fetch(origin + p, {redirect: 'manual'});
      await response.arrayBuffer();
      return `${response.status} ${response.headers.get('location') ?? ''} ${response.headers.get('content-language') ?? ''}`;
    };
    await each([...new Set(corpus)], async (p) => {
      const [a, b] = await Promise.all([answer(pages.origin, p), answer(nginx.origin, p)]);
      if (a !== b) differences.push(`${p}: Pages ${a}, nginx ${b}`);
    });
    expect(differences).toEqual([]);
  });
});
