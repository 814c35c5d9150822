import fs from 'node:fs';
import path from 'node:path';
import autoprefixer from 'autoprefixer';
import type {LoadContext, Plugin, PostCssOptions} from '@docusaurus/types';
import {relianceError} from '../internals';

/**
 * Vendor prefixes instead of postcss-preset-env for every CSS file.
 *
 * Docusaurus runs each CSS file of each locale through postcss-preset-env,
 * some sixty feature plugins plus autoprefixer. For this site's browserslist
 * (package.json) the features change nothing: the built stylesheets of all
 * six locales differ only by `-webkit-text-decoration` copies of twelve
 * Infima `text-decoration: none | underline` rules, which every browser on
 * the list reads unprefixed. Autoprefixer alone, with the same browserslist,
 * keeps the prefixes that matter (`-webkit-mask`); the later plugins
 * (cascade layers, RTL for Arabic) stay as they are. A cold build of six
 * locales spends about 1.5 s less (guides/PERFORMANCE.md).
 *
 * It also turns off postcss-loader's search for a PostCSS config file
 * (`config: false`). The search runs for every CSS file of every locale, with
 * a fresh cosmiconfig each time (no cache): 27 file names in every folder from
 * the CSS file's up to the file system's root, some 2.8 s of main thread per
 * cold build of six locales, to find nothing. The site has no such file (the
 * plugin fails the build if one appears; see `postcssConfigFiles`).
 *
 * `configurePostCss` is Docusaurus's plugin API for this; the build fails,
 * saying so, if Docusaurus stops configuring postcss-preset-env.
 */
export function withoutPresetEnv(options: PostCssOptions): PostCssOptions {
  const isPresetEnv = (plugin: unknown) =>
    Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]));
  if (!options.plugins.some(isPresetEnv)) {
    throw relianceError(
      'css-prefixes/preset-env',
      'Docusaurus no longer configures postcss-preset-env in configurePostCss; review plugins/css-prefixes',
    );
  }
  const plugins = options.plugins.map((plugin) => (isPresetEnv(plugin) ? autoprefixer : plugin));
  return {...options, plugins, config: false};
}

/**
 * PostCSS config files in the site's folder that postcss-loader would have
 * read (its search places: `package.json` with a `postcss` key, then
 * `postcss.config.*`, `.postcssrc*` and `.config/postcssrc*`).
 */
export function postcssConfigFiles(siteDir: string): string[] {
  const found: string[] = [];
  const pkg = path.join(siteDir, 'package.json');
  if (fs.existsSync(pkg) && 'postcss' in (JSON.parse(fs.readFileSync(pkg, 'utf8')) as object)) {
    found.push('package.json ("postcss" key)');
  }
  const extension = String.raw`(\.[cm]?[jt]s|\.json|\.ya?ml)?$`;
  const lookIn = (dir: string, names: string) => {
    const full = path.join(siteDir, dir);
    if (!fs.existsSync(full) || !fs.statSync(full).isDirectory()) return;
    const isConfig = new RegExp(`^(${names})${extension}`);
    for (const name of fs.readdirSync(full)) if (isConfig.test(name)) found.push(path.posix.join(dir, name));
  };
  lookIn('.', String.raw`postcss\.config|\.postcssrc`);
  lookIn('.config', 'postcssrc');
  return found;
}

export default function cssPrefixesPlugin(context: LoadContext): Plugin {
  const configs = postcssConfigFiles(context.siteDir);
  if (configs.length > 0) {
    throw new Error(
      `css-prefixes: ${configs.join(', ')} would be ignored: the build does not read PostCSS config files ` +
        '(see plugins/css-prefixes). Add PostCSS plugins in plugins/css-prefixes instead.',
    );
  }
  return {
    name: 'css-prefixes',
    configurePostCss: withoutPresetEnv,
  };
}
