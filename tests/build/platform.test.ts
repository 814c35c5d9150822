/**
 * Build-output checks for the platform over every page of every locale:
 * language and direction, metadata, canonical and hreflang from the route
 * table (the locales that have the page), the switcher's links, the 404
 * pages and the alias redirects. A locale's notice for a page not translated
 * yet has its own title and description, and no canonical or alternates.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {allRedirects, pagePath} from '@site/src/data/routes';
import {isPublished, publishedLocales, switchTarget} from '@site/src/lib/alternates';
import {aliasTarget} from '@site/scripts/server-config/rules';
import {ALL_PAGES, BUILD_DIR, UNTRANSLATED, assertBuildExists, builtFile, builtPage, parseHtml} from '../helpers/site';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

beforeAll(assertBuildExists);

describe.each(ALL_PAGES)('$path ($locale, $page)', ({page, locale, path: sitePath}) => {
  const root = () => builtPage(sitePath);
  const meta = (selector: string) => root().querySelectorAll(selector).map((el) => el.getAttribute('content'));
  /** False for a locale's notice in place of a page not translated into it yet. */
  const published = isPublished(page, locale, UNTRANSLATED);
  const locales = publishedLocales(page, UNTRANSLATED);

  it('declares its language and direction', () => {
    const html = root().querySelector('html')!;
    expect(html.getAttribute('lang')).toBe(locale);
    expect(html.getAttribute('dir')).toBe(LOCALE_INFO[locale].direction);
  });

  it('has a title, description and keywords', () => {
    expect(root().querySelector('title')?.text.trim()).toMatch(/\S{3,}/);
    const [description] = meta('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(published ? 40 : 20);
    expect(meta('meta[name="description"]')).toHaveLength(1);
    // A notice has no keywords: the placeholder's are Dutch.
    expect(meta('meta[name="keywords"]')).toHaveLength(published ? 1 : 0);
    if (published) expect(meta('meta[name="keywords"]')[0]).toMatch(/\S/);
  });

  it('has one absolute canonical URL from the route table, and og:url (a notice: none)', () => {
    const canonicals = root().querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute('href'));
    expect(canonicals).toEqual(published ? [SITE_URL + pagePath(page, locale)] : []);
    expect(meta('meta[property="og:url"]')).toEqual(canonicals);
  });

  it('links the equivalent page of the locales that have it and x-default (Dutch)', () => {
    const alternates = Object.fromEntries(
      root()
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    );
    const expected: Record<string, string> = {'x-default': SITE_URL + pagePath(page, 'nl')};
    for (const l of locales) expected[l] = SITE_URL + pagePath(page, l);
    expect(alternates).toEqual(published ? expected : {});
    // Exactly these: no leftovers from the stock theme.
    expect(root().querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(published ? locales.length + 1 : 0);
  });

  it('has Open Graph and Twitter tags', () => {
    expect(meta('meta[property="og:title"]')[0]).toMatch(/\S/);
    expect(meta('meta[property="og:description"]')[0]).toMatch(/\S/);
    expect(meta('meta[property="og:image"]')[0]).toMatch(/^https?:\/\//);
    expect(meta('meta[property="og:locale"]')).toEqual(published ? [LOCALE_INFO[locale].ogLocale] : []);
    expect(meta('meta[property="og:locale:alternate"]').sort()).toEqual(
      published ? locales.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale).sort() : [],
    );
    expect(meta('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
  });

  it('has a language switcher linking every locale to this page’s equivalent, or its home page if it has none', () => {
    const links = root().querySelectorAll('[data-language-switcher] a[data-locale]');
    const hrefs = Object.fromEntries(links.map((a) => [a.getAttribute('data-locale'), a.getAttribute('href')]));
    const expected = (l: Locale) => (l === locale ? sitePath : switchTarget(sitePath, l, UNTRANSLATED));
    expect(hrefs).toEqual(Object.fromEntries(LOCALES.map((l: Locale) => [l, expected(l)])));
    for (const l of LOCALES) if (l !== locale && !locales.includes(l)) expect(hrefs[l]).toBe(pagePath('home', l));
    for (const a of links) expect(a.text.trim()).toBe(LOCALE_INFO[a.getAttribute('data-locale') as Locale].label);
  });
});

describe('404 pages', () => {
  const expected: Record<Locale, string> = {
    nl: 'Oeps! Pagina niet gevonden',
    en: 'Oops! Page not found',
    de: 'Hoppla! Seite nicht gefunden',
    es: '¡Vaya! Página no encontrada',
    ru: 'Страница не найдена',
    ar: 'عذرًا! الصفحة غير موجودة',
  };
  it.each(LOCALES)('%s has its own translated 404 page, not indexed', (locale) => {
    const file = path.join(BUILD_DIR, locale === 'nl' ? '' : locale, '404.html');
    const root = parseHtml(fs.readFileSync(file, 'utf8'));
    expect(root.querySelector('html')?.getAttribute('lang')).toBe(locale);
    expect(root.querySelector('main h1')?.text).toBe(expected[locale]);
    expect(root.querySelector('main')?.text).toContain('404');
    // Docusaurus's Link drops the home page's trailing slash (/en for /en/).
    const href = root.querySelector('main a')?.getAttribute('href') ?? '';
    expect(href.replace(/(.)\/$/, '$1') || '/').toBe(pagePath('home', locale).replace(/(.)\/$/, '$1'));
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(root.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });
});

describe('alias redirects', () => {
  // An explicit Dutch prefix (/nl, /nl-NL) goes on with ?lng=nl, which the page stores as the choice.
  it.each(allRedirects())('$from → $to is a static redirect page', ({from, to}) => {
    const root = parseHtml(fs.readFileSync(builtFile(from), 'utf8'));
    const target = aliasTarget(from, to);
    expect(target === to || (/^\/nl(-nl)?\//i.test(`${from}/`) && target === `${to}?lng=nl`)).toBe(true);
    expect(root.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${target}`);
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SITE_URL + to);
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(root.querySelector('script[data-to]')?.getAttribute('data-to')).toBe(target);
  });

  it("routes Cloudflare Pages with _worker.js (no _redirects), which carries the build's security headers", () => {
    expect(fs.existsSync(path.join(BUILD_DIR, '_redirects'))).toBe(false);
    const worker = fs.readFileSync(path.join(BUILD_DIR, '_worker.js'), 'utf8');
    expect(worker).toMatch(/^export default \{fetch: /m);
    const csp = /^\s*Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))![1]!;
    expect(worker).toContain(JSON.stringify(csp));
  });
});
