import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext} from '@docusaurus/types';
import {checkOrder, runPipeline, STEP_ORDER, type PostBuildStep, type StepName} from '..';
import {applyEdits, Page, parsePage, type Edit} from '../page';
import {inlineHashes, integrityEdits, policyMetaAt} from '../../security-headers/headers';

const step = (name: StepName, run: PostBuildStep['run'] = () => undefined): PostBuildStep => ({name, run});

describe('the declared order of the post-build steps', () => {
  it('takes the steps in the declared order, or some of them', () => {
    expect(() => checkOrder(STEP_ORDER.map((name) => step(name)))).not.toThrow();
    expect(() => checkOrder([step('structured-data'), step('precompression')])).not.toThrow();
  });

  it('refuses a step listed before one it must follow', () => {
    expect(() => checkOrder([step('critical-css'), step('structured-data')])).toThrow(
      '"structured-data" is listed after "critical-css" but must run before it',
    );
    expect(() => checkOrder([step('precompression'), step('security-headers')])).toThrow('"security-headers"');
  });

  it('refuses a step registered twice, and a step it does not know', () => {
    expect(() => checkOrder([step('critical-css'), step('critical-css')])).toThrow(
      'the step "critical-css" is registered twice',
    );
    expect(() => checkOrder([{name: 'minify' as StepName, run: () => undefined}])).toThrow('unknown step "minify"');
  });
});

describe('runPipeline', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    fs.mkdirSync(path.join(dir, 'about'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><p>home</body></html>');
    fs.writeFileSync(
      path.join(dir, 'about', 'index.html'),
      '<!doctype html><html><head></head><body><p>about</body></html>',
    );
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  const context = {i18n: {currentLocale: 'en'}} as LoadContext;
  const run = (steps: PostBuildStep[], parse = jest.fn(parsePage)) =>
    runPipeline(steps, {context, outDir: dir, allContent: {} as AllContent}, parse).then(() => parse);

  it('runs the steps one after another in the order given', async () => {
    const log: string[] = [];
    const slow = (name: StepName, ms: number): PostBuildStep => ({
      name,
      run: async () => {
        log.push(`${name} runs`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} done`);
      },
    });
    await run([
      slow('structured-data', 30),
      step('critical-css', () => void log.push('critical-css runs')),
      slow('sitemap', 1),
    ]);
    expect(log).toEqual([
      'structured-data runs',
      'structured-data done',
      'critical-css runs',
      'sitemap runs',
      'sitemap done',
    ]);
  });

  it('parses each page again only after a change, and writes each changed or added page once, before the file steps', async () => {
    const writes = jest.spyOn(fs, 'writeFileSync');
    const seen: string[] = [];
    const parse = await run([
      step(
        'redirect-pages',
        ({pages}) =>
          void pages.add(
            path.join(dir, 'old', 'index.html'),
            '<!doctype html><html><head><title>moved</title></head></html>',
          ),
      ),
      step('critical-css', ({pages}) => {
        for (const page of pages.list()) {
          const p = page.doc.childNodes.length; // reads the tree
          const at = page.html.indexOf('</body>');
          if (page.file.endsWith(path.join('about', 'index.html')))
            page.edit([{start: at, end: at, text: `<i>${p}</i>`}]);
        }
      }),
      step('security-headers', ({pages}) => {
        for (const page of pages.list()) {
          const at = policyMetaAt(page.doc);
          page.edit([{start: at, end: at, text: '<meta name=x>'}]);
        }
      }),
      step('precompression', ({pages}) => {
        seen.push(...fs.readdirSync(dir).sort());
        expect(() => pages.list()[0]!.edit([{start: 0, end: 0, text: 'x'}])).toThrow(
          'changed after the pages were written',
        );
      }),
    ]);
    // Three pages, and the about page again after the critical-css step changed it.
    expect(parse).toHaveBeenCalledTimes(4);
    const written = writes.mock.calls.map(([file]) => path.relative(dir, String(file))).sort();
    writes.mockRestore();
    expect(written).toEqual([path.join('about', 'index.html'), 'index.html', path.join('old', 'index.html')]);
    expect(seen).toEqual(['about', 'index.html', 'old']);
    expect(fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')).toBe(
      '<!doctype html><html><head><meta name=x></head><body><p>about<i>2</i></body></html>',
    );
  });

  it('stops at the first step that fails, writing nothing', async () => {
    const later = jest.fn();
    await expect(
      run([
        step('structured-data', ({pages}) => {
          pages.list()[0]!.edit([{start: 0, end: 0, text: 'x'}]);
          throw new Error('boom');
        }),
        step('sitemap', later),
      ]),
    ).rejects.toThrow('boom');
    expect(later).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toMatch(/^<!doctype/);
  });

  it('refuses a redirect page where the build has a page', async () => {
    await expect(
      run([step('redirect-pages', ({pages}) => void pages.add(path.join(dir, 'index.html'), 'x'))]),
    ).rejects.toThrow('exists already');
  });
});

describe('Page', () => {
  // As the build writes a page (minified: unquoted attributes), with the JSON-LD already in.
  const built =
    '<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8><title>t</title>' +
    '<link rel=preload href=/assets/js/main.js as=script><link rel=stylesheet href=/assets/css/styles.old.css>' +
    '<script src=/assets/js/runtime.js defer></script><script src=/assets/js/main.js defer></script>' +
    '<script type=application/ld+json>{}</script></head><body>' +
    '<svg style="display: none;"><defs><symbol id=theme-svg-external-link></symbol></defs></svg>' +
    '<script>document.documentElement.setAttribute("data-theme","light");' +
    'document.documentElement.setAttribute("data-theme-choice","light")</script>' +
    '<link rel=preload as=image href=/img/logo.svg>text <b>bold</b><main id=m><p style=color:red>x</p>' +
    '</main><footer id=f>f</footer></body></html>';
  const read = (url: string) => Buffer.from(url);
  /** Edits of the kinds the steps make: a node replaced, nodes removed, HTML inserted between nodes. */
  const rewriteEdits = (html: string): Edit[] => {
    const node = (text: string) => ({start: html.indexOf(text), end: html.indexOf(text) + text.length});
    const footer = html.indexOf('<footer');
    return [
      {...node('<link rel=stylesheet href=/assets/css/styles.old.css>'), text: '<style>p{x:1}</style>'},
      {...node('<link rel=preload as=image href=/img/logo.svg>'), text: ''},
      {start: footer, end: footer, text: '<script defer src=/assets/js/late.js></script>'},
    ];
  };

  it('gives the page the two steps gave it when each parsed it anew', () => {
    const page = new Page('/x/index.html', built);
    page.edit(rewriteEdits(page.html));
    const hashes = inlineHashes(page.doc);
    const at = policyMetaAt(page.doc);
    page.edit([...integrityEdits(page.html, read, page.doc), {start: at, end: at, text: '<meta name=csp>'}]);

    const rewritten = applyEdits(built, rewriteEdits(built));
    const withIntegrity = applyEdits(rewritten, integrityEdits(rewritten, read, parsePage(rewritten)));
    const at2 = policyMetaAt(parsePage(rewritten));
    expect(page.html).toBe(withIntegrity.slice(0, at2) + '<meta name=csp>' + withIntegrity.slice(at2));
    expect(hashes).toEqual(inlineHashes(rewritten));
    expect(page.html).toContain('<script defer src=/assets/js/late.js integrity="sha384-');
  });

  it('refuses overlapping edits', () => {
    const page = new Page('/x', '<!doctype html><html><head></head><body>a</body></html>');
    expect(() =>
      page.edit([
        {start: 0, end: 2, text: ''},
        {start: 1, end: 1, text: ''},
      ]),
    ).toThrow('overlap');
  });
});
