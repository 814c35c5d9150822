import React, {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import BackToTopButton from '@theme-original/BackToTopButton';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {focusTarget} from '@site/src/lib/focus';
import styles from './styles.module.css';

/** Focus goes to the top with the page (WCAG 2.4.3); the stock button drops it to <body> as it hides. */
function focusTop(): void {
  const top =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main') ??
    document.getElementById(SkipToContentFallbackId);
  if (top) focusTarget(top);
}

/** The stock button's threshold. */
const THRESHOLD_PX = 300;

/** Shown by position: the stock button shows only while scrolling up, never to a keyboard user tabbing down. */
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
    // Its JavaScript animation ignores `prefers-reduced-motion`: jump instead (WCAG 2.3.3).
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
