/**
 * Every built HTML file (the 36 pages, the 404 pages, the redirect pages)
 * passes html-validate with no errors.
 *
 * The minifier omits optional end tags (`</li>`, `</p>`, `</tr>`, …), which
 * is valid HTML but which html-validate's parser does not fully implement:
 * it would report hundreds of bogus nesting errors. Each file is therefore
 * re-serialised by parse5 (the HTML standard's parsing algorithm, as the
 * minifier and the browser apply it) before validation; the document tree
 * is the same one a browser builds.
 *
 * Rules turned off in `.htmlvalidate.json`, and why:
 * - output style the minifier decides (quotes, case, boolean and empty
 *   attributes, void and self-closing style, implicit closes, doctype);
 * - `no-inline-style`: React and Docusaurus set style attributes;
 * - `no-redundant-role`, `prefer-native-element`, `long-title`: advice;
 * - `tel-non-breaking`: typography of phone numbers, not validity;
 * - `unique-landmark`: it counts an `<aside>` inside an `<article>` as a
 *   landmark, which HTML-AAM does not (the axe scan checks landmarks).
 * `valid-id` is relaxed to HTML5 ids (Docusaurus uses `__docusaurus`);
 * `aria-label-misuse` accepts any element whose role may be named (lists).
 */
import fs from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {parse, serialize} from 'parse5';
import {ALL_PAGES, BUILD_DIR, SITE_DIR, assertBuildExists, builtFile} from '../helpers/site';

// Every built file in one test, all CPU: some 20 s alone, and 130 s were seen in the guides test,
// which runs this suite beside the browser tests (scripts/test.mjs overlaps the stages).
jest.setTimeout(600_000);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

const validator = new HtmlValidate(new FileSystemConfigLoader());

async function problems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(serialize(parse(html)), name);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${name}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}

describe('html-validate', () => {
  assertBuildExists();
  const files = htmlFiles(BUILD_DIR);

  it('checks every page, every 404 page and the redirect pages', () => {
    for (const {path: sitePath} of ALL_PAGES) expect(files).toContain(builtFile(sitePath));
    expect(files).toContain(path.join(BUILD_DIR, '404.html'));
    expect(files).toContain(path.join(BUILD_DIR, 'ar', '404.html'));
    expect(files).toContain(path.join(BUILD_DIR, 'en-US', 'index.html'));
  });

  it('uses the project configuration', () => {
    expect(fs.existsSync(path.join(SITE_DIR, '.htmlvalidate.json'))).toBe(true);
  });

  it('reports real errors (the check can fail)', async () => {
    const bad = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="a"></div><div id="a"></div><button>b</button><img src="x.png"></body></html>';
    const found = await problems(bad, 'sample.html');
    expect(found.join('\n')).toMatch(/no-dup-id/);
    expect(found.join('\n')).toMatch(/wcag\/h37|alt/);
  });

  it('finds no errors in any built HTML file', async () => {
    const found: string[] = [];
    for (const file of files) found.push(...(await problems(fs.readFileSync(file, 'utf8'), path.relative(BUILD_DIR, file))));
    expect(found).toEqual([]);
  });
});
