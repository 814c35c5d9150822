/**
 * Shared knowledge about where translations live and how a translated page
 * records which version of its Dutch source it translates.
 *
 * Layout (as Docusaurus's `write-translations` lays it out):
 *   docs/<page>.mdx                                          Dutch source
 *   i18n/<locale>/docusaurus-plugin-content-docs/current/<page>.mdx
 *   i18n/<locale>/code.json                                  strings from React code
 *   i18n/<locale>/docusaurus-plugin-content-docs/current.json  sidebar labels
 *   i18n/<locale>/docusaurus-theme-classic/*.json            navbar and footer
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE} from '../../src/data/locales';

export const DOCS_PLUGIN_DIR = 'docusaurus-plugin-content-docs';
export const DOC_EXTENSIONS = ['.mdx', '.md'] as const;

/** Front-matter key of a translated page: the hash of the Dutch file it translates. */
export const TRANSLATED_FROM_KEY = 'translated_from';

export interface TranslationMessage {
  message: string;
  description?: string;
}
export type TranslationFile = Record<string, TranslationMessage>;

/** Folder of a locale's translated docs, relative to the site directory. */
export function translatedDocsDir(locale: string): string {
  return path.join('i18n', locale, DOCS_PLUGIN_DIR, 'current');
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

/**
 * The text that is hashed: line endings, trailing spaces and blank lines at
 * the end do not count, so an editor's whitespace habits do not make every
 * translation look stale.
 */
export function normalizeSource(text: string): string {
  return `${text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .trim()}\n`;
}

/** Short content hash of a Dutch source file (12 hex digits of SHA-256). */
export function sourceHash(text: string): string {
  return crypto.createHash('sha256').update(normalizeSource(text)).digest('hex').slice(0, 12);
}

/** The `translated_from` hash a translated page records, or undefined. */
export function readTranslatedFrom(text: string): string | undefined {
  let data: Record<string, unknown>;
  try {
    data = matter(text).data as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const value = data[TRANSLATED_FROM_KEY];
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
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

/**
 * Sets `translated_from` in a page's front matter, editing the text in place
 * (the rest of the front matter keeps its formatting). Adds a front-matter
 * block when the page has none.
 */
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
  const ids: string[] = [];
  for (const m of text.matchAll(/^#{1,6}\s.*\{#([\w-]+)\}\s*$/gm)) ids.push(m[1]!);
  return ids;
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

/**
 * The default messages of the `translate()` and `<Translate>` calls in src/, by id,
 * read as the inline-translations loader reads them (Dutch: no code.json holds them).
 */
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

/** Reads a Docusaurus translation JSON file; throws with the file name when it is not valid. */
export function readTranslationFile(file: string): TranslationFile {
  const parsed = readJson(file);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of {"id": {"message": "…"}}`);
  }
  const out: TranslationFile = {};
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    const message = (value as {message?: unknown} | null)?.message;
    const description = (value as {description?: unknown} | null)?.description;
    out[id] = {
      message: typeof message === 'string' ? message : '',
      ...(typeof description === 'string' ? {description} : {}),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------
// Messages record what they translate too: per locale, one file holding, for
// every translated message, the Dutch text it was translated from. When the
// Dutch text changes, `i18n:status` shows the message as stale with the old
// and the new Dutch. Written only by `npm run i18n:mark`.

/** Name of the record file in `i18n/<locale>/`. */
export const MESSAGE_RECORD_FILE = 'translated-from.json';

/** Translation file (relative to `i18n/<locale>/`, e.g. `code.json`) → id → the Dutch text translated. */
export type MessageRecord = Record<string, Record<string, string>>;

const RECORD_COMMENT =
  'Written by `npm run i18n:mark`; do not edit. For each message, the Dutch text it translates (guides/TRANSLATORS.md).';

/** Site-relative path of a locale's message record. */
export function messageRecordPath(locale: string): string {
  return path.join('i18n', locale, MESSAGE_RECORD_FILE);
}

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
  const sorted: Record<string, unknown> = {$comment: RECORD_COMMENT};
  for (const file of Object.keys(record).sort()) {
    const ids = record[file] ?? {};
    sorted[file] = Object.fromEntries(
      Object.keys(ids)
        .sort()
        .map((id) => [id, ids[id]]),
    );
  }
  fs.writeFileSync(path.join(siteDir, messageRecordPath(locale)), `${JSON.stringify(sorted, null, 2)}\n`);
}

// ---------------------------------------------------------------------------
// Front matter a translator broke (an unquoted colon in a title…): named with
// its line, never a stack trace.

/** Why a page's front matter cannot be read, and on which line of the file (from 1); undefined when it can. */
export function frontMatterError(text: string): {line: number; reason: string} | undefined {
  try {
    // A fresh parse (the options object): gray-matter caches results by text.
    matter(text, {});
    return undefined;
  } catch (e) {
    const error = e as Error & {mark?: {line?: number}; reason?: string};
    // js-yaml counts lines from 0 in the block gray-matter hands it, which starts with the newline after `---`: its line is the file's line less one.
    const line = typeof error.mark?.line === 'number' ? error.mark.line + 1 : 1;
    return {line, reason: error.reason ?? error.message.split('\n')[0]!};
  }
}
