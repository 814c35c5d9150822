import {execFileSync} from 'node:child_process';
import path from 'node:path';

/** The text of each page of a PDF file (pdfjs-dist, in a child process: tests/helpers/pdf-text.mjs). */
export function pdfPages(file: string): string[] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs'), file], {encoding: 'utf8'});
  return JSON.parse(out) as string[];
}

const ARABIC = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const MARKS = /[\u064b-\u065f\u0670\u0640]/gu;

/**
 * A printed line in reading order, as words. PDF keeps right-to-left text in
 * the order it is drawn, each letter in its joined presentation form: a line
 * that is mostly Arabic is read backwards, then normalised (NFKC turns the
 * presentation forms, and ligatures such as lam-alef, back into letters).
 * Vowel marks and the joining stroke are dropped, on both sides of a comparison.
 */
export function lineWords(line: string): string[] {
  const arabic = [...line].filter((c) => ARABIC.test(c)).length;
  const latin = [...line].filter((c) => /\p{L}/u.test(c) && !ARABIC.test(c)).length;
  const ordered = arabic > latin ? [...line].reverse().join('') : line;
  return words(ordered);
}

/** Words of a text, normalised as `lineWords` does. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(MARKS, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((w) => w.toLowerCase());
}

/** Whether `phrase` (as words) occurs within one line of `page`. */
export function pageHasPhrase(page: string, phrase: string): boolean {
  const wanted = words(phrase).join(' ');
  return wanted !== '' && page.split('\n').some((line) => ` ${lineWords(line).join(' ')} `.includes(` ${wanted} `));
}
