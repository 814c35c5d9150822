/**
 * The site's texts that no React component renders through `<Translate>`:
 * what search engines and social networks read (taglines, practice
 * description, social-card alt texts, procedure texts for structured data)
 * and the home page's FAQ, which the page and its FAQPage JSON-LD share.
 *
 * The Dutch source is `src/texts/<file>.json`; the translations are
 * `i18n/<locale>/site-texts/<file>.json`, written by `docusaurus
 * write-translations` through this plugin's `getTranslationFiles`. Pure
 * functions only: the plugin (index.ts) does the file work.
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

/** Every text file's messages (Dutch, or translated for the locale being built). */
export type SiteTexts = Record<TextFile, Messages>;

/** What the plugin loads for a locale: its texts and the title of every page of the route table. */
export interface SiteTextsContent {
  locale: string;
  texts: SiteTexts;
  /** Front-matter title of every doc page in this locale (the one name of a page; ARCHITECTURE "Where each text lives"). */
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

/**
 * The message of `id`, placeholders filled. A missing id or a placeholder
 * without a value fails, naming the file a writer or translator must fix.
 */
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
