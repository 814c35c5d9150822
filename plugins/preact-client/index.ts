import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {guardBundle, replacedBy, type BundleGuard} from '../internals';

/** `preact-client/react-aliases`: the aliases applied, so React DOM is in no module of the browser bundle. */
export const noReactDom: BundleGuard = {
  id: 'preact-client/react-aliases',
  problem: ({resources}) => {
    const reactDom = [...resources].filter((file) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(file));
    return reactDom.length === 0
      ? undefined
      : `React DOM is in the browser bundle (${reactDom.length} modules, e.g. ${reactDom[0]}): the react and react-dom aliases no longer apply`;
  },
};

/** The replacement of `@docusaurus/Head` in the browser bundle. */
const HEAD = path.join(__dirname, 'Head.tsx');

/**
 * The browser runs the site on Preact (preact/compat), not React DOM.
 *
 * Pages are rendered to HTML at build time by React, as Docusaurus does; in
 * the browser the same components hydrate that HTML with preact/compat,
 * which implements the React API the site, Docusaurus and its libraries use
 * (hooks, context, class components, portals, `hydrateRoot`) in about 11 KB
 * gzip instead of React DOM's 60 KB. It is the largest single cut in the
 * first-view JavaScript (guides/PERFORMANCE.md).
 *
 * Production builds only: `npm start` keeps React, whose Fast Refresh the
 * dev server needs. The browser tests run on the production build, so what
 * visitors get is what is tested.
 */
// Docusaurus aliases `react` and `react-dom` to their package folders; the
// same keys are replaced, so `react/jsx-runtime` becomes
// `preact/compat/jsx-runtime` and `react-dom/client` `preact/compat/client`.
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

/**
 * V8's explicit compile hint (Chrome 136 and later): the browser compiles
 * every function of the file on a background thread while the file
 * downloads, instead of on the main thread when each is first called.
 * Hydration calls most of the code, and compiling it lazily was about a
 * third of the main thread's work on a phone (guides/PERFORMANCE.md).
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const production = (): boolean => process.env.NODE_ENV === 'production';

/** The renderers the browser can run; the build and `npm start` always render with React. */
export const CLIENT_RENDERERS = ['preact', 'react'] as const;
export type ClientRenderer = (typeof CLIENT_RENDERERS)[number];

/**
 * The browser's renderer from `CLIENT_RENDERER` (docusaurus.config.ts):
 * Preact unless `react`, which builds the same site with React DOM in the
 * browser (the way back, tested by `npm test`; guides/PERFORMANCE.md).
 */
export function clientRenderer(value: string | undefined): ClientRenderer {
  if (value === undefined || value === '') return 'preact';
  const found = CLIENT_RENDERERS.find((renderer) => renderer === value);
  if (!found) throw new Error(`CLIENT_RENDERER=${value}: expected one of ${CLIENT_RENDERERS.join(', ')}`);
  return found;
}

export interface Options {
  renderer?: ClientRenderer;
}

/**
 * The bundler's persistent cache is versioned by locale and theme aliases,
 * not by the renderer: without it in the version, a Preact build restores
 * modules a React build resolved, and the reverse. Each renderer gets its
 * own cache.
 */
export function rendererCacheVersion(config: object, renderer: ClientRenderer): object {
  const {experiments, cache} = config as {experiments?: {cache?: unknown}; cache?: unknown};
  const version = (value: unknown): string | undefined =>
    typeof value === 'object' && value !== null && 'version' in value && typeof value.version === 'string'
      ? `${value.version}-${renderer}`
      : undefined;
  const rspack = version(experiments?.cache);
  if (rspack) return {experiments: {cache: {version: rspack}}};
  const webpack = version(cache);
  return webpack ? {cache: {version: webpack}} : {};
}

export default function preactClientPlugin(_context: unknown, {renderer = 'preact'}: Options = {}): Plugin {
  const preact = renderer === 'preact';
  return {
    name: 'preact-client',
    getClientModules() {
      if (!production()) return [];
      // ./hydrated ends hydration with either renderer; ./effects is Preact's alone.
      const modules = [path.join(__dirname, 'hydrated.ts')];
      return preact ? [path.join(__dirname, 'effects.ts'), ...modules] : modules;
    },
    configureWebpack(config, isServer, utils) {
      if (isServer || !production()) return {};
      const cache = rendererCacheVersion(config, renderer);
      const {BannerPlugin, Compilation, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The compile hint is not the renderer's: kept with React DOM, so the two builds differ
      // by the renderer alone.
      const banner = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
      });
      if (!preact) return {...cache, plugins: [banner]};
      return {
        ...cache,
        resolve: {alias: {...PREACT_ALIASES}},
        plugins: [
          // Every import of `@docusaurus/Head` (the theme's and the site's) gets ./Head.
          new NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resource: {request: string}) => {
            resource.request = HEAD;
          }),
          // The build fails if the browser bundle has no ./Head, or has React DOM (plugins/internals).
          guardBundle('preact-client', [replacedBy('preact-client/head', HEAD, '@docusaurus/Head'), noReactDom]),
          // The first line of each script; added after minifying, which drops comments,
          // and before the content hash in the file's name.
          banner,
        ],
      };
    },
  };
}
