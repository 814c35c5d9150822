/**
 * `npm run i18n:mark -- <locale>/<page> …`: records in a translated page which
 * version of its Dutch source it now translates (`translated_from` in the
 * front matter), so `i18n:status` can tell when the Dutch page changes later.
 * Run it after you finish (or update) a translation, never before.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {
  DOC_EXTENSIONS,
  isDocFile,
  listFiles,
  readTranslatedFrom,
  setTranslatedFrom,
  sourceHash,
  translatedDocPath,
  translatedDocsDir,
} from './translationFiles';

export interface MarkTarget {
  locale: string;
  /** Path of the Dutch page relative to docs/, with extension (e.g. `hip.mdx`). */
  rel: string;
}

export interface MarkResult extends MarkTarget {
  file: string;
  hash: string;
  previous?: string;
}

function findSource(siteDir: string, page: string, docsDir: string): string | undefined {
  if (isDocFile(page) && fs.existsSync(path.join(siteDir, docsDir, page))) return page;
  for (const ext of DOC_EXTENSIONS) {
    if (fs.existsSync(path.join(siteDir, docsDir, `${page}${ext}`))) return `${page}${ext}`;
  }
  return undefined;
}

/**
 * Turns command-line words into pages to mark. Accepts `de/hip`, `de` (every
 * translated page of that locale), or a path such as
 * `i18n/de/docusaurus-plugin-content-docs/current/hip.mdx`.
 */
export function resolveTargets(
  siteDir: string,
  args: readonly string[],
  locales: readonly string[],
  docsDir = 'docs',
): MarkTarget[] {
  const targets: MarkTarget[] = [];
  const allDocs = listFiles(path.join(siteDir, docsDir), isDocFile);
  for (const raw of args) {
    const arg = raw.split(path.sep).join('/').replace(/^\.\//, '');
    const fileMatch = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/current\/(.+)$/.exec(arg);
    const [locale, page] = fileMatch ? [fileMatch[1]!, fileMatch[2]!] : (arg.split(/\/(.*)/s) as [string, string?]);
    if (!locales.includes(locale)) {
      throw new Error(`"${raw}": unknown locale "${locale}" (translated locales: ${locales.join(', ')})`);
    }
    if (!page) {
      for (const rel of allDocs) {
        if (fs.existsSync(path.join(siteDir, translatedDocPath(locale, rel)))) targets.push({locale, rel});
      }
      continue;
    }
    const rel = findSource(siteDir, page, docsDir);
    if (!rel) throw new Error(`"${raw}": there is no Dutch page ${docsDir}/${page}(.mdx)`);
    targets.push({locale, rel});
  }
  return targets;
}

/** Writes the current hash of the Dutch page into its translation. */
export function markTranslation(siteDir: string, target: MarkTarget, docsDir = 'docs'): MarkResult {
  const file = translatedDocPath(target.locale, target.rel);
  const abs = path.join(siteDir, file);
  if (!fs.existsSync(abs)) {
    throw new Error(`${file} does not exist: translate ${docsDir}/${target.rel} first`);
  }
  const hash = sourceHash(fs.readFileSync(path.join(siteDir, docsDir, target.rel), 'utf8'));
  const text = fs.readFileSync(abs, 'utf8');
  const previous = readTranslatedFrom(text);
  if (previous !== hash) fs.writeFileSync(abs, setTranslatedFrom(text, hash));
  return {...target, file, hash, ...(previous !== undefined ? {previous} : {})};
}

const USAGE = `Usage: npm run i18n:mark -- <locale>/<page> [more…]
  de/hip        the German translation of docs/hip.mdx
  de            every German page that exists
  i18n/de/docusaurus-plugin-content-docs/current/hip.mdx
  --all         every translated page of every locale (only after checking them all!)
Records in each translated page the version of the Dutch page it translates.`;

export function main(argv: string[], siteDir: string = process.cwd()): number {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {all: {type: 'boolean'}, help: {type: 'boolean', short: 'h'}},
  });
  const locales = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as string[];
  if (values.help || (positionals.length === 0 && !values.all)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  let targets: MarkTarget[];
  try {
    targets = resolveTargets(siteDir, values.all ? locales : positionals, locales);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    return 2;
  }
  let failed = 0;
  for (const target of targets) {
    try {
      const r = markTranslation(siteDir, target);
      const what = r.previous === r.hash ? 'already up to date' : r.previous ? `was ${r.previous}` : 'first mark';
      console.log(`✔ ${r.file}: translated_from ${r.hash} (${what})`);
    } catch (e) {
      failed++;
      console.error(`✖ ${(e as Error).message}`);
    }
  }
  if (targets.length === 0)
    console.log(`Nothing to mark: no translated pages found in ${translatedDocsDir('<locale>')}.`);
  return failed > 0 ? 1 : 0;
}
