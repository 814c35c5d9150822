/** Styles libraries insert at run time, which the CSP allows by hash: sonner's `__insertCSS("…")`. */
import fs from 'node:fs';
import path from 'node:path';
import {relianceError} from '../internals';

/** sonner's `__insertCSS("…")` literal, decoded: read from its files, as the build has no browser DOM. */
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

/** Also the empty text: sonner appends an empty `<style>` first, and the browser checks both states. */
export function injectedStyles(): string[] {
  const dist = path.dirname(require.resolve('sonner'));
  const texts = new Set(['index.mjs', 'index.js'].map((f) => sonnerStyle(fs.readFileSync(path.join(dist, f), 'utf8'))));
  return ['', ...texts];
}
