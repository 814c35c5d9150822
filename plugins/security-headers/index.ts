import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {PRACTICE} from '../../src/data/practice';
import {
  headersFile,
  inlineHashes,
  integrityEdits,
  pageStylePolicy,
  policyMeta,
  policyMetaAt,
  scriptHash,
  securityHeaders,
  type InlineHashes,
} from './headers';
import {injectedStyles} from './injected';
import {htmlFiles, otherLocaleFolders, type PostBuildStep} from '../post-build';
import {compressibleFiles, precompress} from './precompress';
import {securityTxt} from './securityTxt';
import {assertWithinLimits, headersProblems} from '../redirects/limits';
import {renderPagesWorker} from '../../scripts/server-config/pages';

/** The build root: each non-default locale builds into `<root>/<locale>` (its baseUrl tells nothing). */
export function buildRoot(outDir: string, locale: string, defaultLocale: string): string {
  const dir = path.resolve(outDir);
  return locale !== defaultLocale && path.basename(dir) === locale ? path.dirname(dir) : dir;
}

/** The bytes of a same-origin URL of the build (`/en/assets/js/main.js`), or undefined. */
export function buildFile(root: string, url: string): Buffer | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The last page step: Subresource Integrity, each page's style policy `<meta>`, `_headers` and `_worker.js`
 * (rewritten from all HTML under the root by each locale, so the last covers every page), and security.txt.
 */
export const securityHeadersStep: PostBuildStep = {
  name: 'security-headers',
  async run({context, outDir, pages}) {
    const root = buildRoot(outDir, context.i18n.currentLocale, DEFAULT_LOCALE);
    const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`);
    const injected = injectedStyles().map(scriptHash);
    const own = new Map<string, InlineHashes>();
    for (const page of pages.list()) {
      const doc = page.doc;
      const integrity = integrityEdits(page.html, (url) => buildFile(root, url), doc);
      // Integrity attributes and the meta change no inline text: the same parse gives the hashes.
      const hashes = inlineHashes(doc);
      const at = policyMetaAt(doc);
      if (integrity.some((edit) => edit.start < at)) throw new Error(`${page.file}: a script before <meta charset>`);
      page.edit([...integrity, {start: at, end: at, text: policyMeta(pageStylePolicy(hashes, injected))}]);
      own.set(page.file, hashes);
    }

    // Script hashes stay site-wide, in the header (no page has an inline script now).
    // This locale's pages are not written yet: their hashes are those just taken.
    const files = new Set([...htmlFiles(root), ...own.keys()]);
    const scripts = [...files].flatMap(
      (file) => (own.get(file) ?? inlineHashes(fs.readFileSync(file, 'utf8'))).scripts,
    );
    const headers = headersFile(scripts, prefixes);
    assertWithinLimits('_headers', headersProblems(headers));
    fs.writeFileSync(path.join(root, '_headers'), headers);
    // Cloudflare Pages' router, with the same headers on its own answers (redirects, 404s, 405s).
    fs.writeFileSync(path.join(root, '_worker.js'), renderPagesWorker(securityHeaders(scripts)));

    if (context.i18n.currentLocale === DEFAULT_LOCALE) {
      const file = path.join(root, '.well-known', 'security.txt');
      await fs.promises.mkdir(path.dirname(file), {recursive: true});
      await fs.promises.writeFile(
        file,
        securityTxt({email: PRACTICE.email, siteUrl: context.siteConfig.url, built: new Date(), languages: LOCALES}),
      );
    }
  },
};

/** `.br`/`.gz` twins of this locale's text files (./precompress), the last step. */
export const precompressionStep: PostBuildStep = {
  name: 'precompression',
  async run({outDir, context}) {
    const root = buildRoot(outDir, context.i18n.currentLocale, DEFAULT_LOCALE);
    // The root's locale leaves the other locales' folders to their own build.
    const otherLocales = path.resolve(outDir) === root ? otherLocaleFolders(DEFAULT_LOCALE) : [];
    await precompress(await compressibleFiles(outDir, otherLocales));
  },
};
