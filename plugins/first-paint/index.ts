import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Document} from '../post-build/page';
import {otherLocaleFolders, type PostBuildStep} from '../post-build';
import {linkedStylesheet, pageScripts, rewriteEdits} from './html';
import {writeOutConstants} from './constants';
import {PRINT_PREFIX, splitPrintRules} from './print';
import {fixedColorMode, type ColorModeConfig} from './colorMode';
import {LOADER_FOLDER, loaderFile, type LoadedScript} from './loader';
import {integrity} from '../security-headers/headers';
import {addHtml, addScript, emptyVocabulary, pruneCss, type Vocabulary} from './prune';

/** Scripts under dir, without the folders other locales build into (the default locale's outDir holds them). */
function scriptFiles(dir: string, skip: ReadonlySet<string>): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : scriptFiles(full, new Set());
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/**
 * The scripts every page of the locale loads, the same on each (the
 * bundler's runtime and `main`), with their Subresource Integrity: the
 * locale's loader adds them. The build fails, naming the page, if one page
 * loads other scripts, which a loader for the whole locale could not know.
 */
function localeScripts(
  pages: readonly {file: string; doc: Document}[],
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
 * Makes the first paint need nothing but the HTML (guides/PERFORMANCE.md):
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
 * A step of ../post-build: after the steps that write pages (structured
 * data), before the one that hashes what is inline (security headers).
 */
export const firstPaintStep: PostBuildStep = {
  name: 'first-paint',
  async run({context, outDir, pages: built}) {
    const pages = built.list();
    const scripts = scriptFiles(outDir, new Set(otherLocaleFolders(context.i18n.currentLocale)));

    const colorMode = fixedColorMode((context.siteConfig.themeConfig as {colorMode?: ColorModeConfig}).colorMode);
    const vocabulary = emptyVocabulary();
    if (colorMode !== undefined) {
      for (const name of ['data-theme', 'data-theme-choice']) vocabulary.fixedValues.set(name, new Set([colorMode]));
    }
    const stylesheetOf = new Map<string, string | undefined>();
    for (const page of pages) {
      stylesheetOf.set(page.file, linkedStylesheet(page.doc));
      addHtml(vocabulary, page.doc);
    }
    for (const file of scripts) addScript(vocabulary, fs.readFileSync(file, 'utf8'));

    const styled = pages.filter((page) => stylesheetOf.get(page.file) !== undefined);
    const hrefs = new Set(styled.map((page) => stylesheetOf.get(page.file)!));
    if (hrefs.size !== 1) throw new Error(`first-paint: expected one stylesheet, found ${[...hrefs].join(', ')}`);
    const [href] = [...hrefs] as [string];
    const localeBase = context.baseUrl;
    if (!href.startsWith(localeBase)) throw new Error(`first-paint: ${href} is outside ${localeBase}`);
    const cssFile = path.join(outDir, href.slice(localeBase.length));

    const {screen: pruned, print} = splitPrintRules(pruneCss(fs.readFileSync(cssFile, 'utf8'), vocabulary), vocabulary);
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
      scripts: localeScripts(styled, outDir, localeBase),
    });
    fs.mkdirSync(path.join(outDir, LOADER_FOLDER), {recursive: true});
    fs.writeFileSync(path.join(outDir, LOADER_FOLDER, loader.name), loader.text);
    const loaderSrc = `${localeBase}${LOADER_FOLDER}/${loader.name}`;
    for (const page of styled) {
      const own = addHtml(scriptWordsOnly(customProperties), page.doc);
      const criticalCss = pruneCss(inlineSource, own);
      page.edit(rewriteEdits(page.html, {criticalCss, loaderSrc, colorMode, printHref}, page.doc));
    }
  },
};
