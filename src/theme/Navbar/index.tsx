/**
 * Wrap-swizzle of the classic theme's Navbar: the same navbar, hydrated in a
 * task of its own after the rest of the page (src/components/Island,
 * guides/PERFORMANCE.md). Its root is the one `<nav>` element the island needs.
 * Around it, the page's banner landmark (a `<header>`), which the theme
 * leaves out.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import Island from '@site/src/components/Island';
import styles from './styles.module.css';

export default function NavbarWrapper(): ReactNode {
  return (
    <header className={styles.banner}>
      <Island>
        <Navbar />
      </Island>
    </header>
  );
}
