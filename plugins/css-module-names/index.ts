import crypto from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {processWide} from '../processWide';
import {relianceError} from '../internals';

/**
 * Five-character CSS-module class names in production builds.
 *
 * Docusaurus names every class of a `*.module.css` file `[local]_[hash:4]`
 * (`statLabel_hQ7R`), in development and production alike. Each page's HTML
 * carries its classes in the markup and again in its inline stylesheet
 * (plugins/first-paint), and the first view's HTML is what a phone waits
 * for. The readable part of those names cost 150-400 bytes of each sampled
 * page's brotli response, and 150 bytes gzip of `main.js`
 * (guides/PERFORMANCE.md). Production builds name each
 * class from a hash of its file (relative to the site) and its local name:
 * a letter, then four of `[A-Za-z0-9_-]`, the same for the server and the
 * client bundle of every locale. `npm start` keeps Docusaurus's readable
 * names. The site's CSS and scripts never select a module class by its name
 * (`[class*=…]`); components get them from the module's import.
 *
 * Two classes with the same name would style each other's elements, so the
 * build fails, naming both, if a name ever comes out twice. With 52 × 64⁴
 * (some 870 million) names, the odds of that are about 1 in 35,000 for the
 * 222 module classes the built stylesheet has (2026-11), 1 in 7,000 for 500.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_CHARS = `${LETTERS}0123456789_-`;

/** The class name of `local` in the CSS module at `file` (a path relative to the site, `/`-separated). */
export function shortClassName(file: string, local: string): string {
  const hash = crypto.createHash('sha256').update(`${file}\0${local}`).digest();
  let name = LETTERS[hash[0]! % LETTERS.length]!;
  for (let i = 1; i < 5; i++) name += NAME_CHARS[hash[i]! % NAME_CHARS.length];
  return name;
}

/** Which file and local name each short name was given to, for the whole build (all locales, both bundles). */
const givenTo = processWide('css-module-names', () => new Map<string, string>());

/** `css-loader`'s `modules.getLocalIdent` for a site at `siteDir`: fails on a name given to two classes. */
export function localIdentFor(siteDir: string) {
  return (loaderContext: {resourcePath: string}, _localIdentName: string, local: string): string => {
    const file = path.relative(siteDir, loaderContext.resourcePath).split(path.sep).join('/');
    const name = shortClassName(file, local);
    const owner = `${file} .${local}`;
    const previous = givenTo.get(name);
    if (previous !== undefined && previous !== owner) {
      throw new Error(
        `css-module-names: "${previous}" and "${owner}" both got the class name "${name}"; ` +
          'rename one of them (plugins/css-module-names).',
      );
    }
    givenTo.set(name, owner);
    return name;
  };
}

interface LoaderUse {
  loader?: string;
  options?: {modules?: unknown};
}
interface RuleLike {
  test?: unknown;
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/**
 * Sets `getLocalIdent` on every css-loader of the config that makes CSS
 * modules, and returns how many it set. Docusaurus configures one such rule
 * (`/\.module\.css$/`, `@docusaurus/core` webpack/base).
 */
export function shortenModuleClassNames(rules: unknown, getLocalIdent: ReturnType<typeof localIdentFor>): number {
  let count = 0;
  const visit = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const rule of list as RuleLike[]) {
      if (!rule || typeof rule !== 'object') continue;
      visit(rule.oneOf);
      visit(rule.rules);
      if (!Array.isArray(rule.use)) continue;
      for (const use of rule.use as LoaderUse[]) {
        const modules = use?.options?.modules;
        if (
          typeof use?.loader === 'string' &&
          /[\\/]css-loader[\\/]/.test(use.loader) &&
          modules &&
          typeof modules === 'object'
        ) {
          Object.assign(modules, {getLocalIdent});
          count++;
        }
      }
    }
  };
  visit(rules);
  return count;
}

export default function cssModuleNamesPlugin(context: LoadContext): Plugin {
  return {
    name: 'css-module-names',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      if (shortenModuleClassNames(config.module?.rules, localIdentFor(context.siteDir)) === 0) {
        throw relianceError(
          'css-module-names/css-loader',
          'Docusaurus no longer configures css-loader for CSS modules the way ' +
            'plugins/css-module-names expects (a rule using css-loader with `modules` options); review the plugin.',
        );
      }
      return {};
    },
  };
}
