/**
 * Class names of theme-classic's navbar (Infima's) that the site's code looks
 * elements up by. Not an API: plugins/internals checks every built home page
 * still has these elements (registry entry `infima/queried-classes`).
 */
export const INFIMA_QUERIED = {
  /** The button that opens the phone menu. */
  menuButton: 'navbar__toggle',
  /** The backdrop behind the open phone menu (it closes the menu when clicked). */
  menuBackdrop: 'navbar-sidebar__backdrop',
} as const;
