/**
 * Ejected from @docusaurus/theme-classic Navbar/MobileSidebar. (CUSTOM) The
 * stock menu renders only below Docusaurus' 996px window width, but with
 * larger text the CSS shows the menu button on wider windows too
 * (src/css/custom.css, breakpoints in em): once opened, the menu renders
 * whatever the width, and stays for its closing transition and focus return.
 */
import React, {useRef, type ReactNode} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const opened = useRef(false);
  if (mobileSidebar.shown) opened.current = true;
  if (!mobileSidebar.shouldRender && !opened.current) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
