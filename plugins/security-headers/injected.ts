/**
 * Styles that libraries insert at run time as `<style>` elements, which the
 * CSP must allow by hash: sonner (the language-offer toast) inserts its
 * whole stylesheet with `__insertCSS("…")`. Read from the installed package,
 * so an upgrade brings its new hash; tests/build/security.test.ts checks the
 * text is in the built JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import {relianceError} from '../internals';

/**
 * The string literal of sonner's `__insertCSS("…")` call, decoded. A regular
 * expression over sonner's files, because what it inserts is only observable
 * in a browser's DOM, which the build does not have; the browser tests see
 * a CSP violation if the hash is wrong, and tests/build/security.test.ts
 * finds the text in the built JavaScript.
 */
export function sonnerStyle(source: string): string {
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match) {
    throw relianceError(
      'security-headers/sonner-style',
      'sonner no longer calls __insertCSS("…"): find how it injects its styles for the CSP',
    );
  }
  return JSON.parse(match[1]!) as string;
}

/**
 * sonner appends an empty `<style>` to the head before it adds the text, and
 * the browser checks both states: the empty text's hash is allowed too
 * (an empty style element styles nothing).
 */
export function injectedStyles(): string[] {
  const dist = path.dirname(require.resolve('sonner'));
  const texts = new Set(['index.mjs', 'index.js'].map((f) => sonnerStyle(fs.readFileSync(path.join(dist, f), 'utf8'))));
  return ['', ...texts];
}
