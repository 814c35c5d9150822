/** Where translations live (Docusaurus's i18n/ layout) and what each records of its Dutch source. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE} from '../../src/data/locales';

export const DOC_EXTENSIONS = ['.mdx', '.md'] as const;

/** Front-matter key of a translated page: the hash of the Dutch file it translates. */
export const TRANSLATED_FROM_KEY = 'translated_from';

export type TranslationFile = Record<string, {message: string}>;

/** Folder of a locale's translated docs, relative to the site directory. */
export function translatedDocsDir(locale: string): string {
  return path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/** Folder of the Dutch pages, relative to the site directory. */
export const DOCS_DIR = 'docs';

/** Folder of a locale's pages, relative to the site directory: docs/ for Dutch. */
export function localeDocsDir(locale: string): string {
  return locale === DEFAULT_LOCALE ? DOCS_DIR : translatedDocsDir(locale);
}

/** Site-relative path of the translation of a Dutch doc (`hip.mdx` → `i18n/de/…/current/hip.mdx`). */
export function translatedDocPath(locale: string, docRelPath: string): string {
  return path.join(translatedDocsDir(locale), docRelPath);
}

/** The text that is hashed: line endings and trailing blanks do not count (an editor's habits are no change). */
export function normalizeSource(text: string): string {
  const unix = text.replace(/\r\n?/g, '\n');
  return `${unix.replace(/[ \t]+$/gm, '').trim()}\n`;
}

/** Short content hash of a Dutch source file (12 hex digits of SHA-256). */
export function sourceHash(text: string): string {
  return crypto.createHash('sha256').update(normalizeSource(text)).digest('hex').slice(0, 12);
}

/** The `translated_from` hash a translated page records, or undefined. */
export function readTranslatedFrom(text: string): string | undefined {
  try {
    const value: unknown = matter(text).data[TRANSLATED_FROM_KEY];
    return value === undefined || value === null || value === '' ? undefined : String(value);
  } catch {
    return undefined;
  }
}

/** A page's text below its front matter, also when the front matter cannot be read (the status names that). */
export function pageBody(text: string): string {
  try {
    return matter(text, {}).content;
  } catch {
    return text.replace(/^---[\s\S]*?\n---/, '');
  }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(\r?\n|$)/;

/** Sets `translated_from` in a page's front matter (adding one if need be), the rest kept as written. */
export function setTranslatedFrom(text: string, hash: string): string {
  const line = `${TRANSLATED_FROM_KEY}: "${hash}"`;
  const match = FRONT_MATTER.exec(text);
  if (!match) return `---\n${line}\n---\n\n${text}`;
  const body = match[1] ?? '';
  const keyLine = new RegExp(`^${TRANSLATED_FROM_KEY}[ \\t]*:.*$`, 'm');
  const newBody = keyLine.test(body) ? body.replace(keyLine, line) : `${body}${line}\n`;
  const eol = match[3] ?? '\n';
  return `---\n${newBody}---${eol}${text.slice(match[0].length)}`;
}

/** Explicit heading ids (`## Herstel {#recovery}`) of an MDX text, in order. */
export function headingIds(text: string): string[] {
  return [...text.matchAll(/^#{1,6}\s.*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]!);
}

/** Every file under `dir` (recursively) whose name passes `accept`, as paths relative to `dir`, sorted. */
export function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => !entry.isDirectory() && accept(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A path with `/` separators, as the translation files and messages name files. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** A JSON file's content; a broken one fails naming `rel`, with `hint` on what to do. */
export function readJson(file: string, rel = file, hint = ''): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${rel}: not valid JSON (${(e as Error).message})${hint}`);
  }
}

/** The default (Dutch) messages of the `translate()` calls in src/, by id, read as the inline-translations loader does. */
export function sourceDefaults(siteDir: string): Map<string, string> {
  // The loader is CommonJS; required lazily so the rest needs no plugin code.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {scanSources} = require('../../plugins/inline-translations/loader.cjs') as {
    scanSources: (roots: string[]) => {defaults: Map<string, string>};
  };
  return scanSources([path.join(siteDir, 'src')]).defaults;
}

export function isDocFile(name: string): boolean {
  return (DOC_EXTENSIONS as readonly string[]).includes(path.extname(name));
}

/** The messages of a Docusaurus translation JSON file; throws with the file name when it is not valid. */
export function readTranslationFile(file: string): TranslationFile {
  const parsed = readJson(file);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of {"id": {"message": "…"}}`);
  }
  const entries = Object.entries(parsed as Record<string, {message?: unknown} | null>);
  return Object.fromEntries(entries.map(([id, v]) => [id, {message: typeof v?.message === 'string' ? v.message : ''}]));
}

/** Translation file (relative to `i18n/<locale>/`, e.g. `code.json`) → id → the Dutch text translated. */
export type MessageRecord = Record<string, Record<string, string>>;

const RECORD_COMMENT =
  'Written by `npm run i18n:mark`; do not edit. For each message, the Dutch text it translates (guides/TRANSLATORS.md).';

/** Site-relative path of a locale's message record: the Dutch text each message translates. */
const messageRecordPath = (locale: string) => path.join('i18n', locale, 'translated-from.json');

/** A locale's message record; empty when there is none, an error naming the file when it is broken. */
export function readMessageRecord(siteDir: string, locale: string): MessageRecord {
  const rel = messageRecordPath(locale);
  const abs = path.join(siteDir, rel);
  if (!fs.existsSync(abs)) return {};
  const parsed = readJson(abs, rel, '; restore it from git');
  const out: MessageRecord = {};
  for (const [file, ids] of Object.entries(parsed as Record<string, unknown>)) {
    if (file === '$comment') continue;
    if (typeof ids !== 'object' || ids === null || Array.isArray(ids)) {
      throw new Error(`${rel}: "${file}" must map ids to Dutch texts; restore it from git`);
    }
    out[file] = Object.fromEntries(Object.entries(ids).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
  return out;
}

/** Writes a record with sorted files and ids, so marking gives small, stable diffs. */
export function writeMessageRecord(siteDir: string, locale: string, record: MessageRecord): void {
  const sortedEntries = (o: object) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const files = sortedEntries(record).map(([file, ids]) => [file, Object.fromEntries(sortedEntries(ids))]);
  const sorted = {$comment: RECORD_COMMENT, ...Object.fromEntries(files)};
  fs.writeFileSync(path.join(siteDir, messageRecordPath(locale)), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Why a page's front matter cannot be read, and on which line of the file (from 1); undefined when it can. */
export function frontMatterError(text: string): {line: number; reason: string} | undefined {
  try {
    // A fresh parse (the options object): gray-matter caches results by text.
    matter(text, {});
    return undefined;
  } catch (e) {
    const error = e as Error & {mark?: {line?: number}; reason?: string};
    // js-yaml counts from 0 in the block after `---`'s newline: its line is the file's line less one.
    const line = typeof error.mark?.line === 'number' ? error.mark.line + 1 : 1;
    return {line, reason: error.reason ?? error.message.split('\n')[0]!};
  }
}
