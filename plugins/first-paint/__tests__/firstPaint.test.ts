import {inlineScriptHashes} from '../../security-headers/headers';
import {pageScripts, rewritePage} from '../html';
import {parsePage} from '../../post-build/page';
import {loaderFile, loaderScript} from '../loader';
import {COMPILE_HINT} from '../../compile-hint';
import {fixedColorMode} from '../colorMode';
import {addHtml, addScript, emptyVocabulary, pruneCss} from '../prune';

function vocabulary(html: string, js = ''): ReturnType<typeof emptyVocabulary> {
  return addScript(addHtml(emptyVocabulary(), html), js);
}

describe('pruneCss', () => {
  it('keeps rules whose classes, ids and elements occur, drops the others', () => {
    const v = vocabulary('<nav class=navbar id=top><a class="navbar__link">x</a></nav>');
    const css = '.navbar{a:1}.alert{a:2}#top .navbar__link{a:3}#other{a:4}table{a:5}a:hover{a:6}.navbar .card{a:7}';
    expect(pruneCss(css, v)).toBe('.navbar{a:1}#top .navbar__link{a:3}a:hover{a:6}');
  });

  it('keeps classes scripts add at runtime, also when built from a prefix', () => {
    const v = vocabulary('<div class=x></div>', 'e.classList.add("navbar-sidebar--show");t="button--"+s;');
    const css = '.navbar-sidebar--show{a:1}.button--lg{a:2}.button{a:3}';
    expect(pruneCss(css, v)).toBe('.navbar-sidebar--show{a:1}.button--lg{a:2}');
  });

  it('treats :is()/:where() as any of their selectors and keeps :not() as written', () => {
    const v = vocabulary('<p class=a></p>');
    expect(pruneCss(':is(.a,.b){x:1}:where(.b,.c){x:2}.a:not(.z){x:3}', v)).toBe(':is(.a,.b){x:1}.a:not(.z){x:3}');
  });

  it('keeps a selector list whole when one selector can match', () => {
    const v = vocabulary('<p class=a></p>');
    expect(pruneCss('.a,.b::-moz-selection{x:1}', v)).toBe('.a,.b::-moz-selection{x:1}');
  });

  it('matches attribute selectors by name and value', () => {
    const v = vocabulary('<html data-theme=light dir=rtl><body></body></html>');
    expect(pruneCss('[data-theme=dark] p{x:1}[data-theme=light]{x:2}[dir=rtl]{x:3}[hidden]{x:4}', v)).toBe(
      '[data-theme=light]{x:2}[dir=rtl]{x:3}',
    );
  });

  it('drops the rules for a colour mode the configuration rules out, whatever the scripts name', () => {
    const v = vocabulary(
      '<html data-theme=light><body><p class=a></p></body></html>',
      'setAttribute("data-theme","dark");setAttribute("data-theme-choice","dark")',
    );
    const css =
      '[data-theme=dark] .a{x:1}html[data-theme=light] .a{x:2}html:not([data-theme]) .a{x:3}[data-theme-choice=dark]{x:4}';
    expect(pruneCss(css, v)).toBe(css);
    for (const name of ['data-theme', 'data-theme-choice']) v.fixedValues.set(name, new Set(['light']));
    expect(pruneCss(css, v)).toBe('html[data-theme=light] .a{x:2}html:not([data-theme]) .a{x:3}');
  });

  it('drops emptied at-rules, unused custom properties and keyframes', () => {
    const v = vocabulary('<p class=a></p>');
    const css =
      ':root{--used:1px;--chain:var(--used);--unused:2px}' +
      '@media (min-width:1px){.b{x:1}}@media print{.a{margin:var(--chain)}}' +
      '@keyframes spin{to{x:1}}@keyframes fade{to{x:1}}.a{animation:fade 1s}.b{animation:spin 1s}';
    expect(pruneCss(css, v)).toBe(
      ':root{--used:1px;--chain:var(--used)}@media print{.a{margin:var(--chain)}}@keyframes fade{to{x:1}}.a{animation:fade 1s}',
    );
  });

  it('drops custom properties a later declaration for the same selector overrides, and only those', () => {
    const v = vocabulary('<p class=a></p>', 'x("--keep")');
    const css =
      '@layer infima{:root{--font:Infima;--size:1px;--gap:2px}.a{--font:A}}' + // --font on :root overridden below
      '@layer other{:root{--gap:3px}}' + // another layer: order unknown here, kept
      ':root{--font:Site;--size:2px!important}' +
      '@media (min-width:1px){:root{--font:Wide}}' + // other conditions: not an override of the one above
      ':root{--size:3px;--width:1px;--width:2px}' + // unlayered, later: wins over the earlier unlayered
      '@layer infima{:root{--width:9px}}' + // layered: loses to any unlayered one, kept
      '.a{color:red;color:rgb(1 2 3);width:var(--font) var(--size) var(--gap) var(--width)}';
    expect(pruneCss(css, v)).toBe(
      '@layer infima{:root{--gap:2px}.a{--font:A}}@layer other{:root{--gap:3px}}' +
        ':root{--font:Site;--size:2px!important}@media (min-width:1px){:root{--font:Wide}}' +
        ':root{--size:3px;--width:2px}@layer infima{:root{--width:9px}}' +
        '.a{color:red;color:rgb(1 2 3);width:var(--font) var(--size) var(--gap) var(--width)}',
    );
  });

  it('reads the minified HTML as a browser does (unquoted attributes, omitted end tags)', () => {
    const v = vocabulary('<ul class=list><li class=one>a<li class=two>b</ul><p class=three>c<p class=four>d');
    expect([...v.classes].sort()).toEqual(['four', 'list', 'one', 'three', 'two']);
  });
});

describe('fixedColorMode', () => {
  it('is the default mode only when there is no switch and the system preference is not followed', () => {
    expect(fixedColorMode({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false})).toBe('light');
    expect(fixedColorMode({defaultMode: 'dark', disableSwitch: true})).toBe('dark');
    expect(fixedColorMode({defaultMode: 'light', disableSwitch: false})).toBeUndefined();
    expect(
      fixedColorMode({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true}),
    ).toBeUndefined();
    expect(fixedColorMode(undefined)).toBeUndefined();
  });
});

describe('rewritePage', () => {
  const loaderSrc = '/assets/js/after-load.0123abcd.js';
  const page =
    '<!doctype html><html><head><title>t</title><link rel=stylesheet href=/assets/css/styles.old.css>' +
    '<script src=/assets/js/runtime.js defer integrity=sha384-abc crossorigin=anonymous></script>' +
    '<script src=/assets/js/main.js defer></script><script type=application/ld+json>{}</script></head>' +
    '<body><link rel=preload as=image href=/img/logo.svg><img src=/img/logo.svg alt=""></body></html>';
  const rewrite = (html: string, css: string, colorMode?: string): string =>
    rewritePage(html, {criticalCss: css, loaderSrc, colorMode});
  let out = '';
  beforeAll(() => {
    out = rewrite(page, 'p{x:1}');
  });

  it('inlines the rules instead of linking the stylesheet', () => {
    expect(out).toContain('<title>t</title><style>p{x:1}</style>');
    expect(out).not.toContain('styles.old.css');
  });

  it("puts the locale's loader where the scripts were, and names them for it with every attribute but defer", () => {
    expect(out).toContain(
      `<style>p{x:1}</style><script defer src="${loaderSrc}"></script><script type=application/ld+json>{}</script>`,
    );
    expect(out).not.toContain('main.js');
    expect(pageScripts(parsePage(page))).toEqual([
      {src: '/assets/js/runtime.js', integrity: 'sha384-abc', crossorigin: 'anonymous'},
      {src: '/assets/js/main.js'},
    ]);
  });

  it('drops image preloads and leaves everything else as it was', () => {
    expect(out).toContain('<body><img src=/img/logo.svg alt=""></body>');
  });

  it('leaves no inline script for the Content-Security-Policy to allow', () => {
    expect(inlineScriptHashes(out)).toEqual([]);
  });

  it("puts a fixed colour mode on <html> instead of theme-classic's script, and refuses a page without that script", () => {
    const theme =
      '<script>!function(){var t;document.documentElement.setAttribute("data-theme",t||"light"),' +
      'document.documentElement.setAttribute("data-theme-choice",t||"light")}()</script>';
    const themed = page
      .replace('<html>', '<html lang=nl>')
      .replace('<body>', `<body><svg style="display: none;"></svg>${theme}`);
    const fixed = rewrite(themed, '', 'light');
    expect(fixed).toContain('<html lang=nl data-theme=light data-theme-choice=light><head>');
    expect(fixed).toContain('<body><svg style="display: none;"></svg><img');
    expect(inlineScriptHashes(fixed)).toEqual([]);
    expect(rewrite(themed, '')).toContain(theme);
    expect(() => rewrite(page, '', 'light')).toThrow(/colour-mode script/);
  });

  it("drops theme-classic's external-link sprite, and no other svg", () => {
    const sprite =
      '<svg style="display: none;"><defs>\n<symbol id=theme-svg-external-link viewBox="0 0 24 24"><path d=M0/></symbol>\n</defs></svg>';
    const other = '<svg style="display: none;"><defs><symbol id=mine><path d=M0/></symbol></defs></svg>';
    const icon = '<svg width=18 height=18><path d=M0/></svg>';
    const out = rewrite(page.replace('<body>', `<body>${sprite}\n${other}${icon}`), '');
    expect(out).toContain(`<body>\n${other}${icon}<img`);
    expect(out).not.toContain('theme-svg-external-link');
  });

  it('holds the first frame until the main content is parsed (an element after </main>)', () => {
    const withMain = page.replace(
      '<body>',
      '<body><div id=wrap><main><p>text</main></div><footer><h2 id=footer-title>f</h2></footer>',
    );
    const rewritten = rewrite(withMain, 'p{x:1}');
    expect(rewritten).toContain('<link rel=expect href="#footer-title" blocking=render><style>p{x:1}</style>');
    const noFooter = page.replace('<body>', '<body><div id=wrap><main><p>text</main></div>');
    expect(rewrite(noFooter, '')).toContain('<link rel=expect href="#wrap" blocking=render>');
  });

  it('refuses a page without a stylesheet, or CSS that would end the style element', () => {
    expect(() => rewrite('<html><head></head></html>', '')).toThrow();
    expect(() => rewrite(page, 'a{content:"</style>"}')).toThrow();
  });
});

describe('the loader', () => {
  const config = {
    stylesheet: '/en/assets/css/styles.abc.css',
    scripts: [
      {src: '/en/assets/js/runtime.js', integrity: 'sha384-r'},
      {src: '/en/assets/js/main.js', integrity: 'sha384-m'},
    ],
  };

  /** Runs the loader against a stand-in document: what it appends, and when. */
  function run(code: string, {complete = false, painted = false, printLink = false} = {}) {
    const appended: {tag: string; attrs: Record<string, string>; async?: boolean; before?: string}[] = [];
    const printStylesheet = {tag: 'link', media: 'print'};
    const listeners: Record<string, () => void> = {};
    let observer: ((list: {getEntriesByName: (n: string) => unknown[]}) => void) | undefined;
    const element = (tag: string) => {
      const el = {tag, attrs: {} as Record<string, string>, async: true, rel: '', href: ''};
      return Object.assign(el, {setAttribute: (n: string, v: string) => (el.attrs[n] = v)});
    };
    const document = {
      readyState: complete ? 'complete' : 'interactive',
      head: {
        appendChild: (el: ReturnType<typeof element>) =>
          appended.push(
            el.tag === 'link'
              ? {tag: 'link', attrs: {rel: el.rel, href: el.href}}
              : {tag: el.tag, attrs: el.attrs, async: el.async},
          ),
        querySelector: (selector: string) => (printLink && selector === 'link[media=print]' ? printStylesheet : null),
        insertBefore(el: ReturnType<typeof element>, ref: typeof printStylesheet | null) {
          if (ref === null) return this.appendChild(el);
          return appended.push({tag: 'link', attrs: {rel: el.rel, href: el.href}, before: 'print stylesheet'});
        },
      },
      createElement: element,
    };
    const performance = {getEntriesByName: () => (painted ? [{}] : [])};
    const window = {performance, addEventListener: (type: string, f: () => void) => (listeners[type] = f)};
    class PerformanceObserver {
      constructor(f: typeof observer) {
        observer = f;
      }
      observe() {}
    }
    const timers: (() => void)[] = [];
    new Function('document', 'window', 'performance', 'PerformanceObserver', 'setTimeout', code)(
      document,
      window,
      performance,
      PerformanceObserver,
      (f: () => void) => timers.push(f),
    );
    return {appended, listeners, paint: () => observer?.({getEntriesByName: () => [{}]}), timers};
  }

  it('is minified, and waits for the load event and the first paint, then adds the stylesheet and the scripts in order', async () => {
    const code = await loaderScript(config);
    expect(code).not.toContain('\n');
    expect(code.length).toBeLessThan(1000);
    const page = run(code);
    expect(page.appended).toEqual([]);
    page.listeners.load!();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      {tag: 'link', attrs: {rel: 'stylesheet', href: config.stylesheet}},
      {tag: 'script', attrs: config.scripts[0], async: false},
      {tag: 'script', attrs: config.scripts[1], async: false},
    ]);
    page.paint();
    page.timers.forEach((f) => f());
    expect(page.appended).toHaveLength(3);
  });

  it('adds the full stylesheet before the print stylesheet, whose rules must win in print', async () => {
    const code = await loaderScript(config);
    const page = run(code, {complete: true, painted: true, printLink: true});
    expect(page.appended[0]).toEqual({
      tag: 'link',
      attrs: {rel: 'stylesheet', href: config.stylesheet},
      before: 'print stylesheet',
    });
    expect(page.appended).toHaveLength(3);
  });

  it('starts at once on a page that has loaded and painted, and after 2 s on one that never paints', async () => {
    const code = await loaderScript(config);
    expect(run(code, {complete: true, painted: true}).appended).toHaveLength(3);
    const hidden = run(code, {complete: true});
    expect(hidden.appended).toHaveLength(0);
    hidden.timers.forEach((f) => f());
    expect(hidden.appended).toHaveLength(3);
  });

  it('is a file named by its content, starting with the compile hint every script has', async () => {
    const a = await loaderFile(config);
    const b = await loaderFile({...config, stylesheet: '/en/assets/css/styles.def.css'});
    expect(a.name).toMatch(/^after-load\.[0-9a-f]{8}\.js$/);
    expect(a.name).not.toBe(b.name);
    expect(a.text.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });
});
