/**
 * The guard on src/theme (registry entry `swizzles`): an override of a component the theme dropped replaces
 * nothing, and one the theme's swizzle config does not mark safe follows the original it was compared with,
 * pinned by a hash, so the upgrade that changes that original fails the build, naming it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Serves} from './registry';

export type SwizzleAction = 'eject' | 'wrap';

export interface Override {
  /** `Navbar/MobileSidebar/Layout` */
  component: string;
  /** The site's folder of the override (`src/theme`, or a plugin's theme folder). */
  dir: string;
  action: SwizzleAction;
}

export interface Theme {
  name: string;
  /** The theme's package version (`3.10.2`, `4.0.0-canary-6808`). */
  version: string;
  /** The folder the theme's components are aliased from (`@theme-original/…`). */
  themePath: string;
  /** The folder of the components' sources, as `swizzle` ejects them (the theme path if none). */
  sourcePath: string;
  /** Safety of each component and action, from the theme's swizzle config; missing means unsafe. */
  safety(component: string, action: SwizzleAction): string | undefined;
}

/** Safe by the Docusaurus docs ("Wrapping your site with <Root>") though no theme's config lists it. */
const DOCUMENTED_SAFE = new Set(['Root']);

export interface Reason {
  serves: Serves;
  /** Why the theme's public options, or a wrapper, do not do it. */
  whyNotPublic: string;
}

/** Why each ejected or unsafe override exists; plugins/internals/__tests__/reasons.test.ts checks both ways. */
export const REASONS: Readonly<Record<string, Reason>> = {
  BackToTopButton: {
    serves: 'patient: focus goes to the top with the page (WCAG 2.4.3); with reduced motion it jumps (2.3.3)',
    whyNotPublic: 'the button has no option for focus or scrolling; a wrapper takes the click first',
  },
  CodeBlock: {
    serves: 'patient: no syntax highlighter (Prism, about 25 KB gzip) on a site that shows no code',
    whyNotPublic: 'the theme has no option to turn highlighting off; ejecting is marked safe',
  },
  ContentVisibility: {
    serves: 'patient: no "Unlisted page" banner about search engines above a locale\'s notice',
    whyNotPublic: 'no option hides the banner of an unlisted page, and the notices must stay unlisted',
  },
  DocItem: {
    serves: 'patient: a locale\'s notice for a page not translated yet has its own "On this page", in its language',
    whyNotPublic: 'the layout reads the table of contents from the compiled page; a wrapper gives the notice its own',
  },
  'DocItem/Content': {
    serves: 'writer: back link, print, review, call to action and the untranslated notice, without MDX imports',
    whyNotPublic: 'the docs plugin has no slot around a page; a wrapper adds them',
  },
  'DocItem/Metadata': {
    serves: "patient: a notice's tab title and description in the locale's language, not the placeholder's Dutch",
    whyNotPublic: 'front matter is per file; a wrapper swaps the tags on notices only',
  },
  DocPaginator: {
    serves: 'patient: the previous/next landmark is named for treatments, and absent when empty (about page)',
    whyNotPublic: "a wrapper could drop the empty one; the name is the theme's key, which translations would carry",
  },
  'DocSidebarItem/Category': {
    serves: 'patient: the treatment groups are headings, not links without an address',
    whyNotPublic: 'a category without a link has no option to render as a heading; a wrapper renders those only',
  },
  'DocSidebarItem/Link': {
    serves: 'patient: the menu never names a page not translated into the locale',
    whyNotPublic: 'the stock sidebar shows an unlisted page while it is open; a wrapper hides it',
  },
  Error: {
    serves: "patient: a failing page says so in the site's language, inside the site's layout, not indexed",
    whyNotPublic: 'core\'s fallback theme text ("This page crashed") is fixed; it has no wrapper',
  },
  ErrorPageContent: {
    serves: 'patient: the error view of a failing section, in the page language',
    whyNotPublic: "core's fallback theme text is fixed English; it has no wrapper",
  },
  Footer: {
    serves: "patient: footer links to each locale's pages, practice and ratings from src/data",
    whyNotPublic: 'the footer config is static: it cannot follow translated slugs or src/data; ejecting is marked safe',
  },
  Heading: {
    serves: 'patient: a screen reader reads a heading once; the "#" link is out of the Tab order',
    whyNotPublic: 'the hash link inside the heading has no option; a wrapper only sees the heading from outside',
  },
  MDXComponents: {
    serves: 'writer: the medical components in every MDX page without imports',
    whyNotPublic: 'the documented way to add MDX components (ejecting is marked safe, wrapping forbidden)',
  },
  Navbar: {
    serves: "patient: the navbar sits in the page's banner landmark (<header>)",
    whyNotPublic: 'the theme renders no <header> and has no option for one; a wrapper adds it',
  },
  'Navbar/ColorModeToggle': {
    serves: 'patient: no toggle code shipped for a site with one colour scheme',
    whyNotPublic: 'disableSwitch hides the toggle but still bundles it',
  },
  'Navbar/MobileSidebar': {
    serves: 'patient: with large text the phone menu opens on a wide window too, where CSS shows it (WCAG 1.4.4)',
    whyNotPublic: 'the theme renders the menu only below its 996px window width; the condition is inside the component',
  },
  'Navbar/MobileSidebar/Layout': {
    serves: 'patient: the phone menu is a modal dialog a keyboard can use (WCAG 2.1.2, 2.4.3)',
    whyNotPublic: 'a wrapper cannot give the container its role, name and ref; the menu state is theme-common/internal',
  },
  'NavbarItem/ComponentTypes': {
    serves: 'patient: the language switcher leads to the same page in each language (translated slugs)',
    whyNotPublic: 'the documented way to add navbar item types (ejecting is marked safe, wrapping forbidden)',
  },
  'NotFound/Content': {
    serves: 'patient: old and odd addresses are sent on; a real 404 says so in the page language',
    whyNotPublic: 'the stock page has no hook for redirects, and its own title does not reach the built page',
  },
  SiteMetadata: {
    serves: 'operator: canonical and hreflang links from the route table, per-page social cards, noindex on notices',
    whyNotPublic: 'the stock tags swap the locale prefix, wrong with translated slugs; a wrapper adds a second set',
  },
  SkipToContent: {
    serves: 'patient: the skip link is not a landmark of its own in the landmark list',
    whyNotPublic: "the link's container is fixed inside the component; ejecting is marked safe",
  },
  TOCCollapsible: {
    serves: 'patient: the phone\'s "On this page" toggle says whether it is open and what it opens (WCAG 4.1.2)',
    whyNotPublic: 'the button and list are inside the component; a wrapper cannot reach them',
  },
};

/** Whether an override must give its reason: ejected, or wrapped where the theme does not mark that safe. */
export function needsReason(o: Override, themes: readonly Theme[]): boolean {
  if (DOCUMENTED_SAFE.has(o.component)) return false;
  return o.action === 'eject' || !themes.some((t) => t.safety(o.component, 'wrap') === 'safe');
}

/**
 * sha256 (16 hex) of the theme source each unsafe override was compared with (Error is core's fallback),
 * per version line: the site builds on Docusaurus 3.10 and on the 4 canary, whose components differ.
 */
const COMPARED_WITH_3_10: Readonly<Record<string, string>> = {
  BackToTopButton: 'bd0ad1795786804c',
  ContentVisibility: 'ca2821596fd67fa0',
  DocItem: 'e7579d48441829c6',
  'DocItem/Content': 'a60acf97ab953670',
  'DocItem/Metadata': '07cbb30b0dc03aed',
  DocPaginator: 'aae115bdf931014f',
  'DocSidebarItem/Category': 'e69a87dc8e25da53',
  'DocSidebarItem/Link': 'e62acb9865e1efb3',
  Error: '4037ad84f1980a33',
  ErrorPageContent: '94a807f761167b96',
  Heading: '7254a0b42f906b0b',
  Navbar: '0c618b5fc440dd5f',
  'Navbar/ColorModeToggle': '9b4f5468eb4328c3',
  'Navbar/MobileSidebar': 'bcdcffc2de5c5af3',
  'Navbar/MobileSidebar/Layout': 'c9edcfe48d882c0b',
  'NotFound/Content': '44b71ba528b17c08',
  SiteMetadata: '7fac14b58905630b',
  TOCCollapsible: 'ebed07c11f3ca088',
};

export const COMPARED_WITH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  /** @docusaurus/theme-classic and core 3.10.2. */
  '3.10': COMPARED_WITH_3_10,
  /** 4.0.0-canary-6808: Category re-wraps an expression; Layout drops the `inert` workaround the copy lacks too. */
  '4.0': {
    ...COMPARED_WITH_3_10,
    'DocSidebarItem/Category': '6686e61c423d72f3',
    'Navbar/MobileSidebar/Layout': 'd4af36d6d7c94fe2',
  },
};

/** `3.10.2` → `3.10`, `4.0.0-canary-6808` → `4.0`. */
export function versionLine(version: string): string {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) throw new Error(`Not a theme version: ${version}`);
  return `${match[1]}.${match[2]}`;
}

/** The components a theme folder of the site overrides, and how (a wrapper imports `@theme-original/…`). */
export function overrides(themeDir: string, dir = 'src/theme'): Override[] {
  const out: Override[] = [];
  for (const entry of fs.readdirSync(themeDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(themeDir, file).split(path.sep).join('/');
    const component = rel.replace(/(\/index)?\.tsx?$/, '');
    const wraps = fs.readFileSync(file, 'utf8').includes(`@theme-original/${component}'`);
    out.push({component, dir, action: wraps ? 'wrap' : 'eject'});
  }
  return out.sort((a, b) => a.component.localeCompare(b.component));
}

function componentFile(dir: string, component: string): string | undefined {
  const base = path.join(dir, ...component.split('/'));
  return ['.tsx', '.ts', '.js', '/index.tsx', '/index.ts', '/index.js']
    .map((ext) => base + ext.replace('/', path.sep))
    .find((file) => fs.existsSync(file));
}

export const sourceHash = (file: string): string =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/** Overrides of components no theme has any more, and unsafe ones whose original changed since compared. */
export function swizzleReport(
  list: readonly Override[],
  themes: readonly Theme[],
  compared: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const {component, dir, action} of list) {
    const theme = themes.find((t) => componentFile(t.themePath, component) !== undefined);
    if (!theme) {
      problems.push(
        `${dir}/${component} overrides ${component}, which no theme has any more (${themes.map((t) => t.name).join(', ')}); find what replaced it`,
      );
      continue;
    }
    if (DOCUMENTED_SAFE.has(component) || theme.safety(component, action) === 'safe') continue;
    const source = componentFile(theme.sourcePath, component) ?? componentFile(theme.themePath, component)!;
    const hash = sourceHash(source);
    if (compared[component] !== hash) {
      problems.push(
        `${theme.name}'s ${component} (${action} not marked safe) is not the version ${dir}/${component} was compared with ` +
          `(hash ${hash}, compared with ${compared[component] ?? 'none'}); compare the two, carry the (CUSTOM) parts over, ` +
          'then update COMPARED_WITH in plugins/internals/swizzles.ts',
      );
    }
  }
  return problems;
}

interface SwizzleConfig {
  components: Record<string, {actions?: Partial<Record<SwizzleAction, string>>}>;
}

/**
 * theme-classic's public `getSwizzleConfig`, loaded from its own module: the package entry (the fallback)
 * loads @docusaurus/utils, which on Docusaurus 4 imports the ESM-only github-slugger Jest cannot load.
 */
function swizzleConfig(classicLib: string): SwizzleConfig {
  const load = createRequire(path.join(classicLib, 'index.js'));
  const own = path.join(classicLib, 'getSwizzleConfig.js');
  const mod = (fs.existsSync(own) ? load(own) : load('@docusaurus/theme-classic')) as {
    default?: () => SwizzleConfig;
    getSwizzleConfig?: () => SwizzleConfig;
  };
  // No config: every component unsafe, as `docusaurus swizzle` treats it.
  return (mod.getSwizzleConfig ?? mod.default)?.() ?? {components: {}};
}

// Read from the folder: v4 packages do not all export ./package.json.
const packageVersion = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;

/** theme-classic (its theme paths, as its getThemePath/getTypeScriptThemePath return them) and core's fallback theme. */
export function installedThemes(): Theme[] {
  const classicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const config = swizzleConfig(classicLib);
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const fallback = path.join(core, 'lib', 'client', 'theme-fallback');
  return [
    {
      name: '@docusaurus/theme-classic',
      version: packageVersion(path.join(classicLib, '..')),
      themePath: path.join(classicLib, 'theme'),
      sourcePath: path.join(classicLib, '..', 'src', 'theme'),
      safety: (component, action) => config.components[component]?.actions?.[action],
    },
    {
      name: '@docusaurus/core (fallback theme)',
      version: packageVersion(core),
      themePath: fallback,
      sourcePath: fallback,
      safety: () => undefined,
    },
  ];
}

/** The overrides' problems against the hashes of `version`'s line; an unreviewed line is named first. */
export function swizzleProblems(
  list: readonly Override[],
  themes: readonly Theme[],
  version: string,
  table: Readonly<Record<string, Readonly<Record<string, string>>>> = COMPARED_WITH,
): string[] {
  const compared = table[versionLine(version)];
  const problems = swizzleReport(list, themes, compared ?? {});
  if (!compared && problems.length > 0) {
    problems.unshift(
      `COMPARED_WITH has no hashes for the theme's ${versionLine(version)} line (${version}); ` +
        'compare each component below with that version before adding them',
    );
  }
  return problems;
}
