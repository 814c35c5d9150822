/**
 * The routing cases every host of the build must answer alike, in one list:
 * the Node server and nginx (tests/e2e/server.test.ts) and Cloudflare
 * Pages' own runtime (tests/e2e/cloudflare.test.ts). Each canonical page
 * 200 in its language, every alias one 301 to a page that answers 200, and
 * unknown paths the 404 page of their language. A case Cloudflare Pages
 * cannot answer the same way names why (`originOnly`): it matches paths in
 * their exact letter case and as written, so only nginx and `npm run serve`
 * fold case, slashes and encodings.
 */
import type {Locale} from '@site/src/data/locales';
import {allRedirects} from '@site/src/data/routes';
import {PATH_ENDINGS, aliasTarget} from '../../scripts/server-config/rules';
import {ALL_PAGES} from './site';

export interface RoutingCase {
  path: string;
  status: 200 | 301 | 404 | 400;
  /** 301: the exact Location. */
  location?: string;
  /** 200 and 404: the language of the page served. */
  lang?: Locale;
  /** Why Cloudflare Pages answers otherwise: the case holds on the origin servers only. */
  originOnly?: string;
}

const CASE = 'Cloudflare Pages matches paths in their exact letter case';
const SLASHES = 'Cloudflare Pages keeps repeated slashes and matches `_redirects` before decoding %2F';
const ENCODED = 'Cloudflare Pages matches `_redirects` on the path as written, before decoding';
const BAD = "Cloudflare's edge, not the site, decides what a malformed path is (wrangler does not reproduce it)";
const UNPUBLISHED =
  'Cloudflare Pages never publishes _headers and _redirects; wrangler pages dev answers 502 for them (it looks for a folder of that name)';
/** Reasons for which wrangler cannot show what Cloudflare Pages answers. */
export const NOT_REPRODUCED_BY_WRANGLER: readonly string[] = [BAD, UNPUBLISHED];

function aliasCases(): RoutingCase[] {
  const cases: RoutingCase[] = [];
  const to301 = (path: string, location: string, originOnly?: string): RoutingCase => ({
    path,
    status: 301,
    location,
    ...(originOnly ? {originOnly} : {}),
  });
  for (const {from, to} of allRedirects()) {
    const target = aliasTarget(from, to);
    for (const end of PATH_ENDINGS) cases.push(to301(`${from}${end}`, target));
    const upper = from.replace(/^\/([a-z]{2}-[a-z]{2})/i, (_m, region: string) => `/${region.toUpperCase()}`);
    if (upper !== from) cases.push(to301(upper, target, CASE));
  }
  for (const {path: p} of ALL_PAGES) {
    const base = p.endsWith('/') ? p.slice(0, -1) : p;
    for (const end of PATH_ENDINGS) {
      if (`${base}${end}` !== p && `${base}${end}` !== '') cases.push(to301(`${base}${end}`, p));
    }
    cases.push(to301(`/${p}`, p, SLASHES));
    if (!p.endsWith('/')) {
      cases.push(to301(p.replace(/\/(?=[^/]+$)/, '//'), p, SLASHES));
      if (p.lastIndexOf('/') > 0) cases.push(to301(p.replace(/\/(?=[^/]+$)/, '%2F'), p, SLASHES));
      cases.push(to301(p.toUpperCase(), p, CASE));
    }
  }
  cases.push(
    to301('/EN-us/hip-replacement', '/en/hip-replacement', CASE),
    to301('/en-US/HIP-REPLACEMENT', '/en/hip-replacement', CASE),
    to301('/En/Hip-Replacement/', '/en/hip-replacement', CASE),
    to301(
      '/xx/about-dr-jansen/about-dr-jansen',
      '/over-dr-jansen',
      'a doubled about slug under any first segment is a pattern',
    ),
    to301(
      '/en/over-dr-jansen/over-dr-jansen',
      '/en/about-dr-jansen',
      'a doubled about slug of another language is a pattern',
    ),
    to301(
      '/ar/o-doktore-jansen/o-doktore-jansen',
      '/ar/an-aldoktor-jansen',
      'a doubled about slug of another language is a pattern',
    ),
    to301('/heupprothes%65', '/heupprothese', ENCODED),
  );
  return cases;
}

/** Unknown paths and files no host serves: the 404 page of the language the path starts with. */
const NOT_FOUND: RoutingCase[] = (
  [
    ['/bestaat-niet', 'nl'],
    ['/en/does-not-exist', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/es/no-existe', 'es'],
    ['/ru/net', 'ru'],
    ['/ar/ghayr-mawjud', 'ar'],
    ['/about-dr-jansen/about-dr-jansen', 'nl'],
    ['/en-US/nope', 'en'],
    ['/en-US/hip-replacement/extra', 'en'],
    ['/en-US/hip-replacement/index.htm', 'en'],
    ['/nl-NL/nope', 'nl'],
    ['/zz-ZZ/', 'nl'],
    ['/img/', 'nl'],
    ['/en/assets/', 'en'],
    ['/404.html', 'nl'],
    ['/404', 'nl'],
    ['/en/404.html', 'en'],
    ['/en/404', 'en'],
    ['/en/hip-replacement.html', 'en'],
    ['/heupprothese.html', 'nl'],
    ['/%252e%252e/etc/passwd', 'nl'],
  ] as const
).map(([path, lang]) => ({path, status: 404, lang}));

const ORIGIN_NOT_FOUND: RoutingCase[] = [
  {path: '/_headers', status: 404, lang: 'nl', originOnly: UNPUBLISHED},
  {path: '/_redirects', status: 404, lang: 'nl', originOnly: UNPUBLISHED},
  {path: '/EN/nope', status: 404, lang: 'en', originOnly: CASE},
  {path: '/En-us/nope', status: 404, lang: 'en', originOnly: CASE},
  {
    path: '/en/_headers',
    status: 404,
    lang: 'en',
    originOnly: 'a file Cloudflare Pages keeps to itself only at the root',
  },
  {
    path: '/sitemap.xml.gz',
    status: 404,
    lang: 'nl',
    originOnly: 'Cloudflare Pages serves every file of the build, the precompressed twins too',
  },
];

const BAD_REQUESTS: RoutingCase[] = [
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/heupprothese%00.html',
  '/%E0%A4%A',
  '/en/%E0%A4%A%',
].map((path) => ({path, status: 400, originOnly: BAD}));

export const ROUTING_CASES: RoutingCase[] = [
  ...ALL_PAGES.map(({path, locale}): RoutingCase => ({path, status: 200, lang: locale})),
  ...aliasCases(),
  ...NOT_FOUND,
  ...ORIGIN_NOT_FOUND,
  ...BAD_REQUESTS,
];

/** The cases a host that is not an origin server (Cloudflare Pages) must answer the same way. */
export const CDN_CASES = ROUTING_CASES.filter((c) => !c.originOnly);

/** The security headers every response of every host carries. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
] as const;
