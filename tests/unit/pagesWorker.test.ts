/**
 * The build's `_worker.js` (scripts/server-config/pages.ts), run as Pages
 * runs it: its source text alone, with nothing of this module around it,
 * against a stand-in for Pages' static files. Every case of the shared
 * routing list that nginx answers, answered the same way; the e2e test
 * (tests/e2e/cloudflare.test.ts) runs the same list on `wrangler pages dev`.
 */
import {LOCALES} from '@site/src/data/locales';
import {PAGE_IDS, pagePath} from '@site/src/data/routes';
import {renderPagesWorker, type PagesEnv} from '@site/scripts/server-config/pages';
import {CDN_CASES} from '../helpers/routingCases';

type Handler = {fetch: (request: Request, env: PagesEnv) => Promise<Response>};

/** The worker module's default export, evaluated from its text as the runtime would. */
function loadWorker(headers: Record<string, string>): Handler {
  const source = renderPagesWorker(headers).replace(/^export default /m, 'return ');
  return new Function(source)() as Handler;
}

/** Pages' static files: each page's folder, the 404 pages by name, one text file. */
function fakeAssets(): PagesEnv & {asked: string[]} {
  const html = new Set<string>(['/404', ...LOCALES.filter((l) => l !== 'nl').map((l) => `/${l}/404`)]);
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) html.add(pagePath(page, locale).replace(/\/?$/, '/'));
  }
  const asked: string[] = [];
  return {
    asked,
    ASSETS: {
      fetch: async (request: Request) => {
        const {pathname} = new URL(request.url);
        asked.push(pathname);
        if (html.has(pathname))
          return new Response(`<html data-path="${pathname}">`, {
            headers: {'Content-Type': 'text/html; charset=utf-8', ETag: '"e"'},
          });
        if (pathname === '/robots.txt') return new Response('User-agent: *', {headers: {'Content-Type': 'text/plain'}});
        return new Response('<html>nearest 404', {status: 404, headers: {'Content-Type': 'text/html'}});
      },
    },
  };
}

const worker = loadWorker({'X-Frame-Options': 'DENY'});
const get = (path: string, init: RequestInit = {}, env = fakeAssets()) =>
  worker.fetch(new Request(`https://site.example${path}`, init), env);

describe('the Cloudflare Pages worker', () => {
  it('answers every case of the shared routing list nginx answers, with the headers and the language', async () => {
    expect(CDN_CASES.length).toBeGreaterThan(500);
    const wrong: string[] = [];
    for (const c of CDN_CASES) {
      const response = await get(c.path);
      const got = {status: response.status, location: response.headers.get('location') ?? undefined};
      const want = {status: c.status, location: c.location};
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${c.path}: ${JSON.stringify(got)}`);
      if (response.headers.get('x-frame-options') !== 'DENY') wrong.push(`${c.path}: no headers`);
      if (c.lang && response.headers.get('content-language') !== c.lang) {
        wrong.push(`${c.path}: Content-Language ${response.headers.get('content-language')}, want ${c.lang}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves a page from its folder, keeps its validators and revalidates it', async () => {
    const env = fakeAssets();
    const response = await get('/en/hip-replacement', {}, env);
    expect(await response.text()).toBe('<html data-path="/en/hip-replacement/">');
    expect(response.headers.get('etag')).toBe('"e"');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(env.asked).toEqual(['/en/hip-replacement/']);
  });

  it('answers other methods with 405 and Allow, long paths with 414, and HEAD without a body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await get('/heupprothese', {method});
      expect({method, status: response.status, allow: response.headers.get('allow')}).toEqual({
        method,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
    expect((await get(`/${'a'.repeat(9000)}`)).status).toBe(414);
    const head = await get('/en/nope', {method: 'HEAD'});
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('serves files with their cache policy and never asks Pages for a hidden file', async () => {
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
    const env = fakeAssets();
    for (const p of ['/_worker.js', '/_headers', '/x.js.br', '/en/404.html', '/img/']) {
      expect({p, status: (await get(p, {}, env)).status}).toEqual({p, status: 404});
    }
    expect(env.asked.every((p) => /^\/(?:[a-z]{2}\/)?404$/.test(p))).toBe(true);
  });
});
