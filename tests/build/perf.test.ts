/**
 * Build-output checks of what the first paint waits for (plugins/first-paint,
 * guides/PERFORMANCE.md), in all six locales, both directions. Bytes and
 * document structure only: timings are measured by `npm run audit`, never here.
 *
 * - No page links a render-blocking stylesheet; its inline rules weigh at most
 *   8 KB gzip.
 * - The first frame waits until the main content is parsed (`<link rel=expect
 *   blocking=render>`), so the largest text paints with it.
 * - No image is preloaded.
 * - No script runs before the page has loaded: every external script is held
 *   back (`text/x-after-load`) and one deferred loader file, the same in every
 *   locale, starts them and adds the full stylesheet; no page has an inline
 *   script, so the CSP allows scripts from the site only.
 * - Pruning loses nothing: every Infima class a page's HTML or a script of the
 *   locale names is still styled by the locale's stylesheet, and every class
 *   of a page's HTML that the stylesheet styles is in the page's inline rules.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {LOCALES, LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {localePrefix} from '@site/src/data/routes';
import {LOADER_FOLDER, LOADER_PREFIX, loaderFile} from '@site/plugins/first-paint/loader';
import {ALL_PAGES, BUILD_DIR, SITE_DIR, assertBuildExists, builtFile, fullStylesheet, parseHtml, printStylesheet} from '../helpers/site';

beforeAll(assertBuildExists);

const BLOCKING_CSS_BUDGET = 8 * 1024;

const gzip = (text: string): number => zlib.gzipSync(text).length;

function localeDir(locale: Locale): string {
  return path.join(BUILD_DIR, localePrefix(locale));
}

/** The pages of a locale plus its 404 page. */
function pageFiles(locale: Locale): string[] {
  return [
    ...ALL_PAGES.filter((p) => p.locale === locale).map((p) => builtFile(p.path)),
    path.join(localeDir(locale), '404.html'),
  ];
}

/** Class names a stylesheet's selectors name. */
function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((root) => root.walkClasses((c) => void classes.add(c.value)));
  postcss.parse(css).walkRules((rule) => {
    try {
      collect.processSync(rule.selector);
    } catch {
      // keyframe selectors and the like name no class
    }
  });
  return classes;
}

function htmlClasses(html: string): Set<string> {
  const root = parseHtml(html);
  return new Set(root.querySelectorAll('[class]').flatMap((el) => [...el.classList.values()]));
}


const infima = {
  ltr: styledClasses(fs.readFileSync(path.join(SITE_DIR, 'node_modules/infima/dist/css/default/default.css'), 'utf8')),
  rtl: styledClasses(
    fs.readFileSync(path.join(SITE_DIR, 'node_modules/infima/dist/css/default/default-rtl.css'), 'utf8'),
  ),
};

describe.each(LOCALES.map((l) => [l]))('first paint, %s', (locale) => {
  const files = pageFiles(locale);
  const full = fullStylesheet(locale);
  const fullClasses = styledClasses(full.css);
  const print = printStylesheet(locale);

  it('moves every print rule out of the full stylesheet into the print stylesheet, which hides the site around the article', () => {
    expect(full.css).not.toMatch(/@media\s*print/i);
    for (const selector of ['.navbar', '.footer', '[data-sonner-toaster]', '.theme-doc-toc-mobile']) {
      expect(print.css).toContain(selector);
    }
    expect(print.css).not.toMatch(/var\(--/);
  });

  it.each(files.map((f) => [path.relative(BUILD_DIR, f)]))(
    '%s: no blocking stylesheet, ≤ 8 KB gzip of inline rules, print rules linked for print media only',
    (rel) => {
      const root = parseHtml(fs.readFileSync(path.join(BUILD_DIR, rel), 'utf8'));
      const links = root.querySelectorAll('link[rel=stylesheet]');
      expect(links.map((l) => [l.getAttribute('media'), l.getAttribute('href')])).toEqual([
        ['print', print.href],
      ]);
      const styles = root.querySelectorAll('head style');
      expect(styles).toHaveLength(1);
      expect(gzip(styles[0]!.rawText)).toBeLessThanOrEqual(BLOCKING_CSS_BUDGET);
      expect(styles[0]!.rawText).not.toMatch(/@media\s*print/i);
      // The first frame waits for the main content (an element after it exists).
      const expectLink = root.querySelector('head link[rel=expect][blocking=render]');
      const target = expectLink?.getAttribute('href')?.slice(1) ?? '';
      expect(root.querySelector(`main`)).not.toBeNull();
      expect(root.getElementById(target)).not.toBeNull();
    },
  );

  it('preloads no image', () => {
    for (const file of files) {
      const root = parseHtml(fs.readFileSync(file, 'utf8'));
      expect(root.querySelectorAll('link[rel=preload][as=image]').map((l) => l.getAttribute('href'))).toEqual([]);
    }
  });

  it("carries no copy of theme-classic's icon sprite, and no script refers to it", () => {
    for (const file of files) {
      expect([file, fs.readFileSync(file, 'utf8').includes('theme-svg-external-link')]).toEqual([file, false]);
    }
    const jsDir = path.join(localeDir(locale), 'assets', 'js');
    const referring = fs
      .readdirSync(jsDir)
      .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(jsDir, f), 'utf8').includes('theme-svg-external-link'));
    expect(referring).toEqual([]);
  });

  it("runs no script before the page has loaded: each page loads only the locale's loader, which adds the full stylesheet and the scripts", async () => {
    const sources = new Set<string>();
    for (const file of files) {
      const scripts = parseHtml(fs.readFileSync(file, 'utf8')).querySelectorAll('script[src]');
      expect([file, scripts.length, scripts[0]?.hasAttribute('defer')]).toEqual([file, 1, true]);
      sources.add(scripts[0]!.getAttribute('src')!);
    }
    const [src, ...others] = [...sources];
    expect(others).toEqual([]);
    const prefix = `${localePrefix(locale)}/${LOADER_FOLDER}/${LOADER_PREFIX}`;
    expect(src!.startsWith(prefix)).toBe(true);
    // What it adds, found independently: the full stylesheet, then the bundler's runtime and
    // main, each with the integrity of its bytes.
    const jsDir = path.join(localeDir(locale), 'assets', 'js');
    const scripts = ['runtime~main', 'main'].map((chunk) => {
      const [name, ...more] = fs.readdirSync(jsDir).filter((f) => new RegExp(`^${chunk}\\.[0-9a-f]+\\.js$`).test(f));
      expect(more).toEqual([]);
      const bytes = fs.readFileSync(path.join(jsDir, name!));
      return {
        src: `${localePrefix(locale)}/assets/js/${name}`,
        integrity: `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`,
      };
    });
    const expected = await loaderFile({stylesheet: full.href, scripts});
    expect(src).toBe(`${prefix}${expected.name.slice(LOADER_PREFIX.length)}`);
    expect(fs.readFileSync(path.join(jsDir, expected.name), 'utf8')).toBe(expected.text);
  });

  it('writes the one colour mode into <html>, runs no script to set it, and keeps no rule only for another mode', () => {
    // docusaurus.config.ts fixes the colour mode: light, no switch, not the system's.
    const otherMode = /data-theme(-choice)?=(?!light\b)/;
    /** Rules every selector of which needs another colour mode (a list is kept whole when one part can match). */
    const otherModeRules = (css: string): string[] => {
      const out: string[] = [];
      postcss.parse(css).walkRules((rule) => {
        if (rule.selectors.every((sel) => otherMode.test(sel))) out.push(rule.selector);
      });
      return out;
    };
    const modes = new Set<string>();
    for (const file of files) {
      const root = parseHtml(fs.readFileSync(file, 'utf8'));
      const html = root.querySelector('html')!;
      modes.add(`${html.getAttribute('data-theme')} ${html.getAttribute('data-theme-choice')}`);
      const inline = root.querySelectorAll('script:not([src]):not([type="application/ld+json"])');
      expect([file, inline.length]).toEqual([file, 0]);
      expect([file, otherModeRules(root.querySelector('head style')!.rawText)]).toEqual([file, []]);
    }
    expect([...modes]).toEqual(['light light']);
    expect(full.css).toMatch(/\[data-theme=light\]/);
    expect(otherModeRules(full.css)).toEqual([]);
    // Infima had them: the test would see them come back.
    expect(otherModeRules(fs.readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('sends no search meta tags (the site has no search: src/theme/SearchMetadata)', () => {
    for (const file of files) {
      const names = parseHtml(fs.readFileSync(file, 'utf8'))
        .querySelectorAll('meta[name]')
        .map((m) => m.getAttribute('name')!);
      expect([file, names.filter((n) => /^(docsearch:|docusaurus_)/.test(n))]).toEqual([file, []]);
    }
  });

  it('keeps every Infima class the HTML or the scripts name (direction-aware stylesheet)', () => {
    const direction = LOCALE_INFO[locale].direction;
    const named = new Set(files.flatMap((f) => [...htmlClasses(fs.readFileSync(f, 'utf8'))]));
    const jsDir = path.join(localeDir(locale), 'assets', 'js');
    const words = new Set(
      fs.readdirSync(jsDir).flatMap((f) => fs.readFileSync(path.join(jsDir, f), 'utf8').match(/[\w-]+/g) ?? []),
    );
    const lost = [...infima[direction]].filter((c) => (named.has(c) || words.has(c)) && !fullClasses.has(c));
    expect(lost).toEqual([]);
    // Added only at runtime (the open mobile menu), so only the scripts name it.
    expect(fullClasses.has('navbar-sidebar--show')).toBe(true);
  });

  it('inlines on each page the rules of every class its HTML uses', () => {
    // Classes the full stylesheet styles on their own (`.c{…}`): needed wherever they occur.
    const alone = new Set<string>();
    postcss.parse(full.css).walkRules((rule) => {
      for (const s of rule.selectors) if (/^\.[\w-]+$/.test(s)) alone.add(s.slice(1));
    });
    expect(alone.size).toBeGreaterThan(50);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const inline = styledClasses(parseHtml(html).querySelector('head style')!.rawText);
      const missing = [...htmlClasses(html)].filter((c) => alone.has(c) && !inline.has(c));
      expect([path.relative(BUILD_DIR, file), missing]).toEqual([path.relative(BUILD_DIR, file), []]);
    }
  });

  it('writes out on each page the custom properties that have one value everywhere', () => {
    // Declared once, on :root, with a plain value, and named by no script of the locale.
    const scripts = fs
      .readdirSync(path.join(localeDir(locale), 'assets', 'js'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(localeDir(locale), 'assets', 'js', f), 'utf8'))
      .join('\n');
    const declared = new Map<string, {selector: string; value: string}[]>();
    postcss.parse(full.css).walkDecls(/^--/, (d) => {
      const list = declared.get(d.prop) ?? declared.set(d.prop, []).get(d.prop)!;
      list.push({selector: d.parent?.type === 'rule' ? (d.parent as postcss.Rule).selector : '', value: d.value});
    });
    const constant = [...declared]
      .filter(([prop, [first, ...more]]) => {
        if (more.length > 0 || first!.selector !== ':root' || scripts.includes(prop)) return false;
        return !first!.value.includes('var(') && !/^(inherit|initial|unset|revert|revert-layer)?$/.test(first!.value.trim());
      })
      .map(([prop]) => prop);
    expect(constant.length).toBeGreaterThan(50);
    for (const file of files) {
      const inline = parseHtml(fs.readFileSync(file, 'utf8')).querySelector('head style')!.rawText;
      const used = constant.filter((prop) => new RegExp(`var\\(\\s*${prop}\\s*[,)]`).test(inline));
      expect([path.relative(BUILD_DIR, file), used]).toEqual([path.relative(BUILD_DIR, file), []]);
    }
  });

  it('drops most of Infima', () => {
    expect(gzip(full.css)).toBeLessThan(14 * 1024);
  });

});

describe('content security policy', () => {
  it('allows scripts from the site only: no page has an inline script', () => {
    const headers = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    expect(headers).toMatch(/script-src 'self';/);
  });
});
