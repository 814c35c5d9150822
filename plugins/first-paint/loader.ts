/**
 * The loader: once the page has loaded and painted, it adds the site's full
 * stylesheet and then the scripts the build took out of the page.
 *
 * Every page of a locale loads the same two scripts (the bundler's runtime
 * and `main`), so they are not in the pages at all: each locale's loader is
 * a file (`assets/js/after-load.<hash>.js`, `defer`) that names the
 * locale's stylesheet and scripts, with every attribute the page gave them
 * and their Subresource Integrity, and creates them in order
 * (`async = false`). A page carries one script tag, no inline script: its
 * bytes are what its first paint waits for (guides/PERFORMANCE.md), the file
 * is cached once for every page of the locale, and the
 * Content-Security-Policy allows scripts from the site only.
 */
import crypto from 'node:crypto';
import {minify} from 'terser';
import {COMPILE_HINT} from '../compile-hint';

/** A script the loader creates: its attributes (`src`, `integrity`, …). */
export type LoadedScript = Record<string, string>;

/** What a locale's loader adds: the full stylesheet's URL and the scripts, in order. */
export interface LoaderConfig {
  stylesheet: string;
  scripts: LoadedScript[];
}

/** Written in ES5 on purpose: it runs unbundled, in every browser the site supports. */
const LOADER_SOURCE = `(function (css, scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var head = document.head, link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = css;
    // Before the print stylesheet (./print), whose rules must come later in the cascade.
    head.insertBefore(link, head.querySelector('link[media=print]'));
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      for (var name in scripts[i]) script.setAttribute(name, scripts[i][name]);
      script.async = false;
      head.appendChild(script);
    }
  }
  function afterPaint() {
    var paint = window.performance && performance.getEntriesByName && performance.getEntriesByName('first-contentful-paint');
    if (!paint || paint.length) return start();
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start();
      }).observe({type: 'paint', buffered: true});
    } catch (e) {
      return start();
    }
    // A page hidden or without content never paints: do not wait for it.
    setTimeout(start, 2000);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
})`;

/** The loader's text for one locale: minified by terser (ES5 out, as in). */
export async function loaderScript(config: LoaderConfig): Promise<string> {
  const source = `${LOADER_SOURCE}(${JSON.stringify(config.stylesheet)}, ${JSON.stringify(config.scripts)});`;
  const {code} = await minify(source, {ecma: 5, compress: {passes: 2}, mangle: true});
  if (!code) throw new Error('first-paint: terser returned no loader');
  return code;
}

/** Where each locale's build writes the loader, under its base URL. */
export const LOADER_FOLDER = 'assets/js';

/** The file name every locale's loader starts with (`after-load.<hash>.js`). */
export const LOADER_PREFIX = 'after-load.';

/**
 * The loader's file: its text after V8's compile hint, as every script of
 * the site begins (tests/build/bundle.test.ts holds them to it), under a
 * content-hashed name like the bundler's files, so it can be cached for good.
 */
export async function loaderFile(config: LoaderConfig): Promise<{name: string; text: string}> {
  const text = `${COMPILE_HINT}\n${await loaderScript(config)}`;
  const hash = crypto.createHash('md5').update(text).digest('hex').slice(0, 8);
  return {name: `${LOADER_PREFIX}${hash}.js`, text};
}
