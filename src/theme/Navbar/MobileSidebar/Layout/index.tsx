// Ejected from @docusaurus/theme-classic Navbar/MobileSidebar/Layout (why: plugins/internals/swizzles.ts REASONS).
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import {focusSoon, inertOutside, tabbables} from '@site/src/lib/focus';
import {INFIMA_QUERIED} from '@site/src/lib/infima';

/** Focuses the first reachable element `root()` holds, once the fading menu takes focus. */
function focusFirstSoon(root: () => HTMLElement | null | undefined): () => void {
  return focusSoon(() => {
    const container = root();
    return container ? tabbables(container)[0] : undefined;
  });
}

// (CUSTOM) a modal dialog: focus moves in, the page is inert, Tab cycles, Escape closes, focus returns.
function useModalMenu(ref: React.RefObject<HTMLDivElement | null>, secondaryShown: boolean): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  const wasShown = useRef(false);
  const wasSecondary = useRef(secondaryShown);

  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) {
      if (wasShown.current) {
        wasShown.current = false;
        // Closed: focus goes back to the menu button unless something else has taken it.
        const active = document.activeElement;
        if (!active || active === document.body || dialog?.contains(active))
          document.querySelector<HTMLElement>(`.${INFIMA_QUERIED.menuButton}`)?.focus();
      }
      return undefined;
    }
    wasShown.current = true;
    // The backdrop stays clickable (it closes the menu); it is not focusable.
    const restore = inertOutside(dialog, (el) => el.classList.contains(INFIMA_QUERIED.menuBackdrop));
    const cancelFocus = focusFirstSoon(() => dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = !!active && dialog.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelFocus();
      restore();
    };
  }, [shown, toggle, ref]);

  useEffect(() => {
    const returned = wasSecondary.current && !secondaryShown;
    wasSecondary.current = secondaryShown;
    if (!returned || !shown) return undefined;
    return focusFirstSoon(() => ref.current?.querySelector<HTMLElement>('[data-menu-panel="primary"]'));
  }, [secondaryShown, shown, ref]);
}

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const {shown} = useNavbarMobileSidebar();
  const ref = useRef<HTMLDivElement>(null);
  useModalMenu(ref, secondaryMenuShown);
  // (CUSTOM) The menus render when the menu first opens, not at hydration (about 50 ms of main
  // thread under 4× CPU, guides/PERFORMANCE.md), and stay for the closing and the next opening.
  const opened = useRef(false);
  if (shown) opened.current = true;
  return (
    <div
      ref={ref}
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}
      // (CUSTOM) a modal dialog with a name in the page's language
      role="dialog"
      aria-modal="true"
      aria-label={translate({
        id: 'navbar.mobileMenu.label',
        message: 'Hoofdmenu',
        description: 'Accessible name of the phone menu dialog',
      })}
    >
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}
      >
        {[primaryMenu, secondaryMenu].map((menu, i) => (
          <div
            key={i}
            className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')}
            inert={secondaryMenuShown === (i === 0)}
            // (CUSTOM) to find the main items when returning from the secondary menu
            data-menu-panel={i === 0 ? 'primary' : 'secondary'}
          >
            {opened.current ? menu : null}
          </div>
        ))}
      </div>
    </div>
  );
}
