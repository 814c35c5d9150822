import React, {type MouseEvent, type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {focusTarget} from '@site/src/lib/focus';
import styles from './styles.module.css';

/**
 * Focus goes to the top with the page (WCAG 2.4.3): to the page's heading,
 * else the start of its content (the skip link's target). The stock button
 * keeps focus while it hides itself, which drops focus to <body>.
 */
function focusTop(): void {
  const top =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main') ??
    document.getElementById(SkipToContentFallbackId);
  if (top) focusTarget(top);
}

/**
 * The stock button always scrolls up with a JavaScript animation, which
 * `prefers-reduced-motion` in CSS cannot stop. With reduced motion the click
 * is taken here first and jumps to the top instead (WCAG 2.3.3).
 */
export default function BackToTopButtonWrapper(): ReactNode {
  const onClickCapture = (event: MouseEvent) => {
    focusTop();
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.stopPropagation();
    window.scrollTo({top: 0, behavior: 'auto'});
  };
  return (
    // A click handler on a wrapper: the button inside is the control.
    <div className={styles.wrapper} onClickCapture={onClickCapture}>
      <BackToTopButton />
    </div>
  );
}
