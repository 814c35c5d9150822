/** Checks every locale's doc files against the route table (slug, front matter), naming the file to fix. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {DOC_PAGE_IDS, docSlug, isTreatmentPage, type DocPageId} from '../../src/data/routes';
import {DOC_EXTENSIONS, headingIds, isDocFile, localeDocsDir} from '../../scripts/workflow/translationFiles';

/** The front-matter key of a translation's placeholder marker (see ./untranslated.ts, which re-exports it). */
export const UNTRANSLATED_KEY = 'untranslated';

export function docsDir(siteDir: string, locale: Locale): string {
  return path.join(siteDir, localeDocsDir(locale));
}

/** The file of a page in a locale, or undefined when it is missing. */
export function docFile(siteDir: string, locale: Locale, page: DocPageId): string | undefined {
  for (const ext of DOC_EXTENSIONS) {
    const file = path.join(docsDir(siteDir, locale), `${page}${ext}`);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** A doc page's front-matter title in a locale (undefined when the file or title is missing). */
export function docTitle(siteDir: string, locale: Locale, page: DocPageId): string | undefined {
  const file = docFile(siteDir, locale, page);
  if (!file) return undefined;
  const title = (matter(fs.readFileSync(file, 'utf8')).data as {title?: unknown}).title;
  return typeof title === 'string' ? title : undefined;
}

const REQUIRED_STRINGS = ['title', 'description'] as const;

/** Markdown the site does not load: it would fail deep inside the render, so say where and what to use. */
const UNSUPPORTED: {pattern: RegExp; problem: string}[] = [
  {pattern: /^\s*:::\s*\w/, problem: 'admonitions (":::note") are not available; use <InfoCard>'},
  {pattern: /<details\b/i, problem: '<details> is not available; write the text out or use <InfoCard>'},
  {pattern: /^\s*```mermaid/, problem: 'Mermaid diagrams are not available; use an image'},
];

/** The keys of src/theme/MDXComponents.tsx (routeCheck.test.ts): any other fails far from its line. */
export const MDX_COMPONENT_NAMES = [
  'Head',
  'ApproachComparison',
  'ComplicationsTable',
  'EffectDurations',
  'Fig',
  'HydrogelLink',
  'Illustration',
  'InfoCard',
  'MaterialsTable',
  'OperationFacts',
  'PostOpSchedule',
  'RecoveryTimeline',
  'Requirements',
  'SurgeonStat',
  'ThrombosisProphylaxis',
  'TreatmentLocations',
  'UrgentHelp',
  'WoundDrainageRule',
] as const;

const HEADING = /^(#{2,6})\s+(.*?)\s*$/;
const HEADING_ID = /\{#[A-Za-z0-9_-]+\}$/;
const COMPONENT = /<([A-Z][A-Za-z0-9]*)/g;

/** Markup the site does not support, with its line number in `text` (from 1). */
export function unsupportedMarkup(text: string): {line: number; problem: string}[] {
  const problems: {line: number; problem: string}[] = [];
  const known = new Set<string>(MDX_COMPONENT_NAMES);
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    for (const {pattern, problem} of UNSUPPORTED) {
      if (pattern.test(content)) problems.push({line, problem});
    }
    if (fenced) return;
    const heading = HEADING.exec(content);
    if (heading && !HEADING_ID.test(heading[2]!)) {
      problems.push({
        line,
        problem: `heading "${heading[2]}" has no id: write it as "${heading[1]} ${heading[2]} {#some-id}" (guides/WRITERS.md)`,
      });
    }
    for (const [, name] of content.matchAll(COMPONENT)) {
      if (!known.has(name!)) {
        problems.push({
          line,
          problem: `unknown component <${name}>; pages can use ${MDX_COMPONENT_NAMES.slice(1).join(', ')}`,
        });
      }
    }
  });
  return problems;
}

/** The id of the section every treatment page has: which signs need help at once. */
export const URGENT_HELP_HEADING_ID = 'urgent-help';

/** `line` from 1 in the file. */
export interface DocProblem {
  line: number;
  problem: string;
}

/** One page's front matter, unsupported markup and urgent-help section, for the build and dev server. */
export function docProblems(text: string, locale: Locale, page: string): DocProblem[] {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh parse: gray-matter caches by text, and a cached result would share its data object.
    parsed = matter(text, {});
  } catch (e) {
    // js-yaml counts lines from 0 in the block gray-matter hands it, which starts with the newline after `---`.
    const mark = (e as {mark?: {line?: number}}).mark;
    const line = typeof mark?.line === 'number' ? mark.line + 1 : 1;
    return [{line, problem: `front matter cannot be parsed: ${(e as Error).message}`}];
  }
  const data = parsed.data as Record<string, unknown>;
  const problems: DocProblem[] = [];
  const keyLine = (key: string): number => {
    const index = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index < 0 ? 1 : index + 1;
  };
  for (const key of REQUIRED_STRINGS) {
    if (typeof data[key] !== 'string' || (data[key] as string).trim() === '') {
      problems.push({line: keyLine(key), problem: `front matter "${key}" is missing or empty`});
    }
  }
  const keywords = data.keywords;
  if (
    !Array.isArray(keywords) ||
    keywords.length === 0 ||
    keywords.some((k) => typeof k !== 'string' || k.trim() === '')
  ) {
    problems.push({line: keyLine('keywords'), problem: 'front matter "keywords" must be a non-empty list of words'});
  }
  const placeholder = data[UNTRANSLATED_KEY] === true;
  if (placeholder && locale === DEFAULT_LOCALE) {
    problems.push({
      line: keyLine(UNTRANSLATED_KEY),
      problem: `the Dutch page is the source, never a placeholder: delete "${UNTRANSLATED_KEY}: true"`,
    });
  }
  // A placeholder is never shown (its locale serves a notice): only its front matter counts.
  if (placeholder) return problems;
  // The body's first line is this line of the file.
  const bodyStart = text.split('\n').length - parsed.content.split('\n').length + 1;
  for (const {line, problem} of unsupportedMarkup(parsed.content)) {
    problems.push({line: bodyStart + line - 1, problem});
  }
  if (isTreatmentPage(page) && !hasUrgentHelp(parsed.content)) {
    problems.push({
      line: bodyStart,
      problem:
        `a treatment page needs its section on when to get help at once: a heading "## … {#${URGENT_HELP_HEADING_ID}}" ` +
        `followed by <UrgentHelp kind="${page}" /> (guides/WRITERS.md)`,
    });
  }
  return problems;
}

function hasUrgentHelp(body: string): boolean {
  return new RegExp(`^#{2,6}\\s.*\\{#${URGENT_HELP_HEADING_ID}\\}\\s*$`, 'm').test(body) && /<UrgentHelp\b/.test(body);
}

/** The ids a page's headings get: explicit ones (`## Herstel {#recovery}`); a notice's own sections for a placeholder. */
function anchorIds(text: string): string[] {
  if (/^untranslated:\s*true\b/m.test(text.split(/\n---/)[0] ?? '')) return ['languages', 'urgent-help'];
  return headingIds(text);
}

/** Links to a section (`./knee.mdx#recovery`, `#recovery`) without that heading id, by line (Docusaurus names only the URL). */
export function anchorProblems(file: string, text: string): DocProblem[] {
  const problems: DocProblem[] = [];
  const targets = new Map<string, string[] | undefined>();
  const idsOf = (target: string): string[] | undefined => {
    if (!targets.has(target)) {
      const abs = path.resolve(path.dirname(file), target);
      targets.set(target, fs.existsSync(abs) ? anchorIds(fs.readFileSync(abs, 'utf8')) : undefined);
    }
    return targets.get(target);
  };
  let inCode = false;
  text.split('\n').forEach((content, index) => {
    if (/^\s*(```|~~~)/.test(content)) inCode = !inCode;
    if (inCode) return;
    for (const [, target = '', fragment] of content.matchAll(/\]\(((?:\.{1,2}\/)?[\w./-]*?\.mdx?)?#([^)\s]+)\)/g)) {
      const ids = target === '' ? anchorIds(text) : idsOf(target);
      if (ids === undefined || ids.includes(fragment!)) continue; // a missing file is Docusaurus's broken link
      problems.push({
        line: index + 1,
        problem: `the link ${target}#${fragment} points to no heading of ${target === '' ? 'this page' : target} (its ids: ${ids.map((id) => `#${id}`).join(', ') || 'none'})`,
      });
    }
  });
  return problems;
}

export function checkDocs(siteDir: string, locales: readonly Locale[] = LOCALES): string[] {
  const errors: string[] = [];
  const rel = (file: string) => path.relative(siteDir, file);
  for (const locale of locales) {
    const dir = docsDir(siteDir, locale);
    for (const page of DOC_PAGE_IDS) {
      const file = docFile(siteDir, locale, page);
      if (!file) {
        errors.push(`${rel(path.join(dir, `${page}.mdx`))}: missing (locale "${locale}" lacks page "${page}")`);
        continue;
      }
      const source = fs.readFileSync(file, 'utf8');
      const problems = [...docProblems(source, locale, page), ...anchorProblems(file, source)];
      for (const {line, problem} of problems) errors.push(`${rel(file)}:${line}: ${problem}`);
      let data: Record<string, unknown>;
      try {
        data = matter(source, {}).data as Record<string, unknown>;
      } catch {
        continue; // reported above
      }
      const expected = docSlug(page, locale);
      if (data.slug !== expected) {
        errors.push(
          `${rel(file)}: slug is ${JSON.stringify(data.slug)} but the route table (src/data/routes.ts) says "${expected}"`,
        );
      }
    }
    if (fs.existsSync(dir)) {
      for (const name of fs.readdirSync(dir).filter(isDocFile)) {
        const id = path.basename(name, path.extname(name));
        if (!(DOC_PAGE_IDS as readonly string[]).includes(id)) {
          errors.push(`${rel(path.join(dir, name))}: page "${id}" is not in the route table (src/data/routes.ts)`);
        }
      }
    }
  }
  return errors;
}
