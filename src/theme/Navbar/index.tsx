/**
 * Wrap-swizzle of the classic theme's Navbar: the same navbar, hydrated in a
 * task of its own after the rest of the page (src/components/Island, README
 * "Performance"). Its root is the one `<nav>` element the island needs.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import Island from '@site/src/components/Island';

export default function NavbarWrapper(): ReactNode {
  return (
    <Island>
      <Navbar />
    </Island>
  );
}
