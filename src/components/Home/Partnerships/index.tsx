import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE, type ExternalSite} from '@site/src/data/practice';
import {REHAB_PRICE} from '@site/src/data/prices';
import {useFormat, type Format} from '../useFormat';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

interface PartnerText {
  subtitle: string;
  description: string;
  featureTitle: string;
  featureDescription: string;
  /** Trial and price line (rehabilitation partner only). */
  offer?: {trial: string; price: string};
}

function partnerText(key: string, format: Format): PartnerText {
  if (key === 'rehab') {
    return {
      subtitle: translate({
        id: 'home.partnerships.rehab.subtitle',
        message: 'Online revalidatie',
        description: 'Subtitle of the online rehabilitation partner',
      }),
      description: translate({
        id: 'home.partnerships.rehab.description',
        message:
          'Oefenprogramma’s op maat die u thuis volgt, met video-instructies en begeleiding door ervaren fysiotherapeuten.',
        description: 'Description of the online rehabilitation partner',
      }),
      featureTitle: translate({
        id: 'home.partnerships.rehab.featureTitle',
        message: 'Revalideren in uw eigen tempo',
        description: 'Feature title of the online rehabilitation partner',
      }),
      featureDescription: translate({
        id: 'home.partnerships.rehab.featureDescription',
        message: 'Het programma sluit aan op uw operatie en laat u op elk moment oefenen, in Nederland of in Spanje.',
        description: 'Feature description of the online rehabilitation partner',
      }),
      offer: {
        trial: translate({
          id: 'home.partnerships.rehab.trial',
          message: 'Gratis proefperiode',
          description: 'Free trial of the online rehabilitation partner',
        }),
        price: translate(
          {
            id: 'home.partnerships.rehab.price',
            message: 'Daarna vanaf {price} per maand',
            description: 'Monthly price of the rehabilitation partner; {price} is e.g. €29.99',
          },
          {price: format.euro(REHAB_PRICE.monthlyFromEur)},
        ),
      },
    };
  }
  return {
    subtitle: translate({
      id: 'home.partnerships.liaison.subtitle',
      message: 'Zorgbemiddeling Nederland–Spanje',
      description: 'Subtitle of the Dutch-to-Spain care-liaison partner',
    }),
    description: translate({
      id: 'home.partnerships.liaison.description',
      message:
        'Helpt Nederlandse patiënten in Spanje met hun zorgverzekering, de aanvraag van toestemming en de vertaling van medische documenten.',
      description: 'Description of the care-liaison partner',
    }),
    featureTitle: translate({
      id: 'home.partnerships.liaison.featureTitle',
      message: 'Eén vast aanspreekpunt',
      description: 'Feature title of the care-liaison partner',
    }),
    featureDescription: translate({
      id: 'home.partnerships.liaison.featureDescription',
      message:
        'Een vaste contactpersoon regelt het papierwerk met uw verzekeraar en staat u bij tijdens uw behandeling.',
      description: 'Feature description of the care-liaison partner',
    }),
  };
}

function PartnerCard({partner}: {partner: ExternalSite}): ReactNode {
  const format = useFormat();
  const text = partnerText(partner.key, format);
  return (
    <li className={shared.card} data-partner={partner.key}>
      <p className={styles.subtitle}>{text.subtitle}</p>
      <Heading as="h3" className={styles.name}>
        {partner.name}
      </Heading>
      <p className={shared.muted}>{text.description}</p>
      <div className={styles.feature}>
        <p className={styles.featureTitle}>{text.featureTitle}</p>
        <p className={styles.featureText}>{text.featureDescription}</p>
      </div>
      {text.offer && (
        <p className={styles.offer}>
          <span className={shared.tag}>{text.offer.trial}</span> <span>{text.offer.price}</span>
        </p>
      )}
      <div className={shared.actions}>
        <ExternalLink
          className="button button--primary"
          href={partner.url}
          data-partner-link={partner.key}
          aria-label={translate(
            {
              id: 'home.partnerships.websiteLabel',
              message: 'Naar de website van {name}',
              description:
                'Accessible name of the partner website button (starts with its visible text); {name} is the partner',
            },
            {name: partner.name},
          )}
        >
          <Translate id="home.partnerships.website" description="Button that opens a partner's website">
            Naar de website
          </Translate>
        </ExternalLink>
      </div>
    </li>
  );
}

/** Partnerships: online rehabilitation and the care-liaison service. */
export default function Partnerships(): ReactNode {
  return (
    <Section
      name="partnerships"
      id="samenwerkingen"
      eyebrow={
        <Translate id="home.partnerships.eyebrow" description="Small label above the partnerships heading">
          Samenwerkingen
        </Translate>
      }
      title={
        <Translate id="home.partnerships.title" description="Heading of the partnerships section">
          Zorg die doorloopt na de operatie
        </Translate>
      }
      intro={
        <Translate id="home.partnerships.intro" description="Introduction of the partnerships section">
          Met twee vaste partners zorgen we dat u ook na de operatie goed begeleid wordt.
        </Translate>
      }
    >
      <ul className={clsx(shared.grid2, styles.list)}>
        {PRACTICE.partners.map((p) => (
          <PartnerCard key={p.key} partner={p} />
        ))}
      </ul>
    </Section>
  );
}
