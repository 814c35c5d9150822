/**
 * Build-output checks of what the first paint waits for (plugins/critical-css,
 * guides/PERFORMANCE.md), in all six locales. Bytes and document structure
 * only: what a visitor sees at the first paint is tests/e2e/perf.test.ts's,
 * timings `npm run audit`'s.
 *
 * - No stylesheet blocks the first paint: each page inlines its critical
 *   rules, preloads the full stylesheet in the head and links it at the end
 *   of `<body>`; the print stylesheet is linked for print media only.
 * - Nothing needs an inline event handler (the CSP forbids them); the one
 *   inline script, theme-classic's colour mode, has its hash in the CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {LOCALES} from '@site/src/data/locales';
import {localePrefix} from '@site/src/data/routes';
import {scriptHash} from '@site/plugins/security-headers/headers';
import {ALL_PAGES, BUILD_DIR, assertBuildExists, builtFile, fullStylesheet, parseHtml} from '../helpers/site';

beforeAll(assertBuildExists);

const INLINE_CSS_BUDGET = 14 * 1024;

describe.each(LOCALES.map((l) => [l]))('first paint, %s', (locale) => {
  const files = [
    ...ALL_PAGES.filter((p) => p.locale === locale).map((p) => builtFile(p.path)),
    path.join(BUILD_DIR, localePrefix(locale), '404.html'),
  ];
  const full = fullStylesheet(locale);

  it.each(files.map((f) => [path.relative(BUILD_DIR, f)]))(
    '%s: critical rules inline, the full stylesheet preloaded and linked at the end of <body>, print for print media',
    (rel) => {
      const root = parseHtml(fs.readFileSync(path.join(BUILD_DIR, rel), 'utf8'));
      const styles = root.querySelectorAll('head style');
      expect(styles).toHaveLength(1);
      expect(zlib.gzipSync(styles[0]!.rawText).length).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
      expect(root.querySelectorAll('head link[rel=stylesheet]').map((l) => l.getAttribute('media'))).toEqual(['print']);
      expect(root.querySelector('head link[rel=preload][as=style]')?.getAttribute('href')).toBe(full.href);
      const body = root.querySelector('body')!;
      expect(body.querySelectorAll('link[rel=stylesheet]').map((l) => l.getAttribute('href'))).toEqual([full.href]);
      expect(body.childNodes.filter((n) => n.nodeType === 1).at(-1)?.toString()).toContain(full.href);
      const handlers = root
        .querySelectorAll('*')
        .flatMap((el) => Object.keys(el.attributes).filter((name) => /^on/i.test(name)).map((name) => `${el.tagName} ${name}`));
      expect(handlers).toEqual([]);
    },
  );
});

describe('content security policy', () => {
  it("allows scripts from the site and theme-classic's colour-mode script, by its hash", () => {
    const root = parseHtml(fs.readFileSync(builtFile('/'), 'utf8'));
    const inline = root.querySelectorAll('script:not([src]):not([type="application/ld+json"])');
    expect(inline).toHaveLength(1);
    expect(inline[0]!.rawText).toContain('data-theme');
    const headers = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    expect(headers).toContain(`script-src 'self' ${scriptHash(inline[0]!.rawText)}`);
  });
});
