import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import ExternalLink from '@site/src/components/ExternalLink';
import {PRACTICE} from '@site/src/data/practice';
import PriceIncludes from '../PriceIncludes';
import {Actions, Card, CheckList, EmailLink, PhoneLink} from '../ui';
import {useContactTexts} from '../Contact/texts';
import {useRoutes, useTourismLabels, useTourismTexts} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';

type Labels = ReturnType<typeof useTourismLabels>;

/** Numbered steps. */
function Steps({items}: {items: readonly string[]}): ReactNode {
  return (
    <ol className={clsx(styles.steps, shared.plainList)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

function ContactCard({labels}: {labels: Labels['contact']}): ReactNode {
  const contact = useContactTexts();
  return (
    <Card className={styles.contactCard} data-route="contact" title={labels.title} titleClassName={styles.routeTitle}>
      <p>{labels.text}</p>
      <ul className={clsx(styles.contactList, shared.plainList)}>
        <li>
          <span className={styles.contactLabel}>{contact.phone.title}</span>
          <PhoneLink />
        </li>
        <li>
          <span className={styles.contactLabel}>{contact.email.title}</span>
          <EmailLink />
        </li>
      </ul>
      <Actions>
        <ExternalLink className="button button--secondary button--lg" href={PRACTICE.bookingUrl} data-cta="intake">
          {labels.button}
        </ExternalLink>
      </Actions>
    </Card>
  );
}

function InfoBlock({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Card as="div" title={title} titleClassName={styles.blockTitle}>
      {children}
    </Card>
  );
}

/** Medical tourism: the two routes, a contact card, and how a stay works. */
export default function MedicalTourism(): ReactNode {
  const routes = useRoutes();
  const t = useTourismTexts();
  const labels = useTourismLabels();
  return (
    <Section
      name="medical-tourism"
      id="medisch-toerisme"
      tone="muted"
      eyebrow={labels.eyebrow}
      title={labels.title}
      intro={labels.intro}
    >
      <ul className={clsx(styles.routes, shared.plainList)}>
        {routes.map((route) => (
          <Card key={route.key} data-route={route.key} title={route.title} titleClassName={styles.routeTitle}>
            <p className={shared.muted}>{route.description}</p>
            <p className={styles.highlight}>{route.highlight}</p>
            <Steps items={route.steps} />
          </Card>
        ))}
        <ContactCard labels={labels.contact} />
      </ul>

      <div className={clsx(shared.grid2, styles.blocks)}>
        <InfoBlock title={labels.blocks.benefits}>
          <CheckList items={t.benefits} />
        </InfoBlock>
        <InfoBlock title={labels.blocks.process}>
          <Steps items={t.process} />
        </InfoBlock>
        <InfoBlock title={labels.blocks.included}>
          <PriceIncludes />
        </InfoBlock>
        <InfoBlock title={labels.blocks.stay}>
          <p>{t.stay}</p>
          <p className={styles.note}>{t.minimumStay}</p>
        </InfoBlock>
      </div>

      <Heading as="h3" className={shared.subheading}>
        {labels.quotesTitle}
      </Heading>
      <div className={shared.grid2}>
        {t.quotes.map((q) => (
          <Card as="figure" key={q.author} className={styles.quote}>
            <blockquote>{q.text}</blockquote>
            <figcaption>{q.author}</figcaption>
          </Card>
        ))}
      </div>

      <div className={styles.cta}>
        <div>
          <Heading as="h3" className={styles.ctaTitle}>
            {labels.cta.title}
          </Heading>
          <p className={styles.ctaText}>{labels.cta.text}</p>
        </div>
        <ExternalLink className="button button--secondary button--lg" href={PRACTICE.bookingUrl} data-cta="tourism">
          {labels.cta.button}
        </ExternalLink>
      </div>
    </Section>
  );
}
