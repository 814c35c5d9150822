import autoprefixer from 'autoprefixer';
import type {Plugin, PostCssOptions} from '@docusaurus/types';

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
 * locales spends about 1.5 s less (README "Performance").
 *
 * `configurePostCss` is Docusaurus's plugin API for this; the build fails,
 * saying so, if Docusaurus stops configuring postcss-preset-env.
 */
export function withoutPresetEnv(options: PostCssOptions): PostCssOptions {
  const isPresetEnv = (plugin: unknown) =>
    Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]));
  if (!options.plugins.some(isPresetEnv)) {
    throw new Error('css-prefixes: Docusaurus no longer configures postcss-preset-env; review plugins/css-prefixes');
  }
  options.plugins = options.plugins.map((plugin) => (isPresetEnv(plugin) ? autoprefixer : plugin));
  return options;
}

export default function cssPrefixesPlugin(): Plugin {
  return {
    name: 'css-prefixes',
    configurePostCss: withoutPresetEnv,
  };
}
