import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {headersFile, inlineScriptHashes} from './headers';
import {precompress} from './precompress';

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.promises.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The build root: each non-default locale builds into `<root>/<locale>`. */
export function buildRoot(outDir: string, localeBaseUrl: string, siteBaseUrl: string): string {
  const depth = localeBaseUrl.slice(siteBaseUrl.length).split('/').filter(Boolean).length;
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

/**
 * Writes `_headers` (security headers, CSP with the hashes of the inline
 * scripts of every built page) into the root of the build. Locales build
 * one after another, so every locale's postBuild rewrites the file from all
 * HTML under the root: after the last locale it covers every page.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const root = buildRoot(outDir, context.baseUrl, context.siteConfig.baseUrl);
      const hashes = new Set<string>();
      for (const file of await htmlFiles(root)) {
        for (const hash of inlineScriptHashes(await fs.promises.readFile(file, 'utf8'))) hashes.add(hash);
      }
      const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`);
      await fs.promises.writeFile(path.join(root, '_headers'), headersFile(hashes, prefixes));
      // Last, once the HTML is final: .br/.gz twins of this locale's files (the root's
      // locale leaves the other locales' folders to their own build).
      await precompress(outDir, path.resolve(outDir) === root ? prefixes.map((p) => p.slice(1)) : []);
    },
  };
}
