import React, {useEffect, useRef, type ReactNode} from 'react';
import {Toaster, toast} from 'sonner';
import {translate} from '@docusaurus/Translate';
import {LANGUAGE_OFFER} from '@site/src/data/languageOffer';
import {LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {TOAST} from '@site/src/data/site';
import {rememberLocale} from '@site/src/lib/rememberLocale';
import styles from './styles.module.css';

export interface Props {
  locale: Locale;
  to: string;
  /** Puts the message in the page's persistent live region (src/theme/Root.tsx). */
  announce: (message: ReactNode) => void;
  /** The toast is gone: its toaster, and with it its named region, can go too. */
  onClosed: () => void;
}

const TOAST_ID = 'language-offer';
/** sonner removes a closed toast after 200 ms; the toaster goes after that. */
const EXIT_MS = 400;
/** Set on <html> while the toast shows: the space it covers at the bottom. */
const COVER_VARIABLE = '--toast-block-size';

/**
 * Keeps focus from hiding under the toast (WCAG 2.4.11): the scroll margins and the page's bottom
 * padding (src/css/custom.css) grow by the height the toast covers.
 */
function trackCoveredSpace(): () => void {
  const root = document.documentElement;
  const clear = () => {
    root.style.removeProperty(COVER_VARIABLE);
    root.removeAttribute('data-toast');
  };
  const measure = () => {
    const shown = document.querySelector<HTMLElement>('[data-sonner-toast]');
    const toaster = shown?.closest('[data-sonner-toaster]');
    if (!shown || !toaster) return clear();
    // From the toaster's fixed place, not the toast's position, which slides in.
    const covered = Math.max(0, window.innerHeight - toaster.getBoundingClientRect().bottom + shown.offsetHeight);
    root.style.setProperty(COVER_VARIABLE, `${Math.ceil(covered)}px`);
    root.setAttribute('data-toast', '');
  };
  const observer = new MutationObserver(measure);
  observer.observe(document.body, {childList: true, subtree: true});
  window.addEventListener('resize', measure);
  measure();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
    clear();
  };
}

/**
 * Focus around the toaster (WCAG 2.1.2, 2.4.3): sonner's own handler, stopped here, trapped Tab at the
 * page's end; this records where focus came from, and Escape or closing returns it there.
 */
function manageFocus(region: HTMLElement): {restore: () => void; stop: () => void} {
  let cameFrom: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node) || !region.contains(from)) cameFrom = from instanceof HTMLElement ? from : null;
    event.stopPropagation();
  };
  const restore = () => {
    if (!region.contains(document.activeElement)) return;
    if (cameFrom?.isConnected) cameFrom.focus({preventScroll: false});
    else (document.activeElement as HTMLElement | null)?.blur();
    cameFrom = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !region.contains(document.activeElement)) return;
    restore();
    toast.dismiss(TOAST_ID);
  };
  region.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKeyDown);
  return {
    restore,
    stop: () => {
      region.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown);
    },
  };
}

/**
 * Offers the page in the browser's language once, in that language (`lang`). No timer (WCAG 2.2.1): it
 * stays until followed, closed, Escape or another page (src/theme/Root.tsx).
 */
export default function LanguageOffer({locale, to, announce, onClosed}: Props): ReactNode {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const text = LANGUAGE_OFFER[locale];
    const inOfferedLanguage = (words: string) => (
      <span lang={locale} dir={LOCALE_INFO[locale].direction}>
        {words}
      </span>
    );
    const focus = region.current ? manageFocus(region.current) : undefined;
    // sonner's region comes too late to be announced: the page's live region speaks, sonner's is silenced.
    for (const attribute of ['aria-live', 'aria-relevant', 'aria-atomic']) region.current?.removeAttribute(attribute);
    announce(inOfferedLanguage(text.message));
    let closing = 0;
    toast(inOfferedLanguage(text.message), {
      id: TOAST_ID,
      duration: Infinity,
      action: {
        label: inOfferedLanguage(text.action),
        onClick: () => {
          rememberLocale(locale);
          window.location.assign(to);
        },
      },
      // Closed: focus goes back; after the exit animation the toaster goes too (no empty region).
      onDismiss: () => {
        focus?.restore();
        closing = window.setTimeout(onClosed, EXIT_MS);
      },
    });
    const stopTracking = trackCoveredSpace();
    return () => {
      window.clearTimeout(closing);
      focus?.stop();
      stopTracking();
    };
  }, [locale, to, announce, onClosed]);
  return (
    <Toaster
      ref={region}
      className={styles.toaster}
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gap}
      hotkey={[...TOAST.hotkey]}
      closeButton
      // The name alone: sonner's default adds the shortcut ("Meldingen alt+T").
      customAriaLabel={translate({
        id: 'languageOffer.container.label',
        message: 'Meldingen',
        description: 'Accessible name of the notifications area',
      })}
      toastOptions={{
        closeButtonAriaLabel: translate({
          id: 'languageOffer.close.label',
          message: 'Melding sluiten',
          description: 'Accessible name of the button that closes a notification',
        }),
      }}
    />
  );
}
