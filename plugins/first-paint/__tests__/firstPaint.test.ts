import {inlineScriptHashes, scriptHash} from '../../security-headers/headers';
import {rewritePage} from '../html';
import {HELD_TYPE, LOADER_SOURCE} from '../loader';
import {inSequence} from '../order';
import {addHtml, addScript, emptyVocabulary, pruneCss} from '../prune';
import type {LoadContext, Plugin} from '@docusaurus/types';

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

describe('rewritePage', () => {
  const page =
    '<!doctype html><html><head><title>t</title><link rel=stylesheet href=/assets/css/styles.old.css>' +
    '<script src=/assets/js/runtime.js defer integrity=sha384-abc crossorigin=anonymous></script>' +
    '<script src=/assets/js/main.js defer></script><script type=application/ld+json>{}</script></head>' +
    '<body><link rel=preload as=image href=/img/logo.svg><img src=/img/logo.svg alt=""></body></html>';
  const out = rewritePage(page, {criticalCss: 'p{x:1}', stylesheetHref: '/assets/css/styles.new.css'});

  it('inlines the rules instead of linking the stylesheet', () => {
    expect(out).toContain('<title>t</title><style>p{x:1}</style>');
    expect(out).not.toContain('styles.old.css');
  });

  it('holds the scripts back with every attribute but defer, followed by the loader', () => {
    expect(out).toContain(
      `<script type="${HELD_TYPE}" src="/assets/js/runtime.js" integrity="sha384-abc" crossorigin="anonymous"></script>` +
        `<script type="${HELD_TYPE}" src="/assets/js/main.js"></script>` +
        `<script data-stylesheet="/assets/css/styles.new.css">${LOADER_SOURCE}</script>` +
        '<script type=application/ld+json>{}</script>',
    );
  });

  it('drops image preloads and leaves everything else as it was', () => {
    expect(out).toContain('<body><img src=/img/logo.svg alt=""></body>');
  });

  it('gives the security headers one hash to allow: the loader', () => {
    expect(inlineScriptHashes(out)).toEqual([scriptHash(LOADER_SOURCE)]);
  });

  it('holds the first frame until the main content is parsed (an element after </main>)', () => {
    const withMain = page.replace(
      '<body>',
      '<body><div id=wrap><main><p>text</main></div><footer><h2 id=footer-title>f</h2></footer>',
    );
    const rewritten = rewritePage(withMain, {criticalCss: 'p{x:1}', stylesheetHref: '/s.css'});
    expect(rewritten).toContain('<link rel=expect href="#footer-title" blocking=render><style>p{x:1}</style>');
    const noFooter = page.replace('<body>', '<body><div id=wrap><main><p>text</main></div>');
    expect(rewritePage(noFooter, {criticalCss: '', stylesheetHref: '/s.css'})).toContain(
      '<link rel=expect href="#wrap" blocking=render>',
    );
  });

  it('refuses a page without a stylesheet, or CSS that would end the style element', () => {
    expect(() => rewritePage('<html><head></head></html>', {criticalCss: '', stylesheetHref: '/x.css'})).toThrow();
    expect(() => rewritePage(page, {criticalCss: 'a{content:"</style>"}', stylesheetHref: '/x.css'})).toThrow();
  });
});

describe('inSequence', () => {
  it('runs the postBuild steps one after another, in order, per output folder', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number) => (): Plugin => ({
      name,
      async postBuild({outDir}) {
        log.push(`${name} ${outDir} start`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name} ${outDir} end`);
      },
    });
    const factories = inSequence([step('a', 30), () => ({name: 'no-post-build'}), step('c', 1)]);
    const context = {} as LoadContext;
    const plugins = await Promise.all(factories.map((f) => f(context, {})));
    // As Docusaurus does: all at once.
    await Promise.all(
      plugins.map((p) => p.postBuild?.({outDir: '/b'} as Parameters<NonNullable<Plugin['postBuild']>>[0])),
    );
    expect(log).toEqual(['a /b start', 'a /b end', 'c /b start', 'c /b end']);
  });

  it('stops the later steps when one fails', async () => {
    const ran: string[] = [];
    const factories = inSequence([
      () => ({
        name: 'fails',
        async postBuild() {
          throw new Error('boom');
        },
      }),
      () => ({
        name: 'later',
        async postBuild() {
          ran.push('later');
        },
      }),
    ]);
    const plugins = await Promise.all(factories.map((f) => f({} as LoadContext, {})));
    const props = {outDir: '/x'} as Parameters<NonNullable<Plugin['postBuild']>>[0];
    const results = await Promise.allSettled(plugins.map((p) => p.postBuild!(props)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(ran).toEqual([]);
  });
});
