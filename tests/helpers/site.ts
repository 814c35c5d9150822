/** Helpers for tests that read the production build in ./build. */
import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import * as parse5 from 'parse5';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {PAGE_IDS, localePrefix, pagePath, type PageId} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {untranslatedPages} from '@site/plugins/route-table/untranslated';

export const SITE_DIR = path.resolve(__dirname, '..', '..');
/** The build under test; BUILD_DIR lets a parallel build use its own folder. */
export const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');

export interface SitePage {
  page: PageId;
  locale: Locale;
  path: string;
}

/** Every page of the route table in every locale (36 with the six pages of the spec). */
export const ALL_PAGES: SitePage[] = LOCALES.flatMap((locale) =>
  PAGE_IDS.map((page) => ({page, locale, path: pagePath(page, locale)})),
);

/** Pages whose translation is still the placeholder of `npm run new-page`, per page the locales (plugins/route-table/untranslated.ts). */
export const UNTRANSLATED = untranslatedPages(SITE_DIR);

/** The pages each locale publishes: all but the notices of pages not translated yet. */
export const PUBLISHED_PAGES: SitePage[] = ALL_PAGES.filter((p) => isPublished(p.page, p.locale, UNTRANSLATED));

/** A locale's notice in place of a page not translated into it yet (noindex, outside sitemap and hreflang). */
export const NOTICE_PAGES: SitePage[] = ALL_PAGES.filter((p) => !isPublished(p.page, p.locale, UNTRANSLATED));

/** The built HTML file of a site path (pretty URLs as a static host serves them). */
export function builtFile(sitePath: string): string {
  const rel = sitePath.replace(/^\/+/, '');
  const asDir = path.join(BUILD_DIR, rel, 'index.html');
  if (fs.existsSync(asDir)) return asDir;
  return path.join(BUILD_DIR, `${rel}.html`);
}

const cache = new Map<string, HTMLElement>();

/**
 * Parses HTML the way a browser does. The minifier drops attribute quotes
 * and optional end tags (`</p>`), which node-html-parser alone misreads, so
 * parse5 (the HTML5 algorithm) normalises the markup first.
 */
export function parseHtml(html: string): HTMLElement {
  return parse(parse5.serialize(parse5.parse(html)));
}

/** Parsed HTML of a built page. Never grep built HTML. */
export function builtPage(sitePath: string): HTMLElement {
  const file = builtFile(sitePath);
  let root = cache.get(file);
  if (!root) {
    if (!fs.existsSync(file))
      throw new Error(`No built file for ${sitePath} (looked for ${file}); run the build first`);
    root = parseHtml(fs.readFileSync(file, 'utf8'));
    cache.set(file, root);
  }
  return root;
}

/** A locale's stylesheet (its one CSS file of assets/css). Throws unless there is exactly one. */
export function fullStylesheet(locale: Locale): {href: string; css: string} {
  const dir = path.join(BUILD_DIR, localePrefix(locale), 'assets', 'css');
  const names = fs.readdirSync(dir).filter((f) => f.endsWith('.css'));
  if (names.length !== 1) throw new Error(`${dir}: expected one stylesheet, found ${names.join(', ') || 'none'}`);
  return {
    href: `${localePrefix(locale)}/assets/css/${names[0]}`,
    css: fs.readFileSync(path.join(dir, names[0]!), 'utf8'),
  };
}

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` (npm test does it for you)');
  }
}

/**
 * A locale's built JavaScript files, with any \uXXXX and \xXX escapes decoded
 * so that texts can be looked for as written (`decode: false`: the bytes as served).
 */
export function builtScripts(locale: Locale, {decode = true} = {}): {name: string; text: string}[] {
  const dir = path.join(BUILD_DIR, localePrefix(locale), 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (!decode) return {name, text};
      return {
        name,
        text: text.replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, u?: string, x?: string) =>
          String.fromCharCode(parseInt(u ?? x ?? '', 16)),
        ),
      };
    });
}

/**
 * The path of a built page's canonical link; undefined on a page that has none
 * (a locale's notice for a page not translated yet is `noindex`, with no canonical).
 */
export function canonicalPath(root: HTMLElement): string | undefined {
  const href = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href).pathname : undefined;
}
