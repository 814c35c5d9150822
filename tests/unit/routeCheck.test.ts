import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MDX_COMPONENT_NAMES, checkDocs, docsDir} from '@site/plugins/route-table/check';
import {SITE_DIR} from '../helpers/site';
import remarkDocCheck, {docOfPath} from '@site/plugins/route-table/remark';

/** A copy of the real docs trees in a temp dir, to break on purpose. */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-check-'));
  fs.cpSync(path.join(SITE_DIR, 'docs'), path.join(dir, 'docs'), {recursive: true});
  fs.cpSync(path.join(SITE_DIR, 'i18n'), path.join(dir, 'i18n'), {recursive: true});
  return dir;
}

describe('route-table build check', () => {
  it('passes on the real site', () => {
    expect(checkDocs(SITE_DIR)).toEqual([]);
  });

  it('names the file whose slug disagrees with the route table', () => {
    const dir = copySite();
    const file = path.join(docsDir(dir, 'en'), 'hip.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('slug: /hip-replacement', 'slug: /hip'));
    const errors = checkDocs(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('i18n/en/docusaurus-plugin-content-docs/current/hip.mdx');
    expect(errors[0]).toContain('/hip-replacement');
  });

  it('reports a locale that lacks a page', () => {
    const dir = copySite();
    fs.rmSync(path.join(docsDir(dir, 'ar'), 'knee.mdx'));
    expect(checkDocs(dir)).toEqual([expect.stringMatching(/i18n\/ar\/.*knee\.mdx: missing/)]);
  });

  it('reports missing front matter and pages outside the route table', () => {
    const dir = copySite();
    fs.writeFileSync(path.join(docsDir(dir, 'nl'), 'revision.mdx'), '---\nslug: /revisieoperaties\n---\n\nTekst.\n');
    fs.writeFileSync(path.join(docsDir(dir, 'nl'), 'extra.mdx'), '---\nslug: /extra\n---\n');
    const errors = checkDocs(dir).join('\n');
    expect(errors).toMatch(/docs\/revision\.mdx:1: front matter "title"/);
    expect(errors).toMatch(/docs\/revision\.mdx:1: front matter "keywords"/);
    expect(errors).toMatch(/docs\/revision\.mdx:4: a treatment page needs its section on when to get help at once/);
    expect(errors).toMatch(/docs\/extra\.mdx: page "extra" is not in the route table/);
  });

  it('names file and line of markup the site does not load (admonitions, details, Mermaid)', () => {
    const dir = copySite();
    const file = path.join(docsDir(dir, 'de'), 'knee.mdx');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const at = lines.length;
    fs.writeFileSync(file, [...lines, ':::note', 'Hinweis', ':::', '<details>x</details>'].join('\n'));
    expect(checkDocs(dir)).toEqual([
      `i18n/de/docusaurus-plugin-content-docs/current/knee.mdx:${at + 1}: admonitions (":::note") are not available; use <InfoCard>`,
      `i18n/de/docusaurus-plugin-content-docs/current/knee.mdx:${at + 4}: <details> is not available; write the text out or use <InfoCard>`,
    ]);
  });

  it('names file and line of a heading without id and of an unknown component', () => {
    const dir = copySite();
    const file = path.join(docsDir(dir, 'es'), 'hip.mdx');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const at = lines.length;
    fs.writeFileSync(
      file,
      [...lines, '## Sin id', '', '<PriceTable kind="hip" />', '```', '## in code', '```'].join('\n'),
    );
    const rel = 'i18n/es/docusaurus-plugin-content-docs/current/hip.mdx';
    expect(checkDocs(dir)).toEqual([
      `${rel}:${at + 1}: heading "Sin id" has no id: write it as "## Sin id {#some-id}" (guides/WRITERS.md)`,
      expect.stringMatching(
        new RegExp(`^${rel}:${at + 3}: unknown component <PriceTable>; pages can use ApproachComparison, `),
      ),
    ]);
  });

  it('knows exactly the components src/theme/MDXComponents.tsx registers', () => {
    // MDXComponents registers Head and every export of the Medical barrel.
    const mdx = fs.readFileSync(path.join(SITE_DIR, 'src/theme/MDXComponents.tsx'), 'utf8');
    expect(mdx).toMatch(/^\s+Head,$/m);
    expect(mdx).toMatch(/^import \* as MedicalComponents from '@site\/src\/components\/Medical';$/m);
    expect(mdx).toMatch(/^\s+\.\.\.MedicalComponents,$/m);
    const barrel = fs.readFileSync(path.join(SITE_DIR, 'src/components/Medical/index.ts'), 'utf8');
    const exported = [...barrel.matchAll(/^export \{default as (\w+)\} from '\.\/\w+';$/gm)].map((m) => m[1]);
    // Nothing else is exported from the barrel (it would be registered unseen).
    expect(barrel.split('\n').filter((l) => l.startsWith('export')).length).toBe(exported.length);
    expect(['Head', ...exported].sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
  });
});

describe('the same checks while `npm start` runs (plugins/route-table/remark.ts)', () => {
  /** Runs the MDX loader's remark step on a file the way the loader does, returning its failure. */
  function compileError(file: string): string | undefined {
    const fail = (reason: string, place?: {line: number}) => {
      throw Object.assign(new Error(reason), {place});
    };
    try {
      remarkDocCheck()({}, {path: file, fail});
      return undefined;
    } catch (e) {
      return (e as Error).message;
    }
  }

  it('is registered with the docs plugin, so a page that fails it fails its compilation (terminal and overlay)', () => {
    const config = fs.readFileSync(path.join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/^import remarkDocCheck from '\.\/plugins\/route-table\/remark';$/m);
    expect(config).toMatch(/beforeDefaultRemarkPlugins: \[remarkDocCheck\]/);
  });

  it('passes every real page', () => {
    for (const locale of ['nl', 'de'] as const) {
      const dir = docsDir(SITE_DIR, locale);
      for (const name of fs.readdirSync(dir))
        expect([name, compileError(path.join(dir, name))]).toEqual([name, undefined]);
    }
  });

  it('names file and line of an unknown component, a missing front-matter field and a heading without id', () => {
    const dir = copySite();
    const file = path.join(docsDir(dir, 'nl'), 'knee.mdx');
    const lines = fs
      .readFileSync(file, 'utf8')
      .replace(/^description:.*\n/m, '')
      .split('\n');
    const at = lines.length;
    fs.writeFileSync(file, [...lines, '<Figg id="operation.duration" />', '## Zonder id'].join('\n'));
    const rel = path.relative(process.cwd(), file);
    const message = compileError(file)!.split('\n');
    expect(message).toEqual([
      `${rel}:1: front matter "description" is missing or empty`,
      expect.stringMatching(new RegExp(`^${rel.replace(/[.]/g, '\\.')}:${at + 1}: unknown component <Figg>`)),
      `${rel}:${at + 2}: heading "Zonder id" has no id: write it as "## Zonder id {#some-id}" (guides/WRITERS.md)`,
    ]);
  });

  it('knows the locale and page of a file from its path, and leaves other files alone', () => {
    expect(docOfPath('/site/docs/hip.mdx')).toEqual({locale: 'nl', page: 'hip'});
    expect(docOfPath('/site/i18n/ar/docusaurus-plugin-content-docs/current/knee.mdx')).toEqual({
      locale: 'ar',
      page: 'knee',
    });
    expect(docOfPath('/site/src/pages/index.mdx')).toBeUndefined();
  });
});
