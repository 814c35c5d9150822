import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {PRACTICE} from '../../src/data/practice';
import {
  addIntegrity,
  headersFile,
  inlineHashes,
  pageStylePolicy,
  parsePage,
  policyMeta,
  policyMetaAt,
  scriptHash,
  type InlineHashes,
} from './headers';
import {injectedStyles} from './injected';
import {processWide} from '../processWide';
import {otherPostBuildsDone} from './order';
import {compressibleFiles, precompress} from './precompress';
import {securityTxt} from './securityTxt';
import {assertWithinLimits, headersProblems} from '../redirects/limits';

/**
 * Folders of each locale's output whose text files are final once bundled
 * (the scripts; the static images, beside which social cards writes PNGs
 * only), so their twins can be made at once. A file another step adds there
 * later (first-paint's loader) is picked up by the last pass.
 */
const FINAL_FOLDERS = ['assets/js', 'img'];

/*
 * The HTML is read and written synchronously: the thread pool that
 * asynchronous file calls use is busy compressing, and they would queue
 * behind it (see `twinsInFlight`).
 */
function htmlFiles(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) out.push(...htmlFiles(full));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
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
 * Docusaurus builds the default locale first, then the others in the order
 * of the config (@docusaurus/core build.js `orderLocales`); the last one's
 * step is the last to run in a build of every locale.
 */
export function isLastLocale(locale: string, locales: readonly string[], defaultLocale: string): boolean {
  const order = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  return order[order.length - 1] === locale;
}

/**
 * The previous locale's twins, still being written: zlib runs on the thread
 * pool, so they are made while the next locale loads and bundles instead of
 * holding up the build (at most two threads, ../threadPool). The next
 * locale's step waits for them first, so a failure still fails the build there.
 */
const twinsInFlight = processWide('twins-in-flight', () => ({previous: Promise.resolve() as Promise<unknown>}));

/**
 * The last build step of each locale, after every other plugin's postBuild
 * (see order.ts), so it sees the final HTML:
 * 1. Subresource Integrity on every script this locale's HTML loads;
 * 2. each page's own style policy in a `<meta>` (the hashes of its inline
 *    `<style>` and style attributes and of the styles libraries inject:
 *    sonner's toast), and `_headers`: the security headers, with the
 *    site-wide CSP the page policies narrow (./headers);
 * 3. `/.well-known/security.txt` (RFC 9116);
 * 4. `.br`/`.gz` twins of this locale's text files, finished while the
 *    next locale bundles (see `twinsInFlight`); the last locale's step waits
 *    for its own. A build of some locales only (`--locale en`) ends when
 *    they are written: Node does not exit while zlib works, and a failure
 *    sets the exit code.
 * Locales build one after another; each rewrites `_headers` from all HTML
 * under the root, so after the last locale it covers every page.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const root = buildRoot(outDir, context.i18n.currentLocale, DEFAULT_LOCALE);
      const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`);
      // The root's locale leaves the other locales' folders to their own build.
      const otherLocales = path.resolve(outDir) === root ? prefixes.map((p) => p.slice(1)) : [];
      // Twins of what no step rewrites are made while the other steps work on
      // the HTML (zlib runs on the thread pool: the core they leave idle).
      const finalFiles = () =>
        Promise.all(FINAL_FOLDERS.map((f) => compressibleFiles(path.join(outDir, f)))).then((lists) => lists.flat());
      const earlyFiles = finalFiles();
      const early = earlyFiles.then(precompress);
      early.catch(() => undefined); // reported where it is awaited, below
      await otherPostBuildsDone();
      await twinsInFlight.previous;

      const injected = injectedStyles().map(scriptHash);
      for (const file of htmlFiles(outDir, new Set(otherLocales))) {
        const html = fs.readFileSync(file, 'utf8');
        const doc = parsePage(html);
        const withIntegrity = addIntegrity(html, (url) => buildFile(root, url), doc);
        // Integrity attributes and the meta change no inline text: the same parse gives the hashes.
        const hashes = inlineHashes(doc);
        const at = policyMetaAt(doc);
        if (withIntegrity.slice(0, at) !== html.slice(0, at))
          throw new Error(`${file}: a script before <meta charset>`);
        const final =
          withIntegrity.slice(0, at) + policyMeta(pageStylePolicy(hashes, injected)) + withIntegrity.slice(at);
        fs.writeFileSync(file, final);
        hashCache.set(file, {digest: digestOf(final), hashes});
      }

      // Script hashes stay site-wide, in the header (no page has an inline script now).
      const scripts = htmlFiles(root).flatMap((file) => pageHashes(file).scripts);
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

      const twins = early.then(async () => {
        const listed = new Set(await earlyFiles);
        const added = (await finalFiles()).filter((file) => !listed.has(file));
        return precompress([...(await compressibleFiles(outDir, [...otherLocales, ...FINAL_FOLDERS])), ...added]);
      });
      const {locales, defaultLocale} = context.siteConfig.i18n;
      if (isLastLocale(context.i18n.currentLocale, locales, defaultLocale)) {
        twinsInFlight.previous = Promise.resolve();
        await twins;
      } else {
        twinsInFlight.previous = twins;
        twins.catch((error: unknown) => {
          console.error(`[ERROR] security-headers: compressing ${outDir} failed:`, error);
          process.exitCode = 1;
        });
      }
    },
  };
}
