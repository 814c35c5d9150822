/**
 * The one inline script of a page: once the page has loaded and painted, it
 * adds the site's full stylesheet and runs the scripts the build held back.
 *
 * Held-back scripts stay real `<script src>` elements in the HTML, typed
 * `text/x-after-load` so the browser neither fetches nor runs them; the
 * loader replaces each with a copy of all its attributes (`integrity`,
 * `crossorigin`, … included) but the type, in document order
 * (`async = false`). The text is the same on every page and in every
 * locale: one hash in the Content-Security-Policy. The stylesheet's URL
 * comes from the script's own `data-stylesheet` attribute.
 */
import {minify} from 'terser';
import {processWide} from '../processWide';
export const HELD_TYPE = 'text/x-after-load';

export const LOADER_ATTRIBUTE = 'data-stylesheet';

/** Written in ES5 on purpose: it runs unbundled, in every browser the site supports. */
const LOADER_SOURCE = `(function () {
  var me = document.currentScript, started = false;
  function start() {
    if (started) return;
    started = true;
    var css = me && me.getAttribute('${LOADER_ATTRIBUTE}');
    if (css) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = css;
      document.head.appendChild(link);
    }
    var held = document.querySelectorAll('script[type="${HELD_TYPE}"]');
    for (var i = 0; i < held.length; i++) {
      var old = held[i], script = document.createElement('script');
      for (var j = 0; j < old.attributes.length; j++) {
        var a = old.attributes[j];
        if (a.name !== 'type') script.setAttribute(a.name, a.value);
      }
      script.async = false;
      old.parentNode.replaceChild(script, old);
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
})();`
  .split('\n')
  .map((line) => line.trim())
  .join('\n');

const minified = processWide('first-paint-loader', () => ({text: undefined as Promise<string> | undefined}));

/**
 * The loader as pages carry it: minified by terser (ES5 out, as in), which
 * takes about 130 bytes off each page's brotli HTML. Once per build.
 */
export function loaderScript(): Promise<string> {
  minified.text ??= minify(LOADER_SOURCE, {ecma: 5, compress: {passes: 2}, mangle: true}).then(({code}) => {
    if (!code) throw new Error('first-paint: terser returned no loader');
    return code;
  });
  return minified.text;
}
