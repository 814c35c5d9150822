import type {DefaultTreeAdapterMap} from 'parse5';

/**
 * Class names of theme-classic's navbar (Infima's) that the site's code looks
 * elements up by. Not an API: the build fails if a page lacks them
 * (plugins/critical-css; registry entry
 * `infima/queried-classes` in plugins/internals/registry.ts).
 */
export const INFIMA_QUERIED = {
  /** The button that opens the phone menu. */
  menuButton: 'navbar__toggle',
  /** The backdrop behind the open phone menu (it closes the menu when clicked). */
  menuBackdrop: 'navbar-sidebar__backdrop',
} as const;

/**
 * The classes the phone menu looks elements up by (`INFIMA_QUERIED`) that no
 * element of the page has, if Docusaurus rendered it (its root, #__docusaurus).
 */
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
