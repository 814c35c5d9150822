/** Shared settings of the accessibility browser tests (tests/e2e/a11y-*.test.ts). */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, type Locale} from '@site/src/data/locales';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';
import {SITE_DIR} from './site';

/** Dutch (the default), Arabic (right to left) and Russian (long words, Cyrillic). */
export const A11Y_LOCALES: Locale[] = ['nl', 'ar', 'ru'];

export const DESKTOP = {viewport: {width: 1280, height: 800}} as const;
export const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} as const;

type CodeJson = Record<string, {message: string}>;
const codeJsonCache = new Map<Locale, CodeJson>();
function codeJson(locale: Locale): CodeJson {
  let table = codeJsonCache.get(locale);
  if (!table) {
    const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
    table = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeJson) : {};
    codeJsonCache.set(locale, table);
  }
  return table;
}

let dutchDefaults: Map<string, string> | undefined;

/**
 * The text a page in `locale` shows for message `id`: the locale's code.json,
 * for Dutch the default written in the component (theme ids: i18n/nl/code.json).
 */
export function message(locale: Locale, id: string): string {
  const translated = codeJson(locale)[id]?.message;
  if (translated) return translated;
  if (locale === DEFAULT_LOCALE) {
    dutchDefaults ??= scanSources([path.join(SITE_DIR, 'src')]).defaults as Map<string, string>;
    const dutch = dutchDefaults.get(id);
    if (dutch) return dutch;
  }
  throw new Error(`No ${locale} message for ${id}`);
}
