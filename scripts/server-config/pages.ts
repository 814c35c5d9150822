/**
 * The build's `_worker.js` for Cloudflare Pages (advanced mode): `_redirects` cannot fold letter
 * case, slashes or `%2F`, match region codes, keep the query, pick the locale's 404 page or send
 * `Allow`, so the worker does, from nginx's rules (./rules) and in nginx's order, adding 414 and 400
 * where nginx refuses a request. Pages never puts `_headers` on a worker's own answers: it sets them.
 * `createPagesHandler` goes into `_worker.js` as source text, so it refers to nothing outside itself.
 */
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {PAGE_IDS, pagePath} from '../../src/data/routes';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HIDDEN_FILE,
  IMMUTABLE_PATH,
  LIMITS,
  NOT_FOUND_PATTERNS,
  routeRules,
} from './rules';

/** The language of every page and 404 page, for `Content-Language` (nginx and Pages). */
export function pageLanguages(): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) languages[pagePath(page, locale)] = locale;
    languages[locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`] = locale;
  }
  return languages;
}

/** The rules as plain data (JSON in `_worker.js`); `headers`: the security headers of every response. */
export function pagesConfig(headers: Record<string, string>) {
  const rules = routeRules();
  return {
    /** Normalised path in lower case → canonical URL. */
    exact: Object.fromEntries(rules.exact),
    /** [pattern, canonical URL or '' for no page], in order, first match wins. */
    patterns: rules.patterns.map(({pattern, to}): [string, string] => [pattern, to]),
    /** [pattern on the raw path, 404 page]; else `defaultNotFound`. */
    notFound: NOT_FOUND_PATTERNS.map(({pattern, page}): [string, string] => [pattern, page]),
    defaultNotFound: '/404.html',
    hidden: HIDDEN_FILE.source,
    immutable: IMMUTABLE_PATH,
    cacheImmutable: CACHE_IMMUTABLE,
    cacheRevalidate: CACHE_REVALIDATE,
    maxRequestLine: LIMITS.maxRequestLine,
    headers,
    /** Canonical page or 404 page → its language (`Content-Language`). */
    languages: pageLanguages(),
  };
}
type PagesConfig = ReturnType<typeof pagesConfig>;

/** What the worker needs of Pages' `env`: the static files of the build. */
export interface PagesEnv {
  ASSETS: {fetch: (request: Request) => Promise<Response>};
}

/** The worker's fetch handler; every regular expression is compiled once, here. */
export function createPagesHandler(c: PagesConfig): (request: Request, env: PagesEnv) => Promise<Response> {
  const patterns = c.patterns.map(([pattern, to]) => ({regex: new RegExp(pattern), to}));
  const notFound = c.notFound.map(([pattern, page]) => ({regex: new RegExp(pattern), page}));
  const hidden = new RegExp(c.hidden);
  const immutable = new RegExp(c.immutable);
  const badEscape = /%(?![0-9a-fA-F]{2})/;
  const utf8 = new TextDecoder();
  const encoder = new TextEncoder();

  /** nginx's `$uri`: percent-decoded, repeated slashes merged, dot segments resolved; undefined: 400. */
  function normalize(raw: string): string | undefined {
    if (badEscape.test(raw)) return undefined;
    const bytes: number[] = [];
    for (let i = 0; i < raw.length; i += 1) {
      if (raw[i] === '%') {
        bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        for (const b of encoder.encode(raw[i])) bytes.push(b);
      }
    }
    if (bytes.includes(0)) return undefined;
    const segments = utf8.decode(new Uint8Array(bytes)).split('/').slice(1);
    const out: string[] = [];
    let folder = false;
    for (const segment of segments) {
      folder = segment === '' || segment === '.' || segment === '..';
      if (segment === '..') {
        if (out.length === 0) return undefined;
        out.pop();
      } else if (!folder) out.push(segment);
    }
    return `/${out.join('/')}${folder && out.length > 0 ? '/' : ''}`;
  }

  function canonicalFor(normalized: string): string | undefined {
    const exact = Object.prototype.hasOwnProperty.call(c.exact, normalized.toLowerCase())
      ? c.exact[normalized.toLowerCase()]
      : undefined;
    if (exact !== undefined) return exact;
    for (const {regex, to} of patterns) if (regex.test(normalized)) return to === '' ? undefined : to;
    return undefined;
  }

  return async function fetch(request, env) {
    const url = new URL(request.url);
    const raw = url.pathname;
    const head = request.method === 'HEAD';

    /** A response with the security headers; `from` lends its headers (type, validators) and body. */
    const answer = (status: number, extra: Record<string, string>, body: BodyInit | null, from?: Response) => {
      const headers = new Headers();
      for (const name of ['content-type', 'etag', 'last-modified', 'content-range', 'accept-ranges']) {
        const value = from?.headers.get(name);
        if (value) headers.set(name, value);
      }
      for (const [name, value] of Object.entries(c.headers)) headers.set(name, value);
      for (const [name, value] of Object.entries(extra)) if (value !== '') headers.set(name, value);
      const empty = head || status === 204 || status === 304;
      return new Response(empty ? null : body, {status, headers});
    };
    const text = (status: number, message: string, extra: Record<string, string> = {}) =>
      answer(
        status,
        {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': c.cacheRevalidate, ...extra},
        `${message}\n`,
      );
    const asset = (pathname: string, headers: HeadersInit) =>
      env.ASSETS.fetch(new Request(new URL(pathname, url), {method: head ? 'HEAD' : 'GET', headers}));

    async function notFoundAnswer(): Promise<Response> {
      const page = notFound.find(({regex}) => regex.test(raw))?.page ?? c.defaultNotFound;
      // By name without `.html`, as Pages serves an HTML file; no validators: this is no 304.
      const file = await asset(page.replace(/\.html$/, ''), {'Accept-Encoding': 'identity'});
      return answer(
        404,
        {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': c.cacheRevalidate,
          'Content-Language': c.languages[page] ?? '',
        },
        await file.arrayBuffer(),
      );
    }

    if (request.method !== 'GET' && !head) return text(405, 'Method Not Allowed', {Allow: 'GET, HEAD'});
    if (raw.length + url.search.length > c.maxRequestLine) return text(414, 'URI Too Long');
    const normalized = normalize(raw);
    if (normalized === undefined) return text(400, 'Bad Request');

    const canonical = canonicalFor(normalized);
    if (canonical !== undefined) {
      if (raw !== canonical) {
        const query = url.search.slice(1);
        const location = query ? `${canonical}${canonical.includes('?') ? '&' : '?'}${query}` : canonical;
        return answer(301, {Location: location, 'Cache-Control': c.cacheRevalidate}, null);
      }
      // A page is its folder's index.html, which Pages serves at the folder's URL.
      const file = await asset(canonical.endsWith('/') ? canonical : `${canonical}/`, request.headers);
      if (file.status !== 200 && file.status !== 304) return notFoundAnswer();
      return answer(
        file.status,
        {'Cache-Control': c.cacheRevalidate, 'Content-Language': c.languages[canonical] ?? ''},
        file.body,
        file,
      );
    }
    // HTML only as a page of the route table; never the host configs or a precompressed twin; no folders.
    if (hidden.test(normalized) || normalized.endsWith('.html') || normalized.endsWith('/')) return notFoundAnswer();
    const file = await asset(normalized.split('/').map(encodeURIComponent).join('/'), request.headers);
    const type = file.headers.get('content-type') ?? '';
    if (![200, 206, 304, 416].includes(file.status) || type.startsWith('text/html')) return notFoundAnswer();
    const cache = immutable.test(normalized) ? c.cacheImmutable : c.cacheRevalidate;
    return answer(file.status, {'Cache-Control': cache}, file.body, file);
  };
}

/** The `_worker.js` of a build: the rules as JSON and the handler's source. */
export function renderPagesWorker(headers: Record<string, string>): string {
  return `// Generated by plugins/security-headers from scripts/server-config/pages.ts and the route table; do not edit.
const createPagesHandler = ${createPagesHandler.toString()};
const handle = createPagesHandler(${JSON.stringify(pagesConfig(headers))});
export default {fetch: (request, env) => handle(request, env)};
`;
}
