/**
 * The one postBuild that touches the built site: Docusaurus runs postBuilds at once, and two passes over one
 * file lose an edit, so the steps run here in `STEP_ORDER`, each page read, parsed and written once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {Page, parsePage, type Parse} from './page';

/** Page steps (in memory, then written once), then file steps: each needs what the one before added. */
const PAGE_STEPS = ['redirect-pages', 'structured-data', 'critical-css', 'security-headers'] as const;
const FILE_STEPS = ['sitemap', 'precompression'] as const;
export const STEP_ORDER = [...PAGE_STEPS, ...FILE_STEPS] as const;
export type StepName = (typeof STEP_ORDER)[number];

/** One locale's build, as the steps see it; `allContent` for the structured data's site texts. */
export interface Build {
  context: LoadContext;
  outDir: string;
  allContent: AllContent;
  pages: Pages;
}

export interface PostBuildStep {
  name: StepName;
  run(build: Build): void | Promise<void>;
}

/** Refuses a step list out of the declared order, or with a step twice, naming the step. */
export function checkOrder(steps: readonly PostBuildStep[]): void {
  const seen = new Set<string>();
  let last = -1;
  for (const {name} of steps) {
    const at = (STEP_ORDER as readonly string[]).indexOf(name);
    if (at < 0) throw new Error(`post-build: unknown step "${name}"`);
    if (seen.has(name)) throw new Error(`post-build: the step "${name}" is registered twice`);
    if (at < last) {
      throw new Error(
        `post-build: "${name}" is listed after "${STEP_ORDER[last]}" but must run before it (${STEP_ORDER.join(' → ')})`,
      );
    }
    seen.add(name);
    last = at;
  }
}

/** Folders of the output that other locales build into (inside the default locale's root). */
export function otherLocaleFolders(locale: string): string[] {
  return locale === DEFAULT_LOCALE ? LOCALES.filter((l) => l !== DEFAULT_LOCALE) : [];
}

/** The HTML files under `dir`, except in its folders named in `skip` (other locales' builds). */
export function htmlFiles(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The HTML pages of one locale's output. */
export class Pages {
  private readonly byFile = new Map<string, Page>();

  constructor(
    files: readonly string[],
    private readonly parse: Parse = parsePage,
  ) {
    for (const file of files)
      this.byFile.set(path.resolve(file), new Page(path.resolve(file), fs.readFileSync(file, 'utf8'), parse));
  }

  static of(outDir: string, locale: string, parse: Parse = parsePage): Pages {
    return new Pages(htmlFiles(outDir, otherLocaleFolders(locale)), parse);
  }

  list(): Page[] {
    return [...this.byFile.values()];
  }

  get(file: string): Page | undefined {
    return this.byFile.get(path.resolve(file));
  }

  /** A new page (a redirect page); the build must not have one there. */
  add(file: string, html: string): Page {
    const key = path.resolve(file);
    if (this.byFile.has(key) || fs.existsSync(key)) throw new Error(`post-build: ${file} exists already`);
    const page = new Page(key, html, this.parse, true);
    this.byFile.set(key, page);
    return page;
  }

  /** Writes the changed and added pages; later changes throw. */
  write(): void {
    for (const page of this.byFile.values()) {
      if (page.dirty) {
        fs.mkdirSync(path.dirname(page.file), {recursive: true});
        fs.writeFileSync(page.file, page.html);
      }
      page.seal();
    }
  }
}

/** Runs the steps in order on the locale's pages: the page steps, the write, the file steps. */
export async function runPipeline(
  steps: readonly PostBuildStep[],
  {context, outDir, allContent}: Omit<Build, 'pages'>,
  parse: Parse = parsePage,
): Promise<void> {
  checkOrder(steps);
  const build: Build = {context, outDir, allContent, pages: Pages.of(outDir, context.i18n.currentLocale, parse)};
  let written = false;
  for (const step of steps) {
    if (!written && (FILE_STEPS as readonly string[]).includes(step.name)) {
      build.pages.write();
      written = true;
    }
    await step.run(build);
  }
  if (!written) build.pages.write();
}

export default function postBuildPlugin(context: LoadContext, {steps}: {steps: readonly PostBuildStep[]}): Plugin {
  // Fails when the config loads, not after a minute of bundling.
  checkOrder(steps);
  let allContent: AllContent | undefined;
  return {
    name: 'post-build',
    allContentLoaded({allContent: loaded}) {
      allContent = loaded;
    },
    async postBuild({outDir}) {
      if (!allContent) throw new Error('post-build: the content was not loaded');
      await runPipeline(steps, {context, outDir, allContent});
    },
  };
}
