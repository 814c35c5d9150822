/**
 * Plain language (`npm run i18n:status` prints it): sentences of the Dutch and
 * English pages longer than LONG_SENTENCE_WORDS words. Patients read these
 * pages on a phone, often in their second language; the target is at most
 * MAX_LONG_SENTENCES per locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const LONG_SENTENCE_WORDS = 25;
export const MAX_LONG_SENTENCES = 5;
/** Locales whose pages are checked: the source and the language most visitors abroad read. */
export const PLAIN_LANGUAGE_LOCALES = ['nl', 'en'] as const;

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

/** Sentences: split at . ! ? before a space (not after "Dr.", "e.g." …), and at line breaks (list items, headings). */
export function sentencesOf(prose: string): string[] {
  return prose
    .split(/\n+/)
    .flatMap((line) =>
      line
        .replace(/^\s*(?:[-*]|\d+\.|#+)\s+/, '')
        .split(/(?<!\b(?:Dr|dr|Mr|nr|e\.g|i\.e|z\.B|d\.h|т\.е|т\.д)\.)(?<=[.!?])\s+(?=\S)/),
    )
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface LongSentence {
  file: string;
  words: number;
  sentence: string;
}

export function docFiles(siteDir: string, locale: string): string[] {
  const dir =
    locale === 'nl'
      ? path.join(siteDir, 'docs')
      : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.join(dir, f));
}

export function longSentences(siteDir: string, locale: string): LongSentence[] {
  return docFiles(siteDir, locale).flatMap((file) =>
    sentencesOf(proseOf(matter(fs.readFileSync(file, 'utf8')).content))
      .map((sentence) => ({file: path.relative(siteDir, file), words: wordCount(sentence), sentence}))
      .filter((s) => s.words > LONG_SENTENCE_WORDS),
  );
}

/** One interface text: a message of code.json (Dutch: the `<Translate>` default) or of a site-texts file. */
export interface InterfaceText {
  file: string;
  id: string;
  message: string;
}

function jsonMessages(file: string, siteDir: string): InterfaceText[] {
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.entries(table).map(([id, {message}]) => ({file: path.relative(siteDir, file), id, message}));
}

/**
 * Every interface text of a locale: code.json (for Dutch the defaults in the
 * components, read as the write-translations plugin reads them) and every
 * site-texts file (Dutch originals in src/texts/).
 */
export function interfaceTexts(siteDir: string, locale: string): InterfaceText[] {
  const textsDir =
    locale === 'nl' ? path.join(siteDir, 'src', 'texts') : path.join(siteDir, 'i18n', locale, 'site-texts');
  const siteTexts = fs
    .readdirSync(textsDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => jsonMessages(path.join(textsDir, f), siteDir));
  if (locale !== 'nl') return [...jsonMessages(path.join(siteDir, 'i18n', locale, 'code.json'), siteDir), ...siteTexts];
  // The loader is CommonJS; required lazily so the page checks need no plugin code.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {scanSources} = require('../../plugins/inline-translations/loader.cjs') as {
    scanSources: (roots: string[]) => {defaults: Map<string, string>};
  };
  const defaults = scanSources([path.join(siteDir, 'src')]).defaults;
  return [...[...defaults].map(([id, message]) => ({file: 'src (code.json defaults)', id, message})), ...siteTexts];
}

/** Interface sentences over LONG_SENTENCE_WORDS words; plural forms (`a|b`) count one by one. */
export function longInterfaceSentences(siteDir: string, locale: string): LongSentence[] {
  return interfaceTexts(siteDir, locale).flatMap(({file, id, message}) =>
    message
      .split('|')
      .slice(-1)
      .flatMap((form) => sentencesOf(form))
      .map((sentence) => ({file: `${file}#${id}`, words: wordCount(sentence), sentence}))
      .filter((s) => s.words > LONG_SENTENCE_WORDS),
  );
}

export function formatPlainLanguage(siteDir: string): string {
  const lines = [
    `Plain language: sentences over ${LONG_SENTENCE_WORDS} words (target: at most ${MAX_LONG_SENTENCES} per locale)`,
  ];
  for (const locale of PLAIN_LANGUAGE_LOCALES) {
    const long = longSentences(siteDir, locale);
    lines.push(`  ${locale}: ${long.length}${long.length > MAX_LONG_SENTENCES ? '  ← over the target' : ''}`);
    for (const s of long) lines.push(`      ${s.words} words  ${s.file}: ${s.sentence.slice(0, 90)}…`);
    const ui = longInterfaceSentences(siteDir, locale);
    lines.push(
      `  ${locale} interface texts: ${ui.length}${ui.length > MAX_LONG_SENTENCES ? '  ← over the target' : ''}`,
    );
    for (const s of ui) lines.push(`      ${s.words} words  ${s.file}: ${s.sentence.slice(0, 90)}…`);
  }
  return lines.join('\n');
}
