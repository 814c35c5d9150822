import React, {useEffect, type ReactNode} from 'react';
import {Toaster, toast} from 'sonner';
import {translate} from '@docusaurus/Translate';
import {LANGUAGE_OFFER} from '@site/src/data/languageOffer';
import {LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {TOAST} from '@site/src/data/site';
import {rememberLocale} from '@site/src/lib/rememberLocale';

export interface Props {
  locale: Locale;
  to: string;
}

const TOAST_ID = 'language-offer';
/** Set on <html> while the toast shows: the space it covers at the bottom. */
const COVER_VARIABLE = '--toast-block-size';

/**
 * Keeps focus from hiding under the toast (WCAG 2.4.11): while the toast
 * shows, the scroll margin of focusable elements and the page's bottom
 * padding (src/css/custom.css) grow by the height it covers, so the browser
 * scrolls a focused element above it, the page's last links included.
 */
function trackCoveredSpace(): () => void {
  const root = document.documentElement;
  const measure = () => {
    const shown = document.querySelector<HTMLElement>('[data-sonner-toast]');
    const toaster = shown?.closest('[data-sonner-toaster]');
    if (!shown || !toaster) {
      root.style.removeProperty(COVER_VARIABLE);
      root.removeAttribute('data-toast');
      return;
    }
    // From the toaster's fixed place and the toast's height, not the toast's
    // position, which slides in after it is added.
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
    root.style.removeProperty(COVER_VARIABLE);
    root.removeAttribute('data-toast');
  };
}

/**
 * Offers the page in the browser's language once. Loaded lazily (sonner).
 * The message and the button speak the offered language and say so with
 * `lang`; the toaster's own labels speak the page's language. A visitor who
 * uses the keyboard gets the toast until they act on it, close it or press
 * Escape in it (WCAG 2.2.1): it is last in the Tab order, or reached with
 * Alt+T, which takes longer than the 4 s the pointer gets.
 */
export default function LanguageOffer({locale, to}: Props): ReactNode {
  useEffect(() => {
    const text = LANGUAGE_OFFER[locale];
    const dir = LOCALE_INFO[locale].direction;
    const show = (duration: number) =>
      toast(
        <span lang={locale} dir={dir}>
          {text.message}
        </span>,
        {
          id: TOAST_ID,
          duration,
          action: {
            label: (
              <span lang={locale} dir={dir}>
                {text.action}
              </span>
            ),
            onClick: () => {
              rememberLocale(locale);
              window.location.assign(to);
            },
          },
        },
      );
    // Keyboard focus already on the page (Tab pressed before sonner loaded).
    let keyboard = !!document.activeElement?.matches(':focus-visible') && document.activeElement !== document.body;
    show(keyboard ? Infinity : TOAST.durationMs);
    const onKeyDown = (event: KeyboardEvent) => {
      const inToast = !!(document.activeElement as HTMLElement | null)?.closest('[data-sonner-toaster]');
      if (event.key === 'Escape' && inToast) {
        toast.dismiss(TOAST_ID);
        return;
      }
      if (!keyboard && (event.key === 'Tab' || inToast)) {
        keyboard = true;
        show(Infinity);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const stopTracking = trackCoveredSpace();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopTracking();
    };
  }, [locale, to]);
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gap}
      hotkey={[...TOAST.hotkey]}
      closeButton
      containerAriaLabel={translate({
        id: 'languageOffer.container.label',
        message: 'Meldingen',
        description: 'Accessible name of the notifications area (sonner adds the shortcut "alt+T" after it)',
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
