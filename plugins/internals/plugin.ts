import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guard} from './registry';
import {guardBundle, type BundleGuard} from './bundle';
import {installedThemes, overrides, swizzleProblems} from './swizzles';

const THEME_INTERNAL = '@docusaurus/theme-common/internal';

/** An import of a name theme-common/internal no longer exports: only a bundler warning, `undefined` at run time. */
export const themeInternalGuard: BundleGuard = {
  id: 'theme-common/internal',
  problem: ({diagnostics}) => {
    const missing = diagnostics
      .filter((d) => d.includes(`'${THEME_INTERNAL}'`) && d.includes('not found'))
      .map((d) => d.trim().split('\n')[0]!.replace(/^\W+/, ''));
    return missing.length > 0 ? missing.join('; ') : undefined;
  },
};

/** The site's folders of theme components: src/theme and plugins' (getThemePath). */
export const THEME_DIRS = ['src/theme', 'plugins/lean-bundle/theme'];

export function checkSwizzles(siteDir: string): void {
  const list = THEME_DIRS.filter((dir) => fs.existsSync(path.join(siteDir, dir))).flatMap((dir) =>
    overrides(path.join(siteDir, dir), dir),
  );
  const themes = installedThemes();
  // The hashes of theme-classic's version line (3.10, or the Docusaurus 4 canary's 4.0).
  const problems = swizzleProblems(list, themes, themes[0]!.version);
  guard('swizzles', problems.length > 0 ? problems.join('; ') : undefined);
}

/** The guards of ./registry that belong to no other plugin: swizzles and theme-common/internal. */
export default function internalsPlugin(context: LoadContext): Plugin {
  checkSwizzles(context.siteDir);
  return {
    name: 'internals',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [guardBundle('internals', [themeInternalGuard])]};
    },
  };
}
