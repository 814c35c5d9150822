/**
 * Ejected from @docusaurus/theme-classic SkipToContent and theme-common's
 * SkipToContentLink. (CUSTOM) The link is not wrapped in a region landmark
 * of its own, named like the link ("Ga naar hoofdinhoud" in the landmark
 * list, which leads nowhere): its container is a plain element. It still
 * takes focus after a navigation, as stock, so the next Tab reaches the link
 * first. Wrapping cannot change the link's container.
 */
import React, {useCallback, useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** <main> when JavaScript runs, else the layout's content (stock). */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

function programmaticFocus(el: HTMLElement): void {
  el.setAttribute('tabindex', '-1');
  el.focus();
  el.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const onClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) programmaticFocus(target);
  }, []);
  // "Resets" focus after a navigation to a new page (stock), on a location change, not the first
  // render: what theme-common's internal useLocationChange did, from the public router hooks.
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (containerRef.current && !location.hash && action === 'PUSH') programmaticFocus(containerRef.current);
  }, [location, action]);
  return (
    <div ref={containerRef}>
      {/* A plain link: its href is the fallback without JavaScript (stock). */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {translate({
          id: 'theme.common.skipToMainContent',
          description:
            'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
          message: 'Skip to main content',
        })}
      </a>
    </div>
  );
}
