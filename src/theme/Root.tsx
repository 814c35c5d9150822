import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {getInitialDecision} from '@site/src/clientModules/languagePreference';
import {OFFER_SHOWN_KEY} from '@site/src/lib/languagePreference';
import type {Props as OfferProps} from '@site/src/components/LanguageOffer';
import {focusSoon, focusTarget, sectionFocusTarget} from '@site/src/lib/focus';

// sonner is only downloaded when there is something to offer.
const LanguageOffer = lazy(() => import('@site/src/components/LanguageOffer'));

/**
 * After a link to `#section`, focus goes to the section's heading (WCAG 2.4.3); Docusaurus scrolls
 * there (left alone: a second scroll raced it) but leaves focus behind. Not on the first load.
 */
function useFocusOnHashNavigation(): void {
  const {pathname, hash} = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (!hash) return undefined;
    return focusSoon(
      () => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        return target && sectionFocusTarget(target);
      },
      {frames: 180, focus: focusTarget},
    );
  }, [pathname, hash]);
}

/** Root wrapper: the once-only browser-language offer (ARCHITECTURE "Language behaviour"), focus after in-page links. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useFocusOnHashNavigation();
  const {pathname} = useLocation();
  const firstPathname = useRef(pathname);
  const [offer, setOffer] = useState<(Pick<OfferProps, 'locale' | 'to'> & {pathname: string}) | null>(null);
  // What the toast says, for screen readers (LanguageOffer fills it).
  const [announcement, setAnnouncement] = useState<ReactNode>(null);
  useEffect(() => {
    const decision = getInitialDecision();
    if (decision.kind !== 'offer') return;
    try {
      window.localStorage.setItem(OFFER_SHOWN_KEY, decision.locale);
    } catch {
      // Without storage the offer may show again on the next visit.
    }
    setOffer({locale: decision.locale, to: decision.to, pathname: firstPathname.current});
  }, []);
  // The offer is for the page it came with: another page ends it (the toast has no timer).
  useEffect(() => {
    if (offer && pathname !== offer.pathname) setOffer(null);
  }, [pathname, offer]);
  const closeOffer = useCallback(() => setOffer(null), []);
  return (
    <>
      {children}
      {/* The toast's live region, there from the first paint (sonner's comes with its toast, too late);
          emptied in the render that ends the offer, not an effect later. */}
      <div role="status" className="announcer">
        {offer && announcement}
      </div>
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer locale={offer.locale} to={offer.to} announce={setAnnouncement} onClosed={closeOffer} />
        </Suspense>
      )}
    </>
  );
}
