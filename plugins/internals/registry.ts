/**
 * Every place the site relies on something its libraries do not promise, with the file that relies on it,
 * the guard that fails the build (`Private internal '<id>' (<file>): <what changed>`) on what can be
 * observed (module graph, diagnostics, built HTML, swizzle config), whose need it serves and why no public
 * API or wrapper does it. Tests: plugins/internals/__tests__.
 */
/** When the guard runs: config load, compiled browser bundle, postBuild pages, or browser (console.error). */
export type Stage = 'config' | 'bundle' | 'pages' | 'browser';

/** Whose need a private internal or an ejected component serves, and what need. */
export type Serves = `${'patient' | 'writer' | 'translator' | 'operator'}: ${string}`;

export interface Reliance {
  id: string;
  reliesOn: string;
  file: string;
  stage: Stage;
  check: string;
  serves: Serves;
  whyNotPublic: string;
}

export const RELIANCES = [
  {
    id: 'lean-bundle/prism-include-languages',
    reliesOn: "theme-classic's client module at lib/prism-include-languages (replaced by an empty module)",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the empty module is in the browser bundle: the replacement matched',
    serves: 'patient: a phone downloads no syntax highlighter for a site that shows no code',
    whyNotPublic: "the theme registers Prism's languages from a client module of its own, with no option",
  },
  {
    id: 'lean-bundle/base-url-issue-banner',
    reliesOn: "core's lib/client/BaseUrlIssueBanner (replaced by a component that renders nothing)",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the replacement is in the browser bundle',
    serves: 'patient: no banner code in the first-view JavaScript (the banner is off in the config)',
    whyNotPublic: 'turning the banner off in the config still bundles its component',
  },
  {
    id: 'lean-bundle/utils-common-tslib',
    reliesOn: '@docusaurus/utils-common requiring tslib for __importDefault only',
    file: 'plugins/lean-bundle/index.ts',
    stage: 'bundle',
    check: 'the one-helper tslib is in the browser bundle',
    serves: 'patient: 3.7 KB gzip less first-view JavaScript, for one helper of tslib',
    whyNotPublic: "the require is inside @docusaurus/utils-common's compiled CommonJS; no option changes it",
  },
  {
    id: 'lean-bundle/swc-minimizer',
    reliesOn: "Docusaurus minifying scripts with Rspack's SwcJsMinimizerRspackPlugin",
    file: 'plugins/lean-bundle/index.ts',
    stage: 'config',
    check: "the client config's minimizers include that plugin",
    serves: 'patient: Arabic and Russian scripts a quarter smaller (UTF-8, not \\u escapes)',
    whyNotPublic: "Docusaurus has no option for the minifier's output charset; only its plugin's options",
  },
  {
    id: 'inline-translations/message-table',
    reliesOn: 'Docusaurus generating the message table as codeTranslations.json in its generated files',
    file: 'plugins/inline-translations/index.ts',
    stage: 'bundle',
    check: 'that file is a module of the browser bundle, so the table loader applied',
    serves: 'patient: each text is inlined where it is used, not shipped in a table of every message',
    whyNotPublic: 'Docusaurus writes the table to a generated file and exposes no hook to inline it',
  },
  {
    id: 'inline-translations/docusaurus-sources',
    reliesOn: "Docusaurus's packages calling translate()/<Translate> from @docusaurus/Translate in their lib folders",
    file: 'plugins/inline-translations/index.ts',
    stage: 'config',
    check: 'the transform inlines at least one key of those folders',
    serves: "patient: the theme's own labels are inlined like the site's, so no table is shipped",
    whyNotPublic: "Docusaurus's packages call translate() from their compiled lib folders; no API lists their keys",
  },
  {
    id: 'theme-common/internal',
    reliesOn: "the phone menu's state hooks of @docusaurus/theme-common/internal",
    file: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx',
    stage: 'bundle',
    check: 'the bundler reports no import from it that is not found',
    serves: 'patient: the phone menu is a modal dialog a keyboard can use (WCAG 2.1.2, 2.4.3)',
    whyNotPublic: 'whether the phone menu and its secondary menu are open is only exported from theme-common/internal',
  },
  {
    id: 'swizzles',
    reliesOn: 'theme components overridden (src/theme, plugins/lean-bundle/theme) where not marked safe',
    file: 'src/theme',
    stage: 'config',
    check: 'each overridden component exists, and each unsafe one is the version it was compared with (./swizzles)',
    serves: "patient: the overrides' own needs, each in plugins/internals/swizzles.ts (REASONS)",
    whyNotPublic: 'a theme component is only replaced by swizzling it; wrapping is used wherever it suffices',
  },
  {
    id: 'infima/queried-classes',
    reliesOn: 'Infima class names the phone menu looks elements up by (.navbar__toggle, .navbar-sidebar__backdrop)',
    file: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx',
    stage: 'pages',
    check: 'every page Docusaurus renders has those elements (plugins/critical-css)',
    serves: 'patient: focus returns to the menu button and the backdrop stays out of the Tab order',
    whyNotPublic: 'the theme gives the menu button and backdrop no id, ref or API; only their Infima classes',
  },
  {
    id: 'security-headers/sonner-style',
    reliesOn: 'sonner inserting its stylesheet with __insertCSS("…") (hashed for the CSP)',
    file: 'plugins/security-headers/injected.ts',
    stage: 'config',
    check: "the call is in sonner's files (read as text: the style is inserted in the browser)",
    serves: "operator: a CSP that allows no inline style but sonner's, by hash",
    whyNotPublic: 'sonner offers no option to load its styles as a stylesheet file; its inserted text must be hashed',
  },
] as const satisfies readonly Reliance[];

export type RelianceId = (typeof RELIANCES)[number]['id'];

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
