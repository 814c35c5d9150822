import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO} from './src/data/locales';
import {localePrefix} from './src/data/routes';
import {DEFAULT_SITE_URL} from './src/data/site';
import routeTablePlugin from './plugins/route-table';
import dataCheckPlugin from './plugins/data-check';
import {UNTRANSLATED_KEY, noticePagination} from './plugins/route-table/untranslated';
import remarkDocCheck from './plugins/route-table/remark';
import {docOfPath} from './plugins/route-table/remark';
import {redirectPagesStep} from './plugins/redirects';
import {sitemapStep} from './plugins/sitemap';
import siteTextsPlugin from './plugins/site-texts';
import socialCardsPlugin from './plugins/social-cards';
import structuredDataPlugin, {structuredDataStep} from './plugins/structured-data';
import {precompressionStep, securityHeadersStep} from './plugins/security-headers';
import leanBundlePlugin from './plugins/lean-bundle';
import inlineTranslationsPlugin from './plugins/inline-translations';
import {criticalCssStep} from './plugins/critical-css';
import compileHintPlugin from './plugins/compile-hint';
import postBuildPlugin from './plugins/post-build';
import internalsPlugin from './plugins/internals';

// From the environment, so staging and production canonical URLs differ.
const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

const config = {
  title: 'Dr. Jansen',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner is an inline script on every home page, for a misconfigured baseUrl only.
  baseUrlIssueBanner: false,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Heading ids (`## Klachten {#symptoms}`), the same in every locale; future.v4 turns them off.
    mdx1Compat: {headingIds: true},
    // A translation still carrying the placeholder marker is unlisted, its notice linking its own neighbours.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const marker = `${path.sep}i18n${path.sep}`;
      const doc = docOfPath(params.filePath);
      if (doc && params.filePath.includes(marker) && result.frontMatter[UNTRANSLATED_KEY] === true) {
        result.frontMatter.unlisted = true;
        const siteDir = params.filePath.slice(0, params.filePath.lastIndexOf(marker));
        Object.assign(result.frontMatter, noticePagination(siteDir, doc.locale, doc.page));
      }
      return result;
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          label: LOCALE_INFO[locale].label,
          direction: LOCALE_INFO[locale].direction,
          htmlLang: locale,
          // Explicit: Docusaurus would move a lone locale (`npm start -- --locale ar`) to the root.
          baseUrl: localePrefix(locale) + '/',
        },
      ]),
    ),
  },

  plugins: [
    routeTablePlugin,
    // Every figure of src/data valid, or the build stops naming file and key.
    dataCheckPlugin,
    // Texts for search engines, social cards and the FAQ, as translation files.
    siteTextsPlugin,
    // Writes PNGs only, which no post-build step reads, in its own postBuild.
    socialCardsPlugin,
    structuredDataPlugin,
    leanBundlePlugin,
    compileHintPlugin,
    inlineTranslationsPlugin,
    // Fails the build, naming it, when a private internal the site relies on changes (plugins/internals/registry.ts).
    internalsPlugin,
    // Every step on the built pages and files, in the order plugins/post-build declares.
    function postBuild(context) {
      return postBuildPlugin(context, {
        steps: [
          redirectPagesStep,
          structuredDataStep,
          // Inlines each page's critical CSS (beasties); the full stylesheet no longer blocks the first paint.
          criticalCssStep,
          // Subresource Integrity, and CSP hashes of every inline script and style, on the final HTML.
          securityHeadersStep,
          sitemapStep,
          // Brotli and gzip twins of every text file, as served.
          precompressionStep,
        ],
      });
    },
  ],
  // Patient leaflets' print rules never block the first paint; beasties would inline them for every medium.
  stylesheets: [{href: '/print.css', media: 'print', 'data-beasties-skip': ''}],
  clientModules: ['./src/clientModules/safeUrl.ts', './src/clientModules/languagePreference.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          // The build's page checks, also while `npm start` runs (file and line in the overlay).
          beforeDefaultRemarkPlugins: [remarkDocCheck],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // plugins/sitemap writes one sitemap with hreflang alternates from the route table.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: {
      hideOnScroll: false,
      title: 'Dr. Jansen',
      // Empty alt: the title beside the logo already names the link (Lighthouse image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      // Custom types (src/theme/NavbarItem/ComponentTypes.tsx): per-locale targets from the route table.
      items: [
        {type: 'custom-homeAnchor', anchor: 'home', position: 'left'},
        {type: 'custom-homeAnchor', anchor: 'specialist', position: 'left'},
        {type: 'custom-homeAnchor', anchor: 'treatments', position: 'left'},
        {type: 'custom-homeAnchor', anchor: 'wachttijden', position: 'left'},
        {type: 'custom-homeAnchor', anchor: 'contact', position: 'left'},
        {type: 'custom-page', page: 'about', position: 'left'},
        {type: 'custom-phone', position: 'right'},
        {type: 'custom-languageSwitcher', position: 'right'},
        {type: 'custom-booking', position: 'right'},
      ],
    },
    footer: {style: 'dark'},
    // The pages show no code: no code colours or line markers in every page's script.
    prism: {theme: {plain: {}, styles: []}, magicComments: []},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
