import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {allRedirects, matchPath} from '../../src/data/routes';
import {redirectHtml, redirectsFile} from './render';

/** Writes the redirect pages and `_redirects` into the root of the build. */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'redirects',
    async postBuild({outDir}) {
      // Each locale builds into its own folder; the default locale's build
      // writes the aliases of all locales into the root once.
      if (context.i18n.currentLocale !== DEFAULT_LOCALE) return;
      const siteUrl = context.siteConfig.url;
      for (const {from, to} of allRedirects()) {
        const file = path.join(outDir, from, 'index.html');
        await fs.promises.mkdir(path.dirname(file), {recursive: true});
        await fs.promises.writeFile(file, redirectHtml(to, siteUrl, matchPath(to)?.locale ?? DEFAULT_LOCALE));
      }
      await fs.promises.writeFile(
        path.join(outDir, '_redirects'),
        redirectsFile(LOCALES.filter((l) => l !== DEFAULT_LOCALE)),
      );
    },
  };
}
