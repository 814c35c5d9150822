/**
 * Every place the site relies on something its libraries do not promise:
 * Docusaurus lib paths, SWC, theme-common/internal,
 * Infima class names the code looks for, swizzles the theme does not mark
 * safe. Each entry names the file that relies on it and the guard that
 * fails the build, with `Private internal '<id>' (<file>):
 * <what changed>`, when it stops applying. The guards check what can be
 * observed (a module in the bundler's module graph,
 * the bundler's diagnostics, the built HTML, a theme's public swizzle
 * config), not the libraries' compiled code.
 *
 * Tests: plugins/internals/__tests__ (each guard against a simulated change,
 * and every entry used by a guard in the code).
 */
export type Stage =
  /** When the config and plugins load, or when a plugin configures the bundler. */
  | 'config'
  /** After the browser bundle is compiled (./bundle). */
  | 'bundle'
  /** In postBuild, on the built pages. */
  | 'pages'
  /**
   * In the browser. A browser cannot fail the build: these log `console.error`
   * (the browser tests fail on any console error), and what the build can see
   * of them is guarded at another stage too.
   */
  | 'browser';

export interface Reliance {
  /** Named in the build error. */
  id: string;
  /** What the site relies on that its libraries do not promise. */
  reliesOn: string;
  /** The file that relies on it. */
  file: string;
  /** When the guard runs, and what it checks. */
  stage: Stage;
  check: string;
}

export const RELIANCES = [
  {
    id: 'lean-bundle/prism-include-languages',
    reliesOn: "theme-classic's client module at lib/prism-include-languages (replaced by an empty module)",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the empty module is in the browser bundle: the replacement matched',
  },
  {
    id: 'lean-bundle/base-url-issue-banner',
    reliesOn: "core's lib/client/BaseUrlIssueBanner (replaced by a component that renders nothing)",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the replacement is in the browser bundle',
  },
  {
    id: 'lean-bundle/utils-common-tslib',
    reliesOn: '@docusaurus/utils-common requiring tslib for __importDefault only',
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the one-helper tslib is in the browser bundle',
  },
  {
    id: 'lean-bundle/swc-minimizer',
    reliesOn: "Docusaurus minifying scripts with Rspack's SwcJsMinimizerRspackPlugin",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'config',
    check: "the client config's minimizers include that plugin",
  },
  {
    id: 'inline-translations/message-table',
    reliesOn: 'Docusaurus generating the message table as codeTranslations.json in its generated files',
    file: 'plugins/inline-translations/index.ts',
    stage: 'bundle',
    check: 'that file is a module of the browser bundle, so the table loader applied',
  },
  {
    id: 'inline-translations/docusaurus-sources',
    reliesOn: "Docusaurus's packages calling translate()/<Translate> from @docusaurus/Translate in their lib folders",
    file: 'plugins/inline-translations/index.ts',
    stage: 'config',
    check: 'the transform inlines at least one key of those folders',
  },
  {
    id: 'theme-common/internal',
    reliesOn: "the phone menu's state hooks of @docusaurus/theme-common/internal",
    file: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx',
    stage: 'bundle',
    check: 'the bundler reports no import from it that is not found',
  },
  {
    id: 'swizzles',
    reliesOn:
      'components of src/theme (and plugins/lean-bundle/theme) overriding theme components, ejected or wrapped where the theme does not mark that safe',
    file: 'src/theme',
    stage: 'config',
    check:
      'each overridden component exists in its theme, and each unsafe one is the version it was compared with (./swizzles)',
  },
  {
    id: 'infima/queried-classes',
    reliesOn: 'Infima class names the phone menu looks elements up by (.navbar__toggle, .navbar-sidebar__backdrop)',
    file: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx',
    stage: 'pages',
    check: 'every page Docusaurus renders has those elements (plugins/critical-css)',
  },
  {
    id: 'security-headers/sonner-style',
    reliesOn: 'sonner inserting its stylesheet with __insertCSS("…") (hashed for the CSP)',
    file: 'plugins/security-headers/injected.ts',
    stage: 'config',
    check: "the call is in sonner's files (read as text: the style is inserted in the browser)",
  },
] as const satisfies readonly Reliance[];

export type RelianceId = (typeof RELIANCES)[number]['id'];

/** The entry of a reliance. */
export function reliance(id: RelianceId): Reliance {
  return RELIANCES.find((r) => r.id === id)!;
}

/** The build error of a reliance that stopped applying: what it is, where, and what changed. */
export function relianceError(id: RelianceId, whatChanged: string): Error {
  return new Error(`Private internal '${id}' (${reliance(id).file}): ${whatChanged}`);
}

/** Fails the build when a check found a problem (a text saying what changed). */
export function guard(id: RelianceId, problem: string | undefined): void {
  if (problem !== undefined) throw relianceError(id, problem);
}
