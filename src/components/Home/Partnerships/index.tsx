import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {useFormat} from '@site/src/lib/useFormat';
import {Actions, Card, SiteButton} from '../ui';
import {partnerText, usePartnershipLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ForeignTerms from '@site/src/components/ForeignTerms';

/** Partnerships: online rehabilitation and the care-liaison service. */
export default function Partnerships(): ReactNode {
  const format = useFormat();
  const t = usePartnershipLabels();
  return (
    <Section name="partnerships" id="samenwerkingen" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={clsx(shared.grid2, shared.plainList)}>
        {PRACTICE.partners.map((partner) => {
          const text = partnerText(partner.key, format);
          return (
            <Card key={partner.key} data-partner={partner.key}>
              <p className={styles.subtitle}>{text.subtitle}</p>
              <Heading as="h3" className={styles.name}>
                <ForeignTerms>{partner.name}</ForeignTerms>
              </Heading>
              <p className={shared.muted}>{text.description}</p>
              <div className={styles.feature}>
                <p className={styles.featureTitle}>{text.featureTitle}</p>
                <p className="margin--none">{text.featureDescription}</p>
              </div>
              {text.offer && (
                <p className={styles.offer}>
                  <span className={shared.tag}>{text.offer.trial}</span> <span>{text.offer.price}</span>
                </p>
              )}
              <Actions>
                <SiteButton
                  className="button button--primary"
                  href={partner.url}
                  site={partner.name}
                  data-partner-link={partner.key}
                >
                  {t.website}
                </SiteButton>
              </Actions>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
