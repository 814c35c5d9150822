import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {PRACTICE} from '@site/src/data/practice';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

/**
 * The card that ends every treatment page: book a consultation on
 * the booking site or send a message, both in a new tab.
 */
export default function CallToAction(): ReactNode {
  return (
    <section className={styles.card} data-testid="cta-card" aria-labelledby="cta-title">
      <Heading as="h2" id="cta-title" className={styles.title}>
        <Translate
          id="medical.cta.title"
          description="Heading of the call-to-action card at the end of a treatment page"
        >
          Persoonlijk advies over uw heup of knie?
        </Translate>
      </Heading>
      <p className={styles.text}>
        <Translate id="medical.cta.text" description="Text of the call-to-action card">
          Plan een consult in: samen bekijken we uw klachten en foto’s en bespreken we welke behandeling bij u past. Een
          vraag stellen kan ook via de chat.
        </Translate>
      </p>
      <div className={styles.actions}>
        <ExternalLink
          className="button button--primary button--lg"
          href={PRACTICE.bookingUrl}
          data-testid="cta-booking"
        >
          <Translate
            id="medical.cta.booking"
            description="Button of the call-to-action card: schedule a consultation (opens the booking site in a new tab)"
          >
            Plan een consult
          </Translate>
        </ExternalLink>
        <ExternalLink
          className={clsx('button button--outline button--primary button--lg', styles.chat)}
          href={PRACTICE.chatUrl}
          data-testid="cta-chat"
        >
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 0 0-8.66 15l-1.3 4.75 4.87-1.28A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.18-1.14l-.3-.18-2.89.76.77-2.82-.2-.31A8.2 8.2 0 1 1 12 20.2Z"
            />
          </svg>
          <Translate
            id="medical.cta.chat"
            description="Button of the call-to-action card: send a message in the messaging app (new tab)"
          >
            Stuur een bericht
          </Translate>
        </ExternalLink>
      </div>
    </section>
  );
}
