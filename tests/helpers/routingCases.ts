/**
 * The routing cases every host of the build must answer alike, in one list:
 * nginx (tests/e2e/server.test.ts) and Cloudflare Pages' own runtime with
 * the build's `_worker.js` (tests/e2e/cloudflare.test.ts). Each canonical
 * page 200 in its language, every alias (region codes, `/nl`, letter case,
 * `//`, `%2F`, `index.html`, trailing slashes, doubled about slugs) one 301
 * to a page that answers 200, the query kept, and unknown paths the 404
 * page of their language. A case Cloudflare Pages cannot answer the same
 * way names why (`originOnly`): only where its edge, not the site, decides.
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

/** Dot segments, `%2e` included, are resolved by the edge's URL parser before the site sees the path. */
const BAD = "Cloudflare's edge, not the site, decides what a malformed path is (it resolves dot segments first)";

/** Region codes of each language beyond the one the spec names, in assorted letter cases. */
export const OTHER_REGIONS: readonly (readonly [string, Locale])[] = [
  ['en-GB', 'en'],
  ['EN-gb', 'en'],
  ['en-au', 'en'],
  ['nl-BE', 'nl'],
  ['NL-be', 'nl'],
  ['de-AT', 'de'],
  ['de-ch', 'de'],
  ['es-MX', 'es'],
  ['es-419', 'es'],
  ['ar-EG', 'ar'],
  ['AR-ma', 'ar'],
  ['ru-BY', 'ru'],
];

function aliasCases(): RoutingCase[] {
  const cases: RoutingCase[] = [];
  const to301 = (path: string, location: string): RoutingCase => ({path, status: 301, location});
  for (const {from, to} of allRedirects()) {
    const target = aliasTarget(from, to);
    for (const end of PATH_ENDINGS) cases.push(to301(`${from}${end}`, target));
    const upper = from.replace(/^\/([a-z]{2}-[a-z]{2})/i, (_m, region: string) => `/${region.toUpperCase()}`);
    if (upper !== from) cases.push(to301(upper, target));
  }
  for (const {path: p} of ALL_PAGES) {
    const base = p.endsWith('/') ? p.slice(0, -1) : p;
    for (const end of PATH_ENDINGS) {
      if (`${base}${end}` !== p && `${base}${end}` !== '') cases.push(to301(`${base}${end}`, p));
    }
    cases.push(to301(`/${p}`, p));
    if (!p.endsWith('/')) {
      cases.push(to301(p.replace(/\/(?=[^/]+$)/, '//'), p));
      if (p.lastIndexOf('/') > 0) {
        cases.push(to301(p.replace(/\/(?=[^/]+$)/, '%2F'), p));
        cases.push(to301(p.replace(/\/(?=[^/]+$)/, '%2f'), p));
      }
      cases.push(to301(p.toUpperCase(), p));
    }
  }
  // Any region code of the six languages: each of their pages, and the query kept.
  for (const [region, locale] of OTHER_REGIONS) {
    for (const page of ALL_PAGES.filter((p) => p.locale === locale)) {
      const slug = page.path.slice(locale === 'nl' ? 1 : locale.length + 2);
      cases.push(to301(`/${region}/${slug}`, aliasTarget(`/${region}/${slug}`, page.path)));
    }
  }
  cases.push(
    to301('/EN-us/hip-replacement', '/en/hip-replacement'),
    to301('/en-US/HIP-REPLACEMENT', '/en/hip-replacement'),
    to301('/En/Hip-Replacement/', '/en/hip-replacement'),
    to301('/en//hip-replacement/', '/en/hip-replacement'),
    to301('//en///hip-replacement', '/en/hip-replacement'),
    to301('/en%2fhip-replacement/', '/en/hip-replacement'),
    to301('/heupprothese//', '/heupprothese'),
    to301('/xx/about-dr-jansen/about-dr-jansen', '/over-dr-jansen'),
    to301('/en/over-dr-jansen/over-dr-jansen', '/en/about-dr-jansen'),
    to301('/ar/o-doktore-jansen/o-doktore-jansen', '/ar/an-aldoktor-jansen'),
    to301('/heupprothes%65', '/heupprothese'),
    to301('/nl/heupprothese?x=1', '/heupprothese?lng=nl&x=1'),
    to301('/en-US/hip-replacement?x=1&y=%3C', '/en/hip-replacement?x=1&y=%3C'),
    to301('/EN/hip-replacement?utm_source=a%20b', '/en/hip-replacement?utm_source=a%20b'),
    to301('/de-AT/?q=1', '/de/?q=1'),
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

/** Files of the build no host serves, and unknown paths named in another letter case or by a region code. */
const HIDDEN_NOT_FOUND: RoutingCase[] = (
  [
    ['/_headers', 'nl'],
    ['/_redirects', 'nl'],
    ['/_worker.js', 'nl'],
    ['/en/_headers', 'en'],
    ['/sitemap.xml.gz', 'nl'],
    ['/404.html.br', 'nl'],
    ['/EN/nope', 'en'],
    ['/En-us/nope', 'en'],
    ['/AR-sa/nope', 'ar'],
    ['/en-GB/nope', 'en'],
    ['/de-AT/nichts', 'de'],
    ['/es-419/nada', 'es'],
    ['/nl-BE/niets', 'nl'],
    ['/RU-by/net', 'ru'],
    ['/fr-FR/', 'nl'],
    ['/heupprothese/index', 'nl'],
    ['/img', 'nl'],
  ] as const
).map(([path, lang]) => ({path, status: 404, lang}));

const BAD_REQUESTS: RoutingCase[] = [
  {path: '/%2e%2e/%2e%2e/etc/passwd', status: 400, originOnly: BAD},
  ...['/..%2f..%2fetc%2fpasswd', '/heupprothese%00.html', '/%E0%A4%A', '/en/%E0%A4%A%'].map((path): RoutingCase => ({
    path,
    status: 400,
  })),
];

export const ROUTING_CASES: RoutingCase[] = [
  ...ALL_PAGES.map(({path, locale}): RoutingCase => ({path, status: 200, lang: locale})),
  ...aliasCases(),
  ...NOT_FOUND,
  ...HIDDEN_NOT_FOUND,
  ...BAD_REQUESTS,
];

/** The cases Cloudflare Pages (the build's `_worker.js`) must answer as nginx does. */
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
