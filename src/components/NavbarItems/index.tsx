import React, {type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import AnchorLink, {type HomeAnchor} from '@site/src/components/AnchorLink';
import {PRACTICE} from '@site/src/data/practice';
import {pagePath, type PageId} from '@site/src/data/routes';
import {useLocale} from '@site/src/lib/useLocale';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

/** Props Docusaurus passes to a custom navbar item (config fields plus these; the phone menu's close handler). */
export interface ItemProps {
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Navigation labels, shared with the footer. */
export function anchorLabel(anchor: HomeAnchor): string {
  return {
    home: translate({id: 'navbar.item.home', message: 'Home', description: 'Navigation item: top of the home page'}),
    specialist: translate({
      id: 'navbar.item.specialist',
      message: 'Specialist',
      description: 'Navigation item: specialist section',
    }),
    treatments: translate({
      id: 'navbar.item.treatments',
      message: 'Behandelingen',
      description: 'Navigation item: treatments section',
    }),
    wachttijden: translate({
      id: 'navbar.item.waitingTimes',
      message: 'Wachttijden',
      description: 'Navigation item: waiting times and prices section',
    }),
    contact: translate({
      id: 'navbar.item.contact',
      message: 'Contact',
      description: 'Navigation item: contact section',
    }),
  }[anchor];
}

export function aboutLabel(): string {
  return translate({
    id: 'navbar.item.about',
    message: 'Mijn verhaal',
    description: 'Navigation item: the biography page ("my story")',
  });
}

function linkClass(mobile: boolean | undefined, className?: string): string {
  return clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', className);
}

function wrap(mobile: boolean | undefined, link: ReactNode, itemClass?: string): ReactNode {
  return mobile ? <li className={clsx('menu__list-item', itemClass)}>{link}</li> : link;
}

/** A home-page section: smooth scroll on the home page, home + anchor elsewhere. */
export function HomeAnchorNavbarItem({
  anchor,
  mobile,
  className,
  onClick,
}: ItemProps & {anchor: HomeAnchor}): ReactNode {
  return wrap(
    mobile,
    <AnchorLink anchor={anchor} className={linkClass(mobile, className)} onClick={onClick}>
      {anchorLabel(anchor)}
    </AnchorLink>,
  );
}

/** A page of the route table in the current locale ("my story"). */
export function PageNavbarItem({page, mobile, className, onClick}: ItemProps & {page: PageId}): ReactNode {
  const locale = useLocale();
  return wrap(
    mobile,
    <Link
      to={pagePath(page, locale)}
      className={linkClass(mobile, className)}
      activeClassName={mobile ? 'menu__link--active' : 'navbar__link--active'}
      isNavLink
      onClick={onClick}
    >
      {page === 'about' ? aboutLabel() : page}
    </Link>,
  );
}

/** `tel:` link with the number for this locale's visitors. */
export function PhoneNavbarItem({mobile, className, onClick}: ItemProps): ReactNode {
  const locale = useLocale();
  const phone = PRACTICE.phone[locale];
  return wrap(
    mobile,
    // eslint-disable-next-line @docusaurus/no-html-links -- tel: opens the phone app, not a page
    <a
      href={`tel:${phone.e164}`}
      className={clsx(linkClass(mobile, className), styles.phone)}
      onClick={onClick}
      aria-label={translate(
        {
          id: 'navbar.phone.label',
          message: 'Bel {number}',
          description: 'Accessible name of the phone link; {number} is the phone number',
        },
        {number: phone.display},
      )}
    >
      <svg className={styles.phoneIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      <span className={mobile ? undefined : clsx('visually-hidden', styles.phoneNumber)} dir="ltr">
        {phone.display}
      </span>
    </a>,
  );
}

/** Appointment button: the external booking site in a new tab. */
export function BookingNavbarItem({mobile, className, onClick}: ItemProps): ReactNode {
  return wrap(
    mobile,
    <ExternalLink
      href={PRACTICE.bookingUrl}
      className={clsx('button button--primary', mobile ? styles.bookingMobile : styles.booking, className)}
      data-cta="navbar-booking"
      onClick={onClick}
    >
      <Translate id="navbar.booking" description="Navbar button that opens the external booking site">
        Afspraak maken
      </Translate>
    </ExternalLink>,
    styles.bookingItem,
  );
}
