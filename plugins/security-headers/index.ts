import crypto from 'node:crypto';
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
  type InlineHashes,
} from './headers';
import {injectedStyles} from './injected';
import {processWide} from '../processWide';
import {otherLocaleFolders, type Build, type PostBuildStep} from '../post-build';
import {compressibleFiles, precompress} from './precompress';
import {securityTxt} from './securityTxt';
import {assertWithinLimits, headersProblems} from '../redirects/limits';

/**
 * Folders of each locale's output whose text files are final once bundled
 * (the scripts; the static images, beside which social cards writes PNGs
 * only), so their twins can be made at once. A file a step adds there
 * later is picked up by the last pass.
 */
const FINAL_FOLDERS = ['assets/js', 'img'];

/* Synchronous: the thread pool is busy compressing (see `twinsInFlight`). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The build root: each non-default locale builds into `<root>/<locale>`
 * (docusaurus.config.ts gives every locale its own baseUrl, so the locale's
 * baseUrl and the site's are the same string and tell nothing).
 */
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
 * Each locale's step hashes every page under the root, including those of
 * the locales built before it in this process: a page whose text has not
 * changed since is not parsed again (the parse, not the read, is the cost).
 * Process-wide because Docusaurus loads this module afresh for each locale
 * (../processWide).
 */
const hashCache = processWide('page-hashes', () => new Map<string, {digest: string; hashes: InlineHashes}>());

const digestOf = (html: string): string => crypto.createHash('sha256').update(html).digest('base64');

function pageHashes(file: string): InlineHashes {
  const html = fs.readFileSync(file, 'utf8');
  const digest = digestOf(html);
  const cached = hashCache.get(file);
  if (cached?.digest === digest) return cached.hashes;
  const hashes = inlineHashes(html);
  hashCache.set(file, {digest, hashes});
  return hashes;
}

/**
 * The previous locale's twins, still being written: zlib runs on the thread
 * pool, so they are made while the next locale loads and bundles instead of
 * holding up the build (at most two threads, ../threadPool). The next
 * locale's step waits for them first, so a failure still fails the build
 * there; the last locale's are written before Node exits (it does not exit
 * while zlib works), and a failure sets the exit code.
 */
const twinsInFlight = processWide('twins-in-flight', () => ({previous: Promise.resolve() as Promise<unknown>}));

/**
 * A step of ../post-build, the last on the pages, so it sees them final:
 * 1. Subresource Integrity on every script this locale's HTML loads;
 * 2. each page's own style policy in a `<meta>` (the hashes of its inline
 *    `<style>` and style attributes and of the styles libraries inject:
 *    sonner's toast), and `_headers`: the security headers, with the
 *    site-wide CSP the page policies narrow (./headers);
 * 3. `/.well-known/security.txt` (RFC 9116).
 * Locales build one after another; each rewrites `_headers` from all HTML
 * under the root, so after the last locale it covers every page.
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
      hashCache.set(page.file, {digest: digestOf(page.html), hashes});
    }

    // Script hashes stay site-wide, in the header (no page has an inline script now).
    // This locale's pages are not written yet: their hashes are those just taken.
    const files = new Set([...htmlFiles(root), ...own.keys()]);
    const scripts = [...files].flatMap((file) => (own.get(file) ?? pageHashes(file)).scripts);
    const headers = headersFile(scripts, prefixes);
    assertWithinLimits('_headers', headersProblems(headers));
    fs.writeFileSync(path.join(root, '_headers'), headers);

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

/** The files of the first pass: listed, and being compressed, from the start of each locale's steps. */
const early = new WeakMap<Build, {files: Promise<string[]>; done: Promise<unknown>}>();

const finalFiles = (outDir: string) =>
  Promise.all(FINAL_FOLDERS.map((f) => compressibleFiles(path.join(outDir, f)))).then((lists) => lists.flat());

/**
 * `.br`/`.gz` twins of this locale's text files (./precompress), the last
 * step of ../post-build. Twins of what no step rewrites are made while the
 * other steps work on the HTML (zlib runs on the thread pool: the core they
 * leave idle); the rest are finished while the next locale bundles (see
 * `twinsInFlight`).
 */
export const precompressionStep: PostBuildStep = {
  name: 'precompression',
  start(build) {
    const files = finalFiles(build.outDir);
    const done = files.then(precompress);
    done.catch(() => undefined); // reported where it is awaited, in run
    early.set(build, {files, done});
  },
  async run(build) {
    const {outDir, context} = build;
    await twinsInFlight.previous;
    const first = early.get(build) ?? {files: Promise.resolve([]), done: Promise.resolve()};
    const root = buildRoot(outDir, context.i18n.currentLocale, DEFAULT_LOCALE);
    // The root's locale leaves the other locales' folders to their own build.
    const otherLocales = path.resolve(outDir) === root ? otherLocaleFolders(DEFAULT_LOCALE) : [];
    const twins = first.done.then(async () => {
      const listed = new Set(await first.files);
      const added = (await finalFiles(outDir)).filter((file) => !listed.has(file));
      return precompress([...(await compressibleFiles(outDir, [...otherLocales, ...FINAL_FOLDERS])), ...added]);
    });
    twinsInFlight.previous = twins;
    twins.catch((error: unknown) => {
      console.error(`[ERROR] security-headers: compressing ${outDir} failed:`, error);
      process.exitCode = 1;
    });
  },
};
