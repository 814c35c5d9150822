import type {ReactNode} from 'react';

/**
 * The site has one colour scheme (`colorMode.disableSwitch` in the config),
 * so the navbar's toggle renders nothing; the stock one would still ship the
 * toggle button and its three icons (about 1.5 KB gzip) on every page.
 */
export default function NavbarColorModeToggle(): ReactNode {
  return null;
}
