import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {getInitialDecision} from '@site/src/clientModules/languagePreference';
import {OFFER_SHOWN_KEY} from '@site/src/lib/languagePreference';
import type {Props as OfferProps} from '@site/src/components/LanguageOffer';

// sonner is only downloaded when there is something to offer.
const LanguageOffer = lazy(() => import('@site/src/components/LanguageOffer'));

export interface Props {
  children: ReactNode;
}

/** Root wrapper: the once-only browser-language offer (DESIGN "Language behaviour"). */
export default function Root({children}: Props): ReactNode {
  const [offer, setOffer] = useState<OfferProps | null>(null);
  useEffect(() => {
    const decision = getInitialDecision();
    if (decision.kind !== 'offer') return;
    try {
      window.localStorage.setItem(OFFER_SHOWN_KEY, decision.locale);
    } catch {
      // Without storage the offer may show again on the next visit.
    }
    setOffer({locale: decision.locale, to: decision.to});
  }, []);
  return (
    <>
      {children}
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer {...offer} />
        </Suspense>
      )}
    </>
  );
}
