// The stock navbar inside the page's banner landmark (a `<header>`), which the theme leaves out.
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import styles from './styles.module.css';

export default function NavbarWrapper(): ReactNode {
  return (
    <header className={styles.banner}>
      <Navbar />
    </header>
  );
}
