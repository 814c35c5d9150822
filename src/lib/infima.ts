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
