import Beasties from 'beasties';
import type {DefaultTreeAdapterMap} from 'parse5';
import type {PostBuildStep} from '../post-build';
import type {Document} from '../post-build/page';
import {guard} from '../internals';
import {INFIMA_QUERIED} from '../../src/lib/infima';

type Node = DefaultTreeAdapterMap['node'];

/**
 * The classes the phone menu looks elements up by (src/lib/infima.ts) that no
 * element of the page has, if Docusaurus rendered it (its root, #__docusaurus).
 */
export function infimaProblem(doc: Document): string | undefined {
  let app = false;
  const classes = new Set<string>();
  const visit = (node: Node): void => {
    for (const {name, value} of 'attrs' in node ? node.attrs : []) {
      if (name === 'id' && value === '__docusaurus') app = true;
      if (name === 'class') for (const c of value.split(/\s+/)) classes.add(c);
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(doc);
  const missing = Object.values(INFIMA_QUERIED).filter((c) => !classes.has(c));
  return app && missing.length > 0 ? `no element of the page has class ${missing.join(', ')}` : undefined;
}

/**
 * Each page's critical CSS, by beasties: the rules of the full stylesheet
 * that the page's HTML uses go inline, so the first paint waits for no
 * stylesheet; the full stylesheet is preloaded in the head and linked at the
 * end of `<body>`, for what scripts render later. That strategy needs no
 * inline script or `onload` handler, which the CSP forbids. The print
 * stylesheet (`media=print`, docusaurus.config.ts) carries
 * `data-beasties-skip`: beasties would inline its rules for every medium.
 *
 * A step of ../post-build: before the security headers, which hash the
 * inline style for the CSP.
 */
export const criticalCssStep: PostBuildStep = {
  name: 'critical-css',
  async run({context, outDir, pages}) {
    const beasties = new Beasties({path: outDir, publicPath: context.baseUrl, logLevel: 'warn'});
    for (const page of pages.list()) {
      const problem = infimaProblem(page.doc);
      guard('infima/queried-classes', problem && `${page.file}: ${problem}`);
      page.replace(await beasties.process(page.html));
    }
  },
};
