/**
 * The home page's building blocks, so each section reads as layout: a card,
 * a picture, check lists and steps, an actions row, phone and e-mail links
 * and the contact card. Texts come from the sections (their `texts.ts`);
 * figures from src/data.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import ExternalLink from '@site/src/components/ExternalLink';
import ForeignTerms from '@site/src/components/ForeignTerms';
import Heading from '@theme/Heading';
import {PRACTICE, type Phone} from '@site/src/data/practice';
import {useLocale} from '@site/src/lib/useLocale';
import shared from './shared.module.css';

/** Any `data-*` attribute, kept for tests and styling hooks. */
type DataAttributes = {[key: `data-${string}`]: string | undefined};

export interface CardProps extends DataAttributes {
  /** `li` in a card list (default), `div` or `figure` elsewhere. */
  as?: 'li' | 'div' | 'figure';
  className?: string;
  /** Card heading (h3). */
  title?: ReactNode;
  titleClassName?: string;
  children: ReactNode;
}

/** A white card with an optional h3. */
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

/**
 * The name a card is about (a clinic, a practice location) with the line that
 * places it under the name (its city, its consultation days): the same type
 * in every card of the home page.
 */
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

export interface PictureProps {
  image: {src: string; width: number; height: number};
  alt: string;
  className?: string;
}

/** An SVG or image from static/ below the fold, with its size given (no layout shift). */
export function Picture({image, alt, className}: PictureProps): ReactNode {
  const src = useBaseUrl(image.src);
  return (
    <img
      className={className}
      src={src}
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

/** Numbered steps. */
export function Steps({items, className}: {items: readonly string[]; className?: string}): ReactNode {
  return (
    <ol className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

/** The buttons at the foot of a card. */
export function Actions({children}: {children: ReactNode}): ReactNode {
  return <div className={shared.actions}>{children}</div>;
}

export interface ContactLinkProps {
  className?: string;
  /** Link text; the number or address itself when absent. */
  children?: ReactNode;
}

/** The practice's phone for the page's language, as a tel: link (left to right in Arabic too). */
export function PhoneLink({className, children}: ContactLinkProps): ReactNode {
  const phone: Phone = PRACTICE.phone[useLocale()];
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

export interface SiteButtonProps extends DataAttributes {
  href: string;
  className: string;
  /** The visible text, e.g. "Bezoek website". */
  children: string;
  /** The other site's name, e.g. the clinic: added to the accessible name. */
  site: string;
}

/**
 * A button to another site (new tab). Several cards show the same text
 * ("Bezoek website"), so the accessible name adds the site's name after the
 * visible text (WCAG 2.4.4; voice users can still say what they see).
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
