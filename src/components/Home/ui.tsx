/** The home page's building blocks, so each section reads as layout; texts come from each section's `texts.ts`. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import ExternalLink from '@site/src/components/ExternalLink';
import ForeignTerms from '@site/src/components/ForeignTerms';
import Heading from '@theme/Heading';
import {PRACTICE} from '@site/src/data/practice';
import {useLocale} from '@site/src/lib/useLocale';
import shared from './shared.module.css';

/** Any `data-*` attribute, kept for tests and styling hooks. */
type DataAttributes = {[key: `data-${string}`]: string | undefined};

type CardProps = DataAttributes & {
  as?: 'li' | 'div' | 'figure';
  className?: string;
  title?: ReactNode;
  titleClassName?: string;
  children: ReactNode;
};

/** A white card (a list item unless `as` says otherwise) with an optional h3. */
export function Card({as: Tag = 'li', className, title, titleClassName, children, ...data}: CardProps): ReactNode {
  return (
    <Tag className={clsx(shared.card, className)} {...data}>
      {title && (
        <Heading as="h3" className={titleClassName}>
          {title}
        </Heading>
      )}
      {children}
    </Tag>
  );
}

/** The name a card is about (a clinic, a location) and the line under it (its city, its days), alike in every card. */
export function CardName({as, name, detail}: {as: 'h3' | 'h4'; name: ReactNode; detail: ReactNode}): ReactNode {
  return (
    <>
      <Heading as={as} className={shared.cardName}>
        {name}
      </Heading>
      <p className={shared.cardDetail}>{detail}</p>
    </>
  );
}

type Image = {src: string; width: number; height: number};

/** An image from static/ below the fold, with its size given (no layout shift). */
export function Picture({image, alt, className}: {image: Image; alt: string; className?: string}): ReactNode {
  return (
    <img
      className={className}
      src={useBaseUrl(image.src)}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      alt={alt}
    />
  );
}

/** Texts with a tick before each. */
export function CheckList({items}: {items: readonly string[]}): ReactNode {
  return (
    <ul className={clsx(shared.plainList, shared.checkList)}>
      {items.map((item) => (
        <li key={item}>
          <ForeignTerms>{item}</ForeignTerms>
        </li>
      ))}
    </ul>
  );
}

/** The buttons at the foot of a card. */
export function Actions({children}: {children: ReactNode}): ReactNode {
  return <div className={shared.actions}>{children}</div>;
}

/** Link text of a phone or e-mail link: the number or address itself when absent. */
type ContactLinkProps = {className?: string; children?: ReactNode};

/** The practice's phone for the page's language, as a tel: link (left to right in Arabic too). */
export function PhoneLink({className, children}: ContactLinkProps): ReactNode {
  const phone = PRACTICE.phone[useLocale()];
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- tel: opens an app, not a page
    <a className={className} href={`tel:${phone.e164}`} dir={children ? undefined : 'ltr'}>
      {children ?? phone.display}
    </a>
  );
}

/** The practice's e-mail address as a mailto: link. */
export function EmailLink({className, children}: ContactLinkProps): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens an app, not a page
    <a className={className} href={`mailto:${PRACTICE.email}`}>
      {children ?? PRACTICE.email}
    </a>
  );
}

type SiteButtonProps = DataAttributes & {href: string; className: string; children: string; site: string};

/**
 * A button to another site (new tab). Several cards show the same text, so the accessible
 * name adds the site's name after it (WCAG 2.4.4; voice users can still say what they see).
 */
export function SiteButton({href, className, children, site, ...data}: SiteButtonProps): ReactNode {
  const label = translate(
    {
      id: 'home.siteButton.label',
      message: '{text}: {site}',
      description:
        'Accessible name of a button to another site: its visible text, then the site it opens ({site}, e.g. a clinic)',
    },
    {text: children, site},
  );
  return (
    <ExternalLink className={className} href={href} aria-label={label} {...data}>
      {children}
    </ExternalLink>
  );
}
