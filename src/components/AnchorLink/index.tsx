import React, {type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {pagePath} from '@site/src/data/routes';
import {useLocale} from '@site/src/lib/useLocale';
import {focusTarget, sectionFocusTarget} from '@site/src/lib/focus';

/** The in-page anchors of the home page, the same in every locale. */
export const HOME_ANCHORS = ['home', 'specialist', 'treatments', 'wachttijden', 'contact'] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

interface Props {
  anchor: HomeAnchor;
  className?: string;
  children: ReactNode;
  /** Called first, e.g. to close the mobile menu. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-label'?: string;
}

/**
 * Link to a section of the home page. On the home page it scrolls there and moves focus to the
 * section's heading (WCAG 2.4.3); elsewhere it goes to this locale's home page plus the anchor.
 * "On the home page" is read from the address, not the router: while a page loads, the router
 * still renders the previous one, and a click then would scroll the old page.
 */
export default function AnchorLink({anchor, className, children, onClick, ...rest}: Props): ReactNode {
  const home = pagePath('home', useLocale());
  const href = `${home}#${anchor}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const {pathname} = window.location;
    // '/en/' also as '/en'.
    const onHome = pathname === home || `${pathname}/` === home;
    if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // One frame later: the mobile menu has released its scroll lock by then.
    window.requestAnimationFrame(() => {
      target.scrollIntoView({behavior: smooth ? 'smooth' : 'auto', block: 'start'});
      focusTarget(sectionFocusTarget(target));
      window.history.replaceState(window.history.state, '', href);
    });
  };
  return (
    <Link to={href} className={className} onClick={handleClick} {...rest}>
      {children}
    </Link>
  );
}
