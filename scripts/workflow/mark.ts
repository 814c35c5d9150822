/**
 * `npm run i18n:mark -- <locale>/<page> | <locale>#<id>`: records which version of the Dutch source
 * a page (`translated_from`) or message (translated-from.json) translates, for `i18n:status` to see
 * later changes. It refuses a placeholder, a broken front matter, or a page that still reads as Dutch.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {generateReference, loadAllowList, messageFiles, notTranslated} from './status';
import {isUntranslated, untranslatedLine} from '../../plugins/route-table/untranslated';
import {stillDutch} from './language';
import {
  DOCS_DIR as docsDir,
  DOC_EXTENSIONS,
  frontMatterError,
  readMessageRecord,
  writeMessageRecord,
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

function findSource(siteDir: string, page: string): string | undefined {
  const candidates = [page, ...DOC_EXTENSIONS.map((ext) => `${page}${ext}`)];
  return candidates.find((rel) => isDocFile(rel) && fs.existsSync(path.join(siteDir, docsDir, rel)));
}

/** The pages to mark: `de/hip`, `de` (each translated page) or `i18n/de/docusaurus-plugin-content-docs/current/hip.mdx`. */
export function resolveTargets(siteDir: string, args: readonly string[], locales: readonly string[]): MarkTarget[] {
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
      const translated = allDocs.filter((rel) => fs.existsSync(path.join(siteDir, translatedDocPath(locale, rel))));
      targets.push(...translated.map((rel) => ({locale, rel})));
      continue;
    }
    const rel = findSource(siteDir, page);
    if (!rel) throw new Error(`"${raw}": there is no Dutch page ${docsDir}/${page}(.mdx)`);
    targets.push({locale, rel});
  }
  return targets;
}

export function markTranslation(siteDir: string, target: MarkTarget) {
  const file = translatedDocPath(target.locale, target.rel);
  const abs = path.join(siteDir, file);
  if (!fs.existsSync(abs)) throw new Error(`${file} does not exist: translate ${docsDir}/${target.rel} first`);
  const text = fs.readFileSync(abs, 'utf8');
  // A placeholder nobody has translated must never be recorded as a translation.
  if (isUntranslated(text)) {
    throw new Error(
      `${file}:${untranslatedLine(text) ?? 1}: still the placeholder ("untranslated: true"), not marked: ` +
        `translate ${docsDir}/${target.rel} into it, delete that line, then mark it`,
    );
  }
  const broken = frontMatterError(text);
  if (broken) throw new Error(`${file}:${broken.line}: the front matter cannot be read (${broken.reason}), not marked`);
  const dutch = fs.readFileSync(path.join(siteDir, docsDir, target.rel), 'utf8');
  // Marked means translated: not the Dutch text or the Dutch front matter under another name.
  const untranslated = stillDutch(text, dutch, target.locale);
  if (untranslated.length > 0) {
    throw new Error(
      untranslated.map((u) => `${file}:${u.line}: ${u.problem}`).join('\n  ') +
        `\n  not marked: translate ${docsDir}/${target.rel} into it, then mark it`,
    );
  }
  const hash = sourceHash(dutch);
  const previous = readTranslatedFrom(text);
  if (previous !== hash) fs.writeFileSync(abs, setTranslatedFrom(text, hash));
  return {...target, file, hash, ...(previous !== undefined ? {previous} : {})};
}

/**
 * Records the Dutch text the translated messages `selector` names (an id, a prefix ending in `*`, or
 * undefined: each one without a record) translate; an untranslated exact id is an error.
 */
export function markMessages(
  siteDir: string,
  referenceDir: string,
  locale: string,
  selector: string | undefined,
  allowListFile?: string,
): {locale: string; file: string; id: string; dutch: string; previous?: string}[] {
  const allow = loadAllowList(allowListFile);
  const record = readMessageRecord(siteDir, locale);
  const results: ReturnType<typeof markMessages> = [];
  const matches = (id: string) =>
    selector === undefined || (selector.endsWith('*') ? id.startsWith(selector.slice(0, -1)) : id === selector);
  for (const {key, file, translated, reference, optional} of messageFiles(siteDir, referenceDir, locale, allow)) {
    for (const [id, {message: dutch}] of Object.entries(reference)) {
      if (!matches(id)) continue;
      const previous = record[key]?.[id];
      if (selector === undefined && previous !== undefined) continue;
      if (notTranslated(translated[id]?.message, dutch, id, locale, allow, optional(id))) {
        if (selector === id) throw new Error(`${file}: "${id}" is not translated yet; translate it, then mark it`);
        continue;
      }
      record[key] = {...record[key], [id]: dutch};
      results.push({locale, file, id, dutch, ...(previous !== undefined ? {previous} : {})});
    }
  }
  if (results.length === 0 && selector !== undefined && !selector.endsWith('*')) {
    throw new Error(`"${locale}#${selector}": no message with that id (ids are the keys in i18n/${locale}/*.json)`);
  }
  writeMessageRecord(siteDir, locale, record);
  return results;
}

const USAGE = `Usage: npm run i18n:mark -- <locale>/<page> | <locale>#<id> [more…]
  de/hip             the German translation of docs/hip.mdx
  de                 every German page that exists
  i18n/de/docusaurus-plugin-content-docs/current/hip.mdx
  de#home.hero.title the German message home.hero.title (in whichever file holds it)
  de#home.faq.*      every German message whose id starts with home.faq.
  de#*               every German message (only after checking them all!)
  --all              every translated page of every locale (only after checking them all!)
  --unmarked         every translated message of every locale that has no record yet
Records in each translated page the version of the Dutch page it translates, and for
each message the Dutch text it translates (i18n/<locale>/translated-from.json).`;

export function main(argv: string[], siteDir: string = process.cwd()): number {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {all: {type: 'boolean'}, unmarked: {type: 'boolean'}, help: {type: 'boolean', short: 'h'}},
  });
  const locales = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as string[];
  if (values.help || (positionals.length === 0 && !values.all && !values.unmarked)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const messageArgs = positionals.filter((a) => a.includes('#'));
  const pageArgs = positionals.filter((a) => !a.includes('#'));
  let failed = 0;
  if (messageArgs.length > 0 || values.unmarked) {
    const jobs: {locale: string; selector: string | undefined}[] = values.unmarked
      ? locales.map((locale) => ({locale, selector: undefined}))
      : [];
    for (const arg of messageArgs) {
      const [locale = '', selector = ''] = arg.split(/#(.*)/s);
      if (!locales.includes(locale)) {
        console.error(`✖ "${arg}": unknown locale "${locale}" (translated locales: ${locales.join(', ')})`);
        return 2;
      }
      jobs.push({locale, selector: selector === '' ? '*' : selector});
    }
    console.error(`Extracting the Dutch messages (docusaurus write-translations --locale ${DEFAULT_LOCALE})…`);
    const reference = generateReference(siteDir, DEFAULT_LOCALE);
    try {
      for (const job of jobs) {
        try {
          const marked = markMessages(siteDir, reference.dir, job.locale, job.selector);
          const changed = marked.filter((m) => m.previous !== m.dutch);
          for (const m of changed) console.log(`✔ ${m.file}  ${m.id}${m.previous !== undefined ? ' (was stale)' : ''}`);
          console.log(`✔ ${job.locale}: ${marked.length} message(s) marked, ${changed.length} changed`);
        } catch (e) {
          failed++;
          console.error(`✖ ${(e as Error).message}`);
        }
      }
    } finally {
      reference.cleanup();
    }
    if (pageArgs.length === 0 && !values.all) return failed > 0 ? 1 : 0;
  }
  let targets: MarkTarget[];
  try {
    targets = resolveTargets(siteDir, values.all ? locales : pageArgs, locales);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    return 2;
  }
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
