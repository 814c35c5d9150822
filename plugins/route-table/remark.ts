/**
 * The page checks of the build (./check.ts, docProblems), run again by the
 * MDX loader on every page it compiles, so `npm start` reports them as the
 * build would: an unknown component, a missing front-matter field, a heading
 * without an id, a link to a section its page does not have (`./knee.mdx#herstel`)…
 * fail the page's compilation with the file and line, in the
 * terminal and in the browser's error overlay, each time the file is saved.
 * Registered in docusaurus.config.ts (docs `beforeDefaultRemarkPlugins`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, isLocale, type Locale} from '../../src/data/locales';
import {anchorProblems, docProblems} from './check';

/** The locale and page id of a doc file, from its path; undefined for any other file. */
export function docOfPath(file: string): {locale: Locale; page: string} | undefined {
  const posix = file.split(path.sep).join('/');
  const translated = /(?:^|\/)i18n\/([^/]+)\/docusaurus-plugin-content-docs\/current\/([^/]+)\.mdx?$/.exec(posix);
  if (translated) return isLocale(translated[1]!) ? {locale: translated[1]!, page: translated[2]!} : undefined;
  const dutch = /(?:^|\/)docs\/([^/]+)\.mdx?$/.exec(posix);
  return dutch ? {locale: DEFAULT_LOCALE, page: dutch[1]!} : undefined;
}

interface VFileLike {
  path?: string;
  fail(reason: string, place?: {line: number; column: number}): never;
}

export default function remarkDocCheck() {
  return (_tree: unknown, file: VFileLike): void => {
    const doc = file.path ? docOfPath(file.path) : undefined;
    if (!doc || !file.path) return;
    // The file as saved: its line numbers are the writer's.
    const text = fs.readFileSync(file.path, 'utf8');
    const problems = [...docProblems(text, doc.locale, doc.page), ...anchorProblems(file.path, text)];
    if (problems.length === 0) return;
    const rel = path.relative(process.cwd(), file.path);
    file.fail(problems.map((p) => `${rel}:${p.line}: ${p.problem}`).join('\n'), {line: problems[0]!.line, column: 1});
  };
}
