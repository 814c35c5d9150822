import Beasties from 'beasties';
import * as parse5 from 'parse5';
import type {PostBuildStep} from '../post-build';
import {guard} from '../internals';
import {infimaProblem} from '../../src/lib/infima';

/**
 * Each page's critical CSS inline (beasties), the full stylesheet preloaded and linked at the end of <body>:
 * no inline script or `onload`, which the CSP forbids. Runs before the security headers hash the styles.
 */
export const criticalCssStep: PostBuildStep = {
  name: 'critical-css',
  async run({context, outDir, pages}) {
    // theme-classic's inline script sets the colour mode on <html> as the page loads, after the
    // build: the rules of that mode are critical though no built element matches them.
    const mode = (context.siteConfig.themeConfig as {colorMode: {defaultMode: string}}).colorMode.defaultMode;
    const beasties = new Beasties({
      path: outDir,
      publicPath: context.baseUrl,
      // beasties cannot match a :where() selector against the HTML and would drop it (Infima's button
      // colours, the rating line): those few rules stay inline.
      allowRules: [new RegExp(`\\[data-theme=["']?${mode}\\b`), /:where\(/],
      logLevel: 'warn',
    });
    for (const page of pages.list()) {
      const problem = infimaProblem(page.doc);
      guard('infima/queried-classes', problem && `${page.file}: ${problem}`);
      // beasties' parser does not apply HTML's implied end tags, which Docusaurus's minifier leaves
      // out (`<p>…<ul>`): it would nest and write back a tree the browser parses differently, and
      // React's hydration would fail on it. parse5 writes every end tag out first.
      page.replace(await beasties.process(parse5.serialize(parse5.parse(page.html))));
    }
  },
};
