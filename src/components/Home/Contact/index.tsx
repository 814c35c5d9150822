import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {useLocale} from '@site/src/lib/useLocale';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

/** Contact (anchor `contact`): phone, e-mail and online booking. */
export default function Contact(): ReactNode {
  const locale = useLocale();
  const phone = PRACTICE.phone[locale];
  return (
    <Section
      name="contact"
      id="contact"
      tone="muted"
      eyebrow={
        <Translate id="home.contact.eyebrow" description="Small label above the contact heading">
          Contact
        </Translate>
      }
      title={
        <Translate id="home.contact.title" description="Heading of the contact section">
          Maak een afspraak of stel uw vraag
        </Translate>
      }
      intro={
        <Translate id="home.contact.intro" description="Introduction of the contact section">
          Neem contact op op de manier die u het prettigst vindt. Wij helpen u graag verder.
        </Translate>
      }
    >
      <ul className={clsx(shared.grid, styles.list)}>
        <li className={shared.card} data-contact="phone">
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
          </span>
          <Heading as="h3" className={styles.title}>
            <Translate id="home.contact.phone.title" description="Label of the phone contact">
              Telefoon
            </Translate>
          </Heading>
          <p className={styles.value}>
            <span dir="ltr">{phone.display}</span>
          </p>
          <p className={shared.muted}>
            <Translate id="home.contact.phone.description" description="Description of the phone contact card">
              Bel op werkdagen voor een afspraak of met een vraag.
            </Translate>
          </p>
          <div className={shared.actions}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- tel:/mailto: open an app, not a page */}
            <a className="button button--primary" href={`tel:${phone.e164}`}>
              <Translate id="home.contact.phone.action" description="Button that calls the practice">
                Bel ons
              </Translate>
            </a>
          </div>
        </li>
        <li className={shared.card} data-contact="email">
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path
                fill="currentColor"
                d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z"
              />
            </svg>
          </span>
          <Heading as="h3" className={styles.title}>
            <Translate id="home.contact.email.title" description="Label of the e-mail contact">
              E-mail
            </Translate>
          </Heading>
          <p className={styles.value}>{PRACTICE.email}</p>
          <p className={shared.muted}>
            <Translate id="home.contact.email.description" description="Description of the e-mail contact card">
              Stuur ons uw vraag, eventueel met uw verslagen of foto’s.
            </Translate>
          </p>
          <div className={shared.actions}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- tel:/mailto: open an app, not a page */}
            <a className="button button--primary" href={`mailto:${PRACTICE.email}`}>
              <Translate id="home.contact.email.action" description="Button that writes an e-mail">
                Stuur een e-mail
              </Translate>
            </a>
          </div>
        </li>
        <li className={shared.card} data-contact="online">
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm2 2h4v4H7z"
              />
            </svg>
          </span>
          <Heading as="h3" className={styles.title}>
            <Translate id="home.contact.online.title" description="Title of the online appointment card">
              Online afspraak
            </Translate>
          </Heading>
          <p className={styles.value}>
            <Translate id="home.contact.online.value" description="Value line of the online appointment card">
              Dag en nacht te plannen
            </Translate>
          </p>
          <p className={shared.muted}>
            <Translate id="home.contact.online.description" description="Description of the online appointment card">
              Kies zelf een moment en een locatie in de online agenda.
            </Translate>
          </p>
          <div className={shared.actions}>
            <ExternalLink className="button button--primary" href={PRACTICE.bookingUrl} data-cta="contact-online">
              <Translate id="home.contact.online.action" description="Button that opens the booking site">
                Plan online
              </Translate>
            </ExternalLink>
          </div>
        </li>
      </ul>
    </Section>
  );
}
