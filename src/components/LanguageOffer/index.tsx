import React, {useEffect, type ReactNode} from 'react';
import {Toaster, toast} from 'sonner';
import {LANGUAGE_OFFER} from '@site/src/data/languageOffer';
import {LOCALE_INFO, type Locale} from '@site/src/data/locales';
import {TOAST} from '@site/src/data/site';
import {rememberLocale} from '@site/src/lib/rememberLocale';

export interface Props {
  locale: Locale;
  to: string;
}

/** Offers the page in the browser's language once. Loaded lazily (sonner). */
export default function LanguageOffer({locale, to}: Props): ReactNode {
  useEffect(() => {
    const text = LANGUAGE_OFFER[locale];
    const dir = LOCALE_INFO[locale].direction;
    toast(
      <span lang={locale} dir={dir}>
        {text.message}
      </span>,
      {
        id: 'language-offer',
        action: {
          label: text.action,
          onClick: () => {
            rememberLocale(locale);
            window.location.assign(to);
          },
        },
      },
    );
  }, [locale, to]);
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gap}
      hotkey={[...TOAST.hotkey]}
    />
  );
}
