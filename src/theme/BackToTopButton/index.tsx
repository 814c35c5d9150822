import React, {type MouseEvent, type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import styles from './styles.module.css';

/**
 * The stock button always scrolls up with a JavaScript animation, which
 * `prefers-reduced-motion` in CSS cannot stop. With reduced motion the click
 * is taken here first and jumps to the top instead (WCAG 2.3.3).
 */
export default function BackToTopButtonWrapper(): ReactNode {
  const onClickCapture = (event: MouseEvent) => {
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
