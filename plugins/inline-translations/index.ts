import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guard, guardBundle, type BundleGuard} from '../internals';
import {scanSources} from './loader.cjs';

/** The site's components and Docusaurus's packages: where `translate` is called. */
export function sourceRoots(siteDir: string): string[] {
  const docusaurusPackages = path.dirname(path.dirname(require.resolve('@docusaurus/core/package.json')));
  return [
    path.join(siteDir, 'src'),
    ...fs
      .readdirSync(docusaurusPackages)
      .map((name) => path.join(docusaurusPackages, name, 'lib'))
      .filter((dir) => fs.existsSync(dir)),
  ];
}

/** `inline-translations/docusaurus-sources`: the transform still rewrites calls in Docusaurus's packages. */
export function docusaurusSourcesProblem(roots: readonly string[], siteDir: string): string | undefined {
  const siteSrc = path.join(siteDir, 'src');
  const {rewritten} = scanSources([...roots]);
  const files = [...rewritten].filter(([root]) => root !== siteSrc).reduce((sum, [, n]) => sum + n, 0);
  return files > 0
    ? undefined
    : `no file of ${roots.filter((r) => r !== siteSrc).length} Docusaurus lib folders has a translate() or <Translate> ` +
        "from @docusaurus/Translate the transform rewrites, so the theme's texts stay in the global table";
}

/** `inline-translations/message-table`: the generated table is a browser module under the name the loader matches. */
export function messageTableGuard(messagesFile: string): BundleGuard {
  return {
    id: 'inline-translations/message-table',
    problem: ({resources}) =>
      resources.has(messagesFile)
        ? undefined
        : `${path.basename(messagesFile)} of the generated files is not a module of the browser bundle, so the table loader removed no key`,
  };
}

/**
 * Ships each interface text only with the code that shows it: Docusaurus bundles a locale's whole message
 * table (14 KB gzip in Russian) into every page, plus default texts and descriptions. Production builds
 * inline each static message and drop its key from the table; code.json and `npm start` are unchanged.
 */
export default function inlineTranslationsPlugin(context: LoadContext): Plugin {
  const messagesFile = path.join(context.generatedFilesDir, 'codeTranslations.json');
  // Exactly the files the loader rewrites are the files scanned for inlined keys.
  const roots = sourceRoots(context.siteDir);
  const loader = path.join(__dirname, 'loader.cjs');

  return {
    name: 'inline-translations',
    configureWebpack(config, isServer) {
      // The server's HTML has the same texts either way (the full table); the browser's bytes are the point.
      if (config.mode !== 'production' || isServer) return {};
      guard('inline-translations/docusaurus-sources', docusaurusSourcesProblem(roots, context.siteDir));
      // Rspack's persistent cache is keyed on Docusaurus's files, not on this loader's.
      const cache =
        config.experiments?.cache && typeof config.experiments.cache === 'object'
          ? {experiments: {cache: {buildDependencies: [loader, path.join(__dirname, 'transform.cjs')]}}}
          : {};
      return {
        ...cache,
        plugins: [guardBundle('inline-translations', [messageTableGuard(messagesFile)])],
        module: {
          rules: [
            {
              test: /\.(js|jsx|ts|tsx)$/,
              include: roots,
              enforce: 'pre',
              use: [{loader, options: {mode: 'source', messagesFile, roots}}],
            },
            {
              test: /codeTranslations\.json$/,
              include: [context.generatedFilesDir],
              use: [{loader, options: {mode: 'table', messagesFile, roots}}],
            },
          ],
        },
      };
    },
  };
}
