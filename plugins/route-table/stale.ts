/**
 * Translations whose `translated_from` (from `npm run i18n:mark`) is not the Dutch file's hash: still
 * published, with a notice of the Dutch change's date, so a Dutch safety fix ships before translators follow.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/locales';
import {DOC_PAGE_IDS, type DocPageId} from '../../src/data/routes';
import {readTranslatedFrom, sourceHash} from '../../scripts/workflow/translationFiles';
import {docFile} from './check';
import {isUntranslated} from './untranslated';

/** Whether a translation's text records a Dutch version other than `dutch` (unmarked or placeholder: no). */
export function isStaleText(translation: string, dutch: string): boolean {
  if (isUntranslated(translation)) return false;
  const recorded = readTranslatedFrom(translation);
  return recorded !== undefined && recorded !== sourceHash(dutch);
}

/** Whether the page's translation into `locale` is older than its Dutch page. */
export function isStale(siteDir: string, locale: Locale, page: DocPageId): boolean {
  if (locale === DEFAULT_LOCALE) return false;
  const dutch = docFile(siteDir, DEFAULT_LOCALE, page);
  const translation = docFile(siteDir, locale, page);
  if (!dutch || !translation) return false;
  return isStaleText(fs.readFileSync(translation, 'utf8'), fs.readFileSync(dutch, 'utf8'));
}

/** The day (ISO, UTC) the file last changed: its last commit if unmodified, else its modification time. */
export function changeDate(siteDir: string, file: string): string {
  const rel = path.relative(siteDir, file);
  const git = (args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  const status = git(['status', '--porcelain', '--', rel]);
  if (status.status === 0 && status.stdout.trim() === '') {
    const log = git(['log', '-1', '--format=%cI', '--', rel]);
    const date = log.status === 0 ? log.stdout.trim() : '';
    if (date) return new Date(date).toISOString().slice(0, 10);
  }
  return fs.statSync(file).mtime.toISOString().slice(0, 10);
}

/** Per page whose translation into `locale` is stale, the day its Dutch page changed. */
export function stalePages(siteDir: string, locale: Locale): Partial<Record<DocPageId, string>> {
  const out: Partial<Record<DocPageId, string>> = {};
  for (const page of DOC_PAGE_IDS) {
    if (isStale(siteDir, locale, page)) out[page] = changeDate(siteDir, docFile(siteDir, DEFAULT_LOCALE, page)!);
  }
  return out;
}
