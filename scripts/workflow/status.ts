/**
 * Translation status: what a translator still has to do, per locale, against the Dutch messages
 * (extracted by `docusaurus write-translations --locale nl`) and the Dutch pages in docs/.
 * Errors fail `npm run i18n:status` and the content test; stale or unmarked texts are warnings.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {LANGUAGE_OFFER} from '../../src/data/languageOffer';
import {isUntranslated} from '../../plugins/route-table/untranslated';
import {
  frontMatterError,
  headingIds,
  isDocFile,
  listFiles,
  readMessageRecord,
  readTranslatedFrom,
  readTranslationFile,
  sourceHash,
  toPosix,
  DOCS_DIR,
  translatedDocPath,
  type TranslationFile,
} from './translationFiles';
import {collectTermStatus, countTermProblems, escapeRegExp, formatTermReport, termbaseLocales} from './terms';

export interface AllowList {
  /** Names, brands and terms that read the same in every language. */
  terms: string[];
  /** Ids that may equal the Dutch message, per locale, or for every locale under "*". */
  ids: Record<string, string[]>;
  /** Ids Docusaurus itself translates (its theme ships them per language): optional, not compared with Dutch. */
  docusaurusIdPrefixes: string[];
}

export function loadAllowList(file = path.join(__dirname, 'allowlist.json')): AllowList {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AllowList>;
  return {terms: raw.terms ?? [], ids: raw.ids ?? {}, docusaurusIdPrefixes: raw.docusaurusIdPrefixes ?? []};
}

export interface MessageIssue {
  kind: 'message';
  problem: 'missing' | 'empty' | 'untranslated' | 'placeholders' | 'pluralForms' | 'stale' | 'unmarked';
  locale: string;
  /** Site-relative path of the translation file, e.g. `i18n/de/code.json`. */
  file: string;
  id: string;
  dutch: string;
  /** For stale messages: the Dutch text the translation was made from. */
  recorded?: string;
  /** For placeholders: those of the Dutch message the translation lacks, and unknown ones it has. */
  missingPlaceholders?: string[];
  extraPlaceholders?: string[];
  /** For plural forms: how many the translation has and how many the language has at most. */
  forms?: number;
  maxForms?: number;
}

export interface PageIssue {
  kind: 'page';
  problem: 'missing' | 'frontMatter' | 'untranslated' | 'stale' | 'unmarked' | 'headingIds';
  locale: string;
  /** Site-relative path of the translated page. */
  file: string;
  /** Site-relative path of the Dutch page. */
  source: string;
  /** Page path without extension, relative to docs/ (what `i18n:mark` takes after the locale). */
  page: string;
  /** For stale pages: the hash the translation recorded and the Dutch file's hash now. */
  recorded?: string;
  current?: string;
  /** For heading ids: the Dutch ids the translation lacks and the ones it has extra. */
  missingIds?: string[];
  extraIds?: string[];
  /** For a front matter that cannot be read: its line in the file (from 1) and why. */
  line?: number;
  reason?: string;
}

export type Issue = MessageIssue | PageIssue;

export interface LocaleReport {
  locale: string;
  issues: Issue[];
  /** Ids present in the locale but no longer in the source (safe to delete). */
  obsolete: {file: string; id: string}[];
}

export interface StatusInput {
  siteDir: string;
  /** Folder with the Dutch reference JSON files (code.json, docusaurus-plugin-content-docs/current.json, …). */
  referenceDir: string;
  /** Locales to check (not the default one). */
  locales: readonly string[];
  allowList: AllowList;
  /** The language-offer toast's texts (src/data/languageOffer.ts), shown on every page: checked as messages. */
  languageOffer?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

function checkLanguageOffer(input: StatusInput, locale: string, report: LocaleReport): void {
  const table = input.languageOffer;
  for (const [field, dutch] of Object.entries(table?.[DEFAULT_LOCALE] ?? {})) {
    const id = `${locale}.${field}`;
    const problem = notTranslated(table?.[locale]?.[field], dutch, id, locale, input.allowList);
    if (problem) report.issues.push({kind: 'message', problem, locale, file: 'src/data/languageOffer.ts', id, dutch});
  }
}

const ERRORS: Record<Issue['kind'], readonly string[]> = {
  message: ['missing', 'empty', 'untranslated', 'placeholders', 'pluralForms'],
  page: ['missing', 'frontMatter'],
};

export function isError(issue: Issue): boolean {
  return ERRORS[issue.kind].includes(issue.problem);
}

/** A page not translated yet is listed, neither error nor warning: the site serves a notice in its place. */
export function isPending(issue: Issue): boolean {
  return issue.kind === 'page' && issue.problem === 'untranslated';
}

const PLACEHOLDER = /\{[^{}]*\}/g;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const NUMBER = /[+]?\d[\d\s().,:/-]*/g;

/** A message may read as the Dutch one: its id is allow-listed, or only names and figures remain in it. */
export function mayStayDutch(message: string, id: string, locale: string, allow: AllowList): boolean {
  if ((allow.ids['*'] ?? []).includes(id) || (allow.ids[locale] ?? []).includes(id)) return true;
  let rest = message;
  for (const term of [...allow.terms].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  rest = rest.replace(PLACEHOLDER, ' ').replace(URL, ' ').replace(EMAIL, ' ').replace(NUMBER, ' ');
  return !/\p{L}/u.test(rest);
}

/** Why a message is not translated yet, if it is not; `optional`: Docusaurus translates it, it may stay Dutch. */
export function notTranslated(
  text: string | undefined,
  dutch: string,
  id: string,
  locale: string,
  allow: AllowList,
  optional = false,
): 'missing' | 'empty' | 'untranslated' | undefined {
  if (text === undefined) return 'missing';
  if (text.trim() === '') return 'empty';
  if (!optional && text.trim() === dutch.trim() && !mayStayDutch(text, id, locale, allow)) return 'untranslated';
  return undefined;
}

export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** How many plural forms (`one|other`…) a language has (Docusaurus's usePluralForm uses Intl.PluralRules). */
export function pluralFormCount(locale: string): number {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
}

/** What `have` lacks of `want`, and what it has beyond it. */
function difference(want: string[], have: string[]): [string[], string[]] {
  return [want.filter((x) => !have.includes(x)), have.filter((x) => !want.includes(x))];
}

/** The theme texts the site shows, in its own Dutch words (`i18n/nl/code.json`): required in every locale. */
export function siteThemeTexts(siteDir: string): TranslationFile {
  const file = path.join(siteDir, 'i18n', DEFAULT_LOCALE, 'code.json');
  return fs.existsSync(file) ? readTranslationFile(file) : {};
}

/**
 * Each translation file of `locale` beside its Dutch reference (with the site's theme texts); `key`: its
 * path under `i18n/<locale>/`; `optional`: the ids Docusaurus translates, which may be left out or Dutch.
 */
export function messageFiles(siteDir: string, referenceDir: string, locale: string, allow: AllowList) {
  return listFiles(referenceDir, (name) => name.endsWith('.json')).map((rel) => {
    const key = toPosix(rel);
    const file = path.posix.join('i18n', locale, key);
    const abs = path.join(siteDir, file);
    const theme = key === 'code.json' ? siteThemeTexts(siteDir) : {};
    return {
      key,
      file,
      translated: fs.existsSync(abs) ? readTranslationFile(abs) : {},
      reference: {...readTranslationFile(path.join(referenceDir, rel)), ...theme},
      optional: (id: string) => allow.docusaurusIdPrefixes.some((prefix) => id.startsWith(prefix)) && !(id in theme),
    };
  });
}

function checkMessages(input: StatusInput, locale: string, report: LocaleReport): void {
  const {siteDir, referenceDir, allowList} = input;
  const record = readMessageRecord(siteDir, locale);
  for (const {key, file, translated, reference, optional} of messageFiles(siteDir, referenceDir, locale, allowList)) {
    const recorded = record[key] ?? {};
    for (const [id, {message: dutch}] of Object.entries(reference)) {
      const entry = translated[id];
      const base = {kind: 'message' as const, locale, file, id, dutch};
      const problem = notTranslated(entry?.message, dutch, id, locale, allowList, optional(id));
      if (problem) {
        if (problem !== 'missing' || !optional(id)) report.issues.push({...base, problem});
      } else if (entry) {
        const [missingPlaceholders, extraPlaceholders] = difference(placeholders(dutch), placeholders(entry.message));
        if (missingPlaceholders.length > 0 || extraPlaceholders.length > 0) {
          report.issues.push({...base, problem: 'placeholders', missingPlaceholders, extraPlaceholders});
        }
        const forms = entry.message.split('|').length;
        const maxForms = pluralFormCount(locale);
        if (dutch.includes('|') && forms > maxForms) {
          report.issues.push({...base, problem: 'pluralForms', forms, maxForms});
        }
        // Which Dutch text was this translated from? (written by i18n:mark)
        const from = recorded[id];
        if (from === undefined) report.issues.push({...base, problem: 'unmarked'});
        else if (from !== dutch) report.issues.push({...base, problem: 'stale', recorded: from});
      }
    }
    for (const id of Object.keys(translated)) {
      if (!(id in reference)) report.obsolete.push({file, id});
    }
  }
}

function checkPages(input: StatusInput, locale: string, report: LocaleReport): void {
  const {siteDir} = input;
  for (const rel of listFiles(path.join(siteDir, DOCS_DIR), isDocFile)) {
    const source = toPosix(path.join(DOCS_DIR, rel));
    const file = toPosix(translatedDocPath(locale, rel));
    const page = toPosix(rel).replace(/\.mdx?$/, '');
    const base = {kind: 'page' as const, locale, file, source, page};
    const abs = path.join(siteDir, file);
    if (!fs.existsSync(abs)) {
      report.issues.push({...base, problem: 'missing'});
      continue;
    }
    const dutchText = fs.readFileSync(path.join(siteDir, source), 'utf8');
    const text = fs.readFileSync(abs, 'utf8');
    // A front matter a translator broke (an unquoted colon…) is named with its line, and nothing else is read.
    const broken = frontMatterError(text);
    if (broken) {
      report.issues.push({...base, problem: 'frontMatter', line: broken.line, reason: broken.reason});
      continue;
    }
    // Still the placeholder of `npm run new-page`: the locale serves a notice until it is translated.
    if (isUntranslated(text)) {
      report.issues.push({...base, problem: 'untranslated'});
      continue;
    }
    const current = sourceHash(dutchText);
    const recorded = readTranslatedFrom(text);
    if (recorded === undefined) {
      report.issues.push({...base, problem: 'unmarked', current});
    } else if (recorded !== current) {
      report.issues.push({...base, problem: 'stale', recorded, current});
    }
    const [missingIds, extraIds] = difference(headingIds(dutchText), headingIds(text));
    if (missingIds.length > 0 || extraIds.length > 0) {
      report.issues.push({...base, problem: 'headingIds', missingIds, extraIds});
    }
  }
}

export function collectStatus(input: StatusInput): LocaleReport[] {
  return input.locales.map((locale) => {
    const report: LocaleReport = {locale, issues: [], obsolete: []};
    checkMessages(input, locale, report);
    checkLanguageOffer(input, locale, report);
    checkPages(input, locale, report);
    return report;
  });
}

const countOf = (test: (issue: Issue) => boolean) => (reports: readonly LocaleReport[]) =>
  reports.reduce((n, r) => n + r.issues.filter(test).length, 0);

export const countErrors = countOf(isError);
export const countWarnings = countOf((i) => !isError(i) && !isPending(i));
/** Pages not translated yet (their locale serves a notice). */
export const countPending = countOf(isPending);

/** The `docusaurus` command of the site's installed @docusaurus/core. */
export function docusaurusBin(siteDir: string): string {
  const core = require.resolve('@docusaurus/core/package.json', {paths: [siteDir]});
  return path.join(path.dirname(core), 'bin/docusaurus.mjs');
}

/** `docusaurus write-translations` of the default locale into temporary folders: the repository stays as it is. */
// The config wrapper lives under node_modules/.cache, for plugins to resolve.
export function generateReference(siteDir: string, defaultLocale: string) {
  const siteConfig = path.join(siteDir, 'docusaurus.config.ts');
  if (!fs.existsSync(siteConfig)) throw new Error(`No docusaurus.config.ts in ${siteDir}`);
  const i18nDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-reference-'));
  const cacheDir = path.join(siteDir, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, {recursive: true});
  const configDir = fs.mkdtempSync(path.join(cacheDir, 'i18n-reference-'));
  const cleanup = () => {
    fs.rmSync(i18nDir, {recursive: true, force: true});
    fs.rmSync(configDir, {recursive: true, force: true});
  };
  const configFile = path.join(configDir, 'docusaurus.config.ts');
  fs.writeFileSync(
    configFile,
    `import base from ${JSON.stringify(siteConfig)};\n` +
      `export default async function referenceConfig() {\n` +
      `  const config = typeof base === 'function' ? await base() : base;\n` +
      `  return {...config, i18n: {...config.i18n, path: ${JSON.stringify(i18nDir)}}};\n` +
      `}\n`,
  );
  const args = [docusaurusBin(siteDir), 'write-translations', siteDir, '--locale', defaultLocale];
  // Its cache file away from .docusaurus, not to disturb a running dev server or build.
  const generated = path.join(configDir, 'generated');
  const env = {...process.env, FORCE_COLOR: '0', DOCUSAURUS_GENERATED_FILES_DIR_NAME: generated};
  const result = spawnSync(process.execPath, [...args, '--config', configFile], {cwd: siteDir, encoding: 'utf8', env});
  if (result.status !== 0) {
    cleanup();
    throw new Error(
      `Extracting the Dutch messages failed (docusaurus write-translations --locale ${defaultLocale}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return {dir: path.join(i18nDir, defaultLocale), cleanup};
}

function quote(text: string, max = 70): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

const counter =
  (kind: Issue['kind'], ...problems: string[]) =>
  (r: LocaleReport): number =>
    r.issues.filter((i) => i.kind === kind && problems.includes(i.problem)).length;

const COLUMNS: {title: string; count: (r: LocaleReport) => number}[] = [
  {title: 'locale', count: () => 0},
  {title: 'missing', count: counter('message', 'missing')},
  {title: 'empty', count: counter('message', 'empty')},
  {title: 'untranslated', count: counter('message', 'untranslated')},
  {title: 'placeholders', count: counter('message', 'placeholders', 'pluralForms')},
  {title: 'stale', count: counter('message', 'stale')},
  {title: 'unmarked', count: counter('message', 'unmarked')},
  {title: 'pages missing', count: counter('page', 'missing', 'frontMatter')},
  {title: 'not translated', count: counter('page', 'untranslated')},
  {title: 'pages stale', count: counter('page', 'stale')},
  {title: 'not marked', count: counter('page', 'unmarked')},
  {title: 'heading ids', count: counter('page', 'headingIds')},
];

export interface FormatOptions {
  /** Explains where a stale page's Dutch source changed (e.g. a git command). */
  staleHint?: (issue: PageIssue) => string | undefined;
  summaryOnly?: boolean;
}

/** `lacks {a} {b}, has unknown {c}`: what a translation lacks of the Dutch and has beyond it. */
function lacksAndHas(missing: string[] = [], extra: string[] = [], extraWord: string, show: (name: string) => string) {
  const parts = [
    missing.length ? `lacks ${missing.map(show).join(' ')}` : '',
    extra.length ? `has ${extraWord} ${extra.map(show).join(' ')}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export function formatIssue(issue: Issue, options: FormatOptions = {}): string {
  const mark = `npm run i18n:mark -- ${issue.locale}/${issue.kind === 'page' ? issue.page : ''}`;
  if (issue.kind === 'message') {
    switch (issue.problem) {
      case 'missing':
      case 'empty':
        return `✖ ${issue.problem.padEnd(13)} ${issue.file}  ${issue.id}  (Dutch: ${quote(issue.dutch)})`;
      case 'untranslated':
        return `✖ untranslated  ${issue.file}  ${issue.id}  still the Dutch text ${quote(issue.dutch)}`;
      case 'placeholders': {
        const parts = lacksAndHas(issue.missingPlaceholders, issue.extraPlaceholders, 'unknown', (p) => `{${p}}`);
        return `✖ placeholders  ${issue.file}  ${issue.id}  ${parts} (Dutch: ${quote(issue.dutch)})`;
      }
      case 'pluralForms':
        return `✖ plural forms  ${issue.file}  ${issue.id}  has ${issue.forms} forms separated by |, ${issue.locale} has at most ${issue.maxForms}`;
      case 'stale':
        return (
          `⚠ stale         ${issue.file}  ${issue.id}  the Dutch text changed since this translation:\n` +
          `                    was ${quote(issue.recorded ?? '', 400)}\n` +
          `                    now ${quote(issue.dutch, 400)}\n` +
          `                  when updated: npm run i18n:mark -- ${issue.locale}#${issue.id}`
        );
      case 'unmarked':
        return `⚠ not marked    ${issue.file}  ${issue.id}  no record of the Dutch text it translates; when checked: npm run i18n:mark -- ${issue.locale}#${issue.id}`;
    }
  }
  switch (issue.problem) {
    case 'missing':
      return `✖ page missing  ${issue.file}  translate ${issue.source}, then: ${mark}`;
    case 'frontMatter':
      return `✖ front matter  ${issue.file}:${issue.line}  cannot be read: ${issue.reason} (put a text with a colon in quotes: title: "…")`;
    case 'untranslated':
      return (
        `◌ not translated ${issue.file}  still the placeholder (untranslated: true); the site shows a notice instead. ` +
        `Translate ${issue.source}, delete the line "untranslated: true", then: ${mark}`
      );
    case 'stale': {
      const hint = options.staleHint?.(issue);
      return (
        `⚠ page stale    ${issue.file}  ${issue.source} changed since this translation ` +
        `(recorded ${issue.recorded}, now ${issue.current})${hint ? `; ${hint}` : ''}; when updated: ${mark}`
      );
    }
    case 'unmarked':
      return `⚠ not marked    ${issue.file}  no translated_from yet; check it against ${issue.source}, then: ${mark}`;
    case 'headingIds': {
      const parts = lacksAndHas(issue.missingIds, issue.extraIds, 'extra', (id) => `{#${id}}`);
      return `⚠ heading ids   ${issue.file}  ${parts} (must match ${issue.source})`;
    }
  }
}

export function formatReport(reports: readonly LocaleReport[], options: FormatOptions = {}): string {
  const lines: string[] = [];
  const titles = COLUMNS.map((c) => c.title);
  const widths = titles.map((t) => t.length);
  lines.push(pad(titles, widths));
  for (const r of reports) lines.push(pad([r.locale, ...COLUMNS.slice(1).map((c) => String(c.count(r)))], widths));
  if (!options.summaryOnly) {
    for (const r of reports) {
      if (r.issues.length === 0 && r.obsolete.length === 0) continue;
      lines.push('', `── ${r.locale} ──`);
      const sorted = [...r.issues].sort((a, b) => Number(isError(b)) - Number(isError(a)));
      for (const issue of sorted) lines.push(`  ${formatIssue(issue, options)}`);
      if (r.obsolete.length > 0) {
        lines.push(
          `  · ${r.obsolete.length} id(s) no longer in the source (safe to delete): ` +
            r.obsolete.map((o) => `${o.file} ${o.id}`).join(', '),
        );
      }
    }
  }
  const errors = countErrors(reports);
  const warnings = countWarnings(reports);
  const pending = countPending(reports);
  lines.push(
    '',
    errors === 0 && warnings === 0 && pending === 0
      ? '✔ Every locale is complete and up to date.'
      : `${errors} error(s) (missing, empty, untranslated, placeholders, unreadable front matter), ${warnings} warning(s) (stale or unmarked messages and pages, heading ids)` +
          `${pending > 0 ? `, ${pending} page(s) not translated yet (each shown as a notice in its language)` : ''}.`,
  );
  return lines.join('\n');
}

/** The commit whose version of a stale page's Dutch source has the recorded hash. */
export function findTranslatedCommit(siteDir: string, source: string, hash: string): string | undefined {
  const git = (args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8', maxBuffer: 1 << 24});
  const log = git(['log', '--format=%H', '--', source]);
  if (log.status !== 0) return undefined;
  for (const commit of log.stdout.split('\n').filter(Boolean).slice(0, 200)) {
    const show = git(['show', `${commit}:${source}`]);
    if (show.status === 0 && sourceHash(show.stdout) === hash) return commit.slice(0, 10);
  }
  return undefined;
}

const USAGE = `Usage: npm run i18n:status -- [options]
  --locale <l>       only these locales (repeat or comma-separate)
Also lists every wrong variant of a locale's termbase (i18n/<locale>/terms.json) in its
pages, messages, site texts and structured data (the built JSON-LD when build/ exists).
  --summary          only the table
  --json             machine-readable output
  --strict           warnings (stale or unmarked pages, heading ids) also fail
  --reference <dir>  use an existing Dutch reference folder instead of extracting one
  --allowlist <file> another allow-list than scripts/workflow/allowlist.json
  --no-git           do not look up in git where a stale page's source changed`;

export function main(argv: string[], siteDir: string = process.cwd()): number {
  try {
    return run(argv, siteDir);
  } catch (e) {
    // Whatever it meets, the status names the problem (each message names its file), never a stack trace.
    console.error(`✖ ${(e as Error).message}`);
    return 2;
  }
}

function run(argv: string[], siteDir: string): number {
  const {values} = parseArgs({
    args: argv,
    options: {
      locale: {type: 'string', multiple: true},
      summary: {type: 'boolean'},
      json: {type: 'boolean'},
      strict: {type: 'boolean'},
      reference: {type: 'string'},
      allowlist: {type: 'string'},
      'no-git': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'},
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const all = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as string[];
  const wanted = (values.locale ?? [])
    .flatMap((l) => l.split(','))
    .map((l) => l.trim())
    .filter(Boolean);
  const unknown = wanted.filter((l) => !all.includes(l));
  if (unknown.length > 0) {
    console.error(`Unknown locale(s): ${unknown.join(', ')}. Translated locales: ${all.join(', ')}.`);
    return 2;
  }
  const locales = wanted.length > 0 ? wanted : all;

  const extracting = `docusaurus write-translations --locale ${DEFAULT_LOCALE}, into a temporary folder`;
  if (!values.reference && !values.json) console.error(`Extracting the Dutch messages (${extracting})…`);
  const reference = values.reference
    ? {dir: path.resolve(values.reference), cleanup: () => {}}
    : generateReference(siteDir, DEFAULT_LOCALE);
  try {
    const reports = collectStatus({
      siteDir,
      referenceDir: reference.dir,
      locales,
      allowList: loadAllowList(values.allowlist),
      languageOffer: LANGUAGE_OFFER,
    });
    // Wrong terms in every locale that has a termbase, Dutch included (i18n/<locale>/terms.json).
    const termLocales = termbaseLocales(siteDir).filter((l) => wanted.length === 0 || wanted.includes(l));
    const terms = collectTermStatus(siteDir, termLocales, {referenceDir: reference.dir});
    const errors = countErrors(reports) + countTermProblems(terms);
    const warnings = countWarnings(reports);
    if (values.json) {
      console.log(JSON.stringify({errors, warnings, pending: countPending(reports), reports, terms}, null, 2));
    } else {
      const cache = new Map<string, string | undefined>();
      const staleHint = values['no-git']
        ? undefined
        : (issue: PageIssue) => {
            const key = `${issue.source}@${issue.recorded}`;
            if (!cache.has(key)) cache.set(key, findTranslatedCommit(siteDir, issue.source, issue.recorded ?? ''));
            const commit = cache.get(key);
            return commit ? `see what changed: git diff ${commit} -- ${issue.source}` : undefined;
          };
      console.log(formatReport(reports, {staleHint, summaryOnly: values.summary}));
      console.log(`\n${formatTermReport(terms)}`);
    }
    return errors > 0 || (values.strict && warnings > 0) ? 1 : 0;
  } finally {
    reference.cleanup();
  }
}
