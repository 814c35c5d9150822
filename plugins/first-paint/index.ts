import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {linkedStylesheet, pageScripts, parsePage, rewritePage} from './html';
import {writeOutConstants} from './constants';
import {PRINT_PREFIX, splitPrintRules} from './print';
import {fixedColorMode, type ColorModeConfig} from './colorMode';
import {LOADER_FOLDER, loaderFile, type LoadedScript} from './loader';
import {integrity} from '../security-headers/headers';
import {addHtml, addScript, emptyVocabulary, pruneCss, type Vocabulary} from './prune';

/** Files under dir, without the folders other locales build into (the default locale's outDir holds them). */
function files(dir: string, skip: ReadonlySet<string>): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : files(full, new Set());
    return [full];
  });
}

/**
 * The scripts every page of the locale loads, the same on each (the
 * bundler's runtime and `main`), with their Subresource Integrity: the
 * locale's loader adds them. The build fails, naming the page, if one page
 * loads other scripts, which a loader for the whole locale could not know.
 */
function localeScripts(
  pages: readonly {file: string; doc: ReturnType<typeof parsePage>}[],
  outDir: string,
  localeBase: string,
): LoadedScript[] {
  let first: {file: string; scripts: LoadedScript[]} | undefined;
  for (const {file, doc} of pages) {
    const scripts = pageScripts(doc);
    first ??= {file, scripts};
    if (JSON.stringify(scripts) !== JSON.stringify(first.scripts)) {
      throw new Error(
        `first-paint: ${file} loads ${scripts.map((s) => s.src).join(', ')}, ${first.file} ` +
          `${first.scripts.map((s) => s.src).join(', ')}; the locale's loader adds one set of scripts to every page`,
      );
    }
  }
  return (first?.scripts ?? []).map((script) => {
    const src = script.src!;
    if (!src.startsWith(localeBase)) throw new Error(`first-paint: script ${src} is outside ${localeBase}`);
    return {
      ...script,
      integrity: script.integrity ?? integrity(fs.readFileSync(path.join(outDir, src.slice(localeBase.length)))),
    };
  });
}

/** What scripts can read of the page's CSS: custom properties (`--ifm-navbar-height`). */
function scriptWordsOnly(vocabulary: Vocabulary): Vocabulary {
  const only = emptyVocabulary();
  only.words = new Set([...vocabulary.words].filter((w) => w.startsWith('--')));
  return only;
}

/**
 * Makes the first paint need nothing but the HTML (README "Performance"):
 *
 * 1. The locale's stylesheet keeps only the rules an element of the site can
 *    match (./prune: classes of every built page and every word of the
 *    JavaScript bundles), under a new content hash.
 * 2. Each page inlines the rules its own HTML uses instead of linking the
 *    stylesheet, so no request blocks rendering; their constant custom
 *    properties written out (./constants).
 * 3. The scripts wait until the page has loaded and painted (./loader, a
 *    file of each locale's assets), which then also adds the full
 *    stylesheet for what scripts render.
 * 4. Image preloads go: every image is in the HTML itself.
 * 5. Print rules go to a stylesheet of their own, linked for print media
 *    (./print), so patient leaflets cost the first paint nothing.
 * 6. When the configuration fixes the colour mode (./colorMode), `<html>`
 *    carries it instead of theme-classic's inline script setting it, and
 *    the rules for other modes (`[data-theme=dark]`) are pruned.
 *
 * Rewrites HTML in postBuild: run it after the steps that write pages
 * (structured data) and before the one that hashes inline scripts
 * (security headers); see ./order.
 */
export default function firstPaintPlugin(context: LoadContext): Plugin {
  return {
    name: 'first-paint',
    async postBuild({outDir}) {
      const locale = context.i18n.currentLocale;
      const skip = new Set<string>(locale === DEFAULT_LOCALE ? LOCALES.filter((l) => l !== DEFAULT_LOCALE) : []);
      const all = files(outDir, skip);
      const pages = all.filter((f) => f.endsWith('.html'));
      const scripts = all.filter((f) => f.endsWith('.js'));

      const colorMode = fixedColorMode((context.siteConfig.themeConfig as {colorMode?: ColorModeConfig}).colorMode);
      const vocabulary = emptyVocabulary();
      if (colorMode !== undefined) {
        for (const name of ['data-theme', 'data-theme-choice']) vocabulary.fixedValues.set(name, new Set([colorMode]));
      }
      const pageOf = new Map<string, {html: string; doc: ReturnType<typeof parsePage>; stylesheet?: string}>();
      for (const file of pages) {
        const html = fs.readFileSync(file, 'utf8');
        const doc = parsePage(html);
        pageOf.set(file, {html, doc, stylesheet: linkedStylesheet(doc)});
        addHtml(vocabulary, doc);
      }
      for (const file of scripts) addScript(vocabulary, fs.readFileSync(file, 'utf8'));

      const styled = pages.filter((file) => pageOf.get(file)!.stylesheet !== undefined);
      const hrefs = new Set(styled.map((file) => pageOf.get(file)!.stylesheet!));
      if (hrefs.size !== 1) throw new Error(`first-paint: expected one stylesheet, found ${[...hrefs].join(', ')}`);
      const [href] = [...hrefs] as [string];
      const localeBase = context.baseUrl;
      if (!href.startsWith(localeBase)) throw new Error(`first-paint: ${href} is outside ${localeBase}`);
      const cssFile = path.join(outDir, href.slice(localeBase.length));

      const {screen: pruned, print} = splitPrintRules(
        pruneCss(fs.readFileSync(cssFile, 'utf8'), vocabulary),
        vocabulary,
      );
      const hashOf = (css: string): string => crypto.createHash('md5').update(css).digest('hex').slice(0, 8);
      const prunedName = path.basename(cssFile).replace(/\.[0-9a-f]+\.css$/, `.${hashOf(pruned)}.css`);
      fs.writeFileSync(path.join(path.dirname(cssFile), prunedName), pruned);
      if (prunedName !== path.basename(cssFile)) fs.rmSync(cssFile);
      const cssFolderHref = href.slice(0, href.lastIndexOf('/') + 1);
      const prunedHref = cssFolderHref + prunedName;
      let printHref: string | undefined;
      if (print) {
        const printName = `${PRINT_PREFIX}${hashOf(print)}.css`;
        fs.writeFileSync(path.join(path.dirname(cssFile), printName), print);
        printHref = cssFolderHref + printName;
      }

      const customProperties = scriptWordsOnly(vocabulary);
      // The served stylesheet keeps its var()s; the pages' rules are cut from this.
      const inlineSource = writeOutConstants(pruned, vocabulary);
      const loader = await loaderFile({
        stylesheet: prunedHref,
        scripts: localeScripts(
          styled.map((file) => ({file, doc: pageOf.get(file)!.doc})),
          outDir,
          localeBase,
        ),
      });
      fs.mkdirSync(path.join(outDir, LOADER_FOLDER), {recursive: true});
      fs.writeFileSync(path.join(outDir, LOADER_FOLDER, loader.name), loader.text);
      const loaderSrc = `${localeBase}${LOADER_FOLDER}/${loader.name}`;
      for (const file of styled) {
        const {html, doc} = pageOf.get(file)!;
        const page = addHtml(scriptWordsOnly(customProperties), doc);
        const criticalCss = pruneCss(inlineSource, page);
        fs.writeFileSync(file, rewritePage(html, {criticalCss, loaderSrc, colorMode, printHref}, doc));
      }
    },
  };
}
