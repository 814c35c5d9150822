/**
 * Plain language (printed by `npm run i18n:status`): sentences over LONG_SENTENCE_WORDS words in the
 * pages and interface texts of each language; patients read on a phone, often in a second language.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '../../src/data/locales';
import {localeDocsDir, pageBody, sourceDefaults} from './translationFiles';

export const LONG_SENTENCE_WORDS = 25;
/** The target per locale, for the pages and for the interface texts (issue 43: at most 3). */
export const MAX_LONG_SENTENCES = 3;
/** Every language is reported; tests/content/plain-language.test.ts holds each to its ceiling. */
export const PLAIN_LANGUAGE_LOCALES: readonly Locale[] = LOCALES;

/** Locales still above the target: the most long sentences the test allows them meanwhile. */
export const LONG_SENTENCE_CEILINGS: Partial<Record<Locale, {pages: number; interface: number}>> = {};

/** The most long sentences a locale's pages or interface texts may have today. */
export function longSentenceCeiling(locale: Locale, kind: 'pages' | 'interface'): number {
  return Math.max(MAX_LONG_SENTENCES, LONG_SENTENCE_CEILINGS[locale]?.[kind] ?? 0);
}

/** The prose of an MDX body: no comments (notes to translators), components, heading ids, link targets or markup. */
export function proseOf(body: string): string {
  return body
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^\s*<[A-Z][^>]*\/>\s*$/gm, '\n')
    .replace(/<Fig [^>]*\/>/g, 'N')
    .replace(/<[^>]+>/g, '')
    .replace(/\{#[^}]+\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '');
}

/** Sentences: split at . ! ? ؟ before a space (not after "Dr.", "e.g." …), and at line breaks (list items, headings). */
export function sentencesOf(prose: string): string[] {
  return prose
    .split(/\n+/)
    .flatMap((line) =>
      line
        .replace(/^\s*(?:[-*]|\d+\.|#+)\s+/, '')
        .split(/(?<!\b(?:Dr|dr|Mr|nr|e\.g|i\.e|z\.B|d\.h|т\.е|т\.д)\.)(?<=[.!?\u061F])\s+(?=\S)/),
    )
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function docFiles(siteDir: string, locale: string): string[] {
  const dir = path.join(siteDir, localeDocsDir(locale));
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.join(dir, f));
}

export function longSentences(siteDir: string, locale: string) {
  return docFiles(siteDir, locale).flatMap((file) =>
    sentencesOf(proseOf(pageBody(fs.readFileSync(file, 'utf8'))))
      .map((sentence) => ({file: path.relative(siteDir, file), words: wordCount(sentence), sentence}))
      .filter((s) => s.words > LONG_SENTENCE_WORDS),
  );
}

function jsonMessages(file: string, siteDir: string) {
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.entries(table).map(([id, {message}]) => ({file: path.relative(siteDir, file), id, message}));
}

/** Every interface text of a locale: code.json (Dutch: the defaults in src/) and its site-texts files. */
export function interfaceTexts(siteDir: string, locale: string) {
  const textsDir =
    locale === 'nl' ? path.join(siteDir, 'src', 'texts') : path.join(siteDir, 'i18n', locale, 'site-texts');
  const siteTexts = fs
    .readdirSync(textsDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => jsonMessages(path.join(textsDir, f), siteDir));
  if (locale !== 'nl') return [...jsonMessages(path.join(siteDir, 'i18n', locale, 'code.json'), siteDir), ...siteTexts];
  const file = 'src (code.json defaults)';
  return [...[...sourceDefaults(siteDir)].map(([id, message]) => ({file, id, message})), ...siteTexts];
}

/** Interface sentences over LONG_SENTENCE_WORDS words; plural forms (`a|b`) count one by one. */
export function longInterfaceSentences(siteDir: string, locale: string) {
  return interfaceTexts(siteDir, locale).flatMap(({file, id, message}) =>
    sentencesOf(message.split('|').at(-1)!)
      .map((sentence) => ({file: `${file}#${id}`, words: wordCount(sentence), sentence}))
      .filter((s) => s.words > LONG_SENTENCE_WORDS),
  );
}

export function plainLanguageReport(siteDir: string, locales: readonly Locale[] = PLAIN_LANGUAGE_LOCALES) {
  return locales.map((locale) => ({
    locale,
    pages: longSentences(siteDir, locale),
    interface: longInterfaceSentences(siteDir, locale),
  }));
}

function marker(count: number): string {
  return count > MAX_LONG_SENTENCES ? '  ← over the target' : '';
}

export function formatPlainLanguage(siteDir: string, locales: readonly Locale[] = PLAIN_LANGUAGE_LOCALES): string {
  const report = plainLanguageReport(siteDir, locales);
  const lines = [
    `Plain language: sentences over ${LONG_SENTENCE_WORDS} words (target: at most ${MAX_LONG_SENTENCES} per locale, pages and interface texts each)`,
    `  ${'locale'.padEnd(6)}  pages  interface texts`,
    ...report.map(
      (r) =>
        `  ${r.locale.padEnd(6)}  ${String(r.pages.length).padStart(5)}  ${String(r.interface.length).padStart(15)}${marker(Math.max(r.pages.length, r.interface.length))}`,
    ),
  ];
  for (const r of report) {
    for (const [kind, list] of [
      ['pages', r.pages],
      ['interface texts', r.interface],
    ] as const) {
      if (list.length === 0) continue;
      lines.push(`  ${r.locale} ${kind}: ${list.length}${marker(list.length)}`);
      for (const s of list) lines.push(`      ${s.words} words  ${s.file}: ${s.sentence.slice(0, 90)}…`);
    }
  }
  return lines.join('\n');
}
