/**
 * Texts no component renders through `<Translate>` (what search engines and social networks read) and the
 * home FAQ its JSON-LD shares: Dutch in `src/texts/<file>.json`, translated in `i18n/<locale>/site-texts/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fillPlaceholders} from '../../src/lib/placeholders';

export const PLUGIN_NAME = 'site-texts';

/** The translation files, by name (`src/texts/<name>.json`, `i18n/<locale>/site-texts/<name>.json`). */
export const TEXT_FILES = ['seo', 'procedures', 'faq'] as const;
export type TextFile = (typeof TEXT_FILES)[number];

export interface Message {
  message: string;
  description?: string;
}
export type Messages = Record<string, Message>;

export type SiteTexts = Record<TextFile, Messages>;

/** A locale's texts and the front-matter title of every doc page (a page's one name). */
export interface SiteTextsContent {
  locale: string;
  texts: SiteTexts;
  titles: Record<string, string>;
}

/** Site-relative path of a Dutch source file. */
export function sourceFile(name: TextFile): string {
  return path.posix.join('src', 'texts', `${name}.json`);
}

/** Site-relative path of a locale's translation of a text file. */
export function translationFile(locale: string, name: TextFile): string {
  return path.posix.join('i18n', locale, PLUGIN_NAME, `${name}.json`);
}

/** Reads a Dutch source file; a file that is not `{"id": {"message": "…"}}` fails with its name. */
export function readSource(siteDir: string, name: TextFile): Messages {
  const rel = sourceFile(name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(siteDir, rel), 'utf8'));
  } catch (e) {
    throw new Error(`${rel}: ${(e as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${rel}: expected an object of {"id": {"message": "…", "description": "…"}}`);
  }
  for (const [id, value] of Object.entries(parsed)) {
    if (typeof (value as Message | null)?.message !== 'string' || (value as Message).message.trim() === '') {
      throw new Error(`${rel}: "${id}" has no message`);
    }
  }
  return parsed as Messages;
}

/** The message of `id`, placeholders filled; a gap fails, naming the file to fix. */
export function message(
  texts: SiteTexts,
  name: TextFile,
  id: string,
  values: Record<string, string> = {},
  locale?: string,
): string {
  const where = locale ? `${translationFile(locale, name)} (Dutch: ${sourceFile(name)})` : sourceFile(name);
  const entry = texts[name][id];
  if (!entry) throw new Error(`${where}: no message "${id}"`);
  return fillPlaceholders(entry.message, values, `${where} "${id}"`);
}

/** Only the messages, without descriptions: what a browser bundle needs. */
export function messagesOnly(messages: Messages): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.message]));
}
