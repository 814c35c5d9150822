/**
 * The interface messages of a locale as the site shows them: for Dutch the
 * `<Translate>`/`translate()` defaults in src/ (read as the write-translations
 * plugin reads them), for the others i18n/<locale>/code.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE} from '@site/src/data/locales';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const cache = new Map<string, Map<string, string>>();

export function messagesOf(locale: string): Map<string, string> {
  let table = cache.get(locale);
  if (!table) {
    if (locale === DEFAULT_LOCALE) table = scanSources([path.join(SITE_DIR, 'src')]).defaults as Map<string, string>;
    else {
      const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
      table = new Map(Object.entries(json).map(([id, {message}]) => [id, message]));
    }
    cache.set(locale, table);
  }
  return table;
}
