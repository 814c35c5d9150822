import React, {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
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
/** The stock button's threshold. */
const THRESHOLD_PX = 300;

/**
 * Whether the page is scrolled past the threshold. The stock button shows
 * only while the page scrolls up, so a keyboard user, whose Tab scrolls the
 * page down, never meets it: this shows it by position, in either direction.
 */
function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY >= THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  return down;
}

export default function BackToTopButtonWrapper(): ReactNode {
  const scrolledDown = useScrolledDown();
  const onClickCapture = (event: MouseEvent) => {
    focusTop();
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.stopPropagation();
    window.scrollTo({top: 0, behavior: 'auto'});
  };
  return (
    // A click handler on a wrapper: the button inside is the control.
    <div className={clsx(styles.wrapper, scrolledDown && styles.shown)} onClickCapture={onClickCapture}>
      <BackToTopButton />
    </div>
  );
}
