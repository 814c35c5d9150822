import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import ExternalLink from '@site/src/components/ExternalLink';
import {PRACTICE} from '@site/src/data/practice';
import {useLocale} from '@site/src/lib/useLocale';
import {Actions, Card, EmailLink, PhoneLink} from '../ui';
import {Icon, type ContactIcon} from './icons';
import {useContactTexts} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';

type ContactCardProps = Record<'title' | 'value' | 'description' | 'action', ReactNode> & {kind: ContactIcon};

/** One way to reach the practice: icon, heading, the number or address, a line, a button. */
function ContactCard({kind, title, value, description, action}: ContactCardProps): ReactNode {
  return (
    <Card data-contact={kind}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={kind} />
      </span>
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.value}>{value}</p>
      <p className={shared.muted}>{description}</p>
      <Actions>{action}</Actions>
    </Card>
  );
}

/** Contact (anchor `contact`): phone, e-mail and online booking. */
export default function Contact(): ReactNode {
  const phone = PRACTICE.phone[useLocale()];
  const t = useContactTexts();
  return (
    <Section name="contact" id="contact" tone="muted" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={clsx(shared.grid, shared.plainList)}>
        <ContactCard
          kind="phone"
          title={t.phone.title}
          value={<span dir="ltr">{phone.display}</span>}
          description={t.phone.description}
          action={<PhoneLink className="button button--primary">{t.phone.action}</PhoneLink>}
        />
        <ContactCard
          kind="email"
          title={t.email.title}
          value={PRACTICE.email}
          description={t.email.description}
          action={<EmailLink className="button button--primary">{t.email.action}</EmailLink>}
        />
        <ContactCard
          kind="online"
          title={t.online.title}
          value={t.online.value}
          description={t.online.description}
          action={
            <ExternalLink className="button button--primary" href={PRACTICE.bookingUrl} data-cta="contact-online">
              <Translate id="home.contact.online.action" description="Button that opens the booking site">
                Plan online
              </Translate>
            </ExternalLink>
          }
        />
      </ul>
    </Section>
  );
}
