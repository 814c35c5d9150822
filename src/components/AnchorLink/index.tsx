import React, {type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {pagePath} from '@site/src/data/routes';
import {useLocale} from '@site/src/lib/useLocale';
import {focusTarget, sectionFocusTarget} from '@site/src/lib/focus';

/** The in-page anchors of the home page, the same in every locale. */
export const HOME_ANCHORS = ['home', 'specialist', 'treatments', 'wachttijden', 'contact'] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

export interface Props {
  anchor: HomeAnchor;
  className?: string;
  children: ReactNode;
  /** Called first, e.g. to close the mobile menu. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-label'?: string;
}

/** Whether `pathname` is the home page of `home` ('/en/' also as '/en'). */
function isHomePath(pathname: string, home: string): boolean {
  return pathname === home || `${pathname}/` === home;
}

/**
 * Link to a section of the home page. On the home page it scrolls to the
 * section (smoothly unless the visitor prefers reduced motion) and moves
 * keyboard focus to the section's heading, so the next Tab continues there
 * and a screen reader reads where it landed (WCAG 2.4.3); elsewhere it goes
 * to this locale's home page plus the anchor (Docusaurus scrolls to the hash
 * after navigating, Root moves focus).
 *
 * "On the home page" is read from the address, not from the router: while a
 * page loads, Docusaurus keeps rendering the previous one, so a second click
 * in that moment would scroll the old page and write `#anchor` into an
 * address the router does not know (the next page then showed under it).
 */
export default function AnchorLink({anchor, className, children, onClick, ...rest}: Props): ReactNode {
  const locale = useLocale();
  const home = pagePath('home', locale);
  const href = `${home}#${anchor}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isHomePath(window.location.pathname, home) || event.metaKey || event.ctrlKey || event.shiftKey) return;
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
