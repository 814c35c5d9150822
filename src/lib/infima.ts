import type {DefaultTreeAdapterMap} from 'parse5';

/** Infima classes of the navbar the site's code looks elements up by: not an API (`infima/queried-classes`). */
export const INFIMA_QUERIED = {menuButton: 'navbar__toggle', menuBackdrop: 'navbar-sidebar__backdrop'} as const;

/** The `INFIMA_QUERIED` classes no element has, on a page Docusaurus rendered (#__docusaurus). */
export function infimaProblem(doc: DefaultTreeAdapterMap['document']): string | undefined {
  let app = false;
  const classes = new Set<string>();
  const visit = (node: DefaultTreeAdapterMap['node']): void => {
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
