// Ejected from @docusaurus/theme-classic SkipToContent and theme-common's SkipToContentLink
// (why: plugins/internals/swizzles.ts REASONS). (CUSTOM) The container is a plain element, not a region.
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
  // Stock: focus "resets" here on a new page (theme-common's internal useLocationChange, from public hooks).
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
