import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {pagePath} from '@site/src/data/routes';
import {
  SCAR_CM,
  TREATMENT_CARDS,
  type TreatmentCard,
  type TreatmentDuration,
  type TreatmentKey,
} from '@site/src/data/treatmentCards';
import {useFormat, type Format} from '../useFormat';
import {useLocale} from '@site/src/lib/useLocale';
import {treatmentTitle} from '../treatmentTitles';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import {numberFormat} from '@site/src/lib/intl';

interface CardText {
  description: string;
  features: string[];
  suitable: string;
}

function cardText(key: TreatmentKey, format: Format): CardText {
  const cm = (value: number) => numberFormat(format.locale, {style: 'unit', unit: 'centimeter'}).format(value);
  switch (key) {
    case 'infiltrations':
      return {
        description: translate({
          id: 'home.treatments.infiltrations.description',
          message:
            'Injecties met cortisone, hyaluronzuur, PRP of een hydrogel die pijn verminderen en een operatie kunnen uitstellen.',
          description: 'Description of the joint infiltrations card',
        }),
        features: [
          translate({
            id: 'home.treatments.infiltrations.feature1',
            message: 'Poliklinisch, zonder opname',
            description: 'Feature of joint infiltrations',
          }),
          translate({
            id: 'home.treatments.infiltrations.feature2',
            message: 'Effect van enkele weken tot jaren',
            description: 'Feature of joint infiltrations',
          }),
          translate({
            id: 'home.treatments.infiltrations.feature3',
            message: 'Cortisone en hyaluronzuur worden vergoed',
            description: 'Feature of joint infiltrations',
          }),
        ],
        suitable: translate({
          id: 'home.treatments.infiltrations.suitable',
          message: 'Artrose of gewrichtspijn, als u een operatie wilt uitstellen of vermijden',
          description: 'Who joint infiltrations suit',
        }),
      };
    case 'hip':
      return {
        description: translate({
          id: 'home.treatments.hip.description',
          message:
            'Een nieuwe heup via de voorste benadering: minder spierschade, sneller herstel en een kleine kans op luxatie.',
          description: 'Description of the hip replacement card',
        }),
        features: [
          translate({
            id: 'home.treatments.hip.feature1',
            message: 'Voorste benadering, spiersparend',
            description: 'Feature of hip replacement',
          }),
          translate({
            id: 'home.treatments.hip.feature2',
            message: 'De dag na de operatie al lopen',
            description: 'Feature of hip replacement',
          }),
          translate(
            {
              id: 'home.treatments.hip.feature3',
              message: 'Litteken van ongeveer {length}',
              description: 'Feature of hip replacement; {length} is e.g. "10 cm"',
            },
            {length: cm(SCAR_CM.hip)},
          ),
        ],
        suitable: translate({
          id: 'home.treatments.hip.suitable',
          message: 'Ernstige heupartrose met nachtpijn of een beperkte loopafstand',
          description: 'Who hip replacement suits',
        }),
      };
    case 'knee':
      return {
        description: translate({
          id: 'home.treatments.knee.description',
          message:
            'Een totale of halve knieprothese bij een versleten kniegewricht, met snelle mobilisatie en duidelijke nazorg.',
          description: 'Description of the knee replacement card',
        }),
        features: [
          translate({
            id: 'home.treatments.knee.feature1',
            message: 'Totale of halve knieprothese',
            description: 'Feature of knee replacement',
          }),
          translate({
            id: 'home.treatments.knee.feature2',
            message: 'De dag na de operatie al lopen',
            description: 'Feature of knee replacement',
          }),
          translate(
            {
              id: 'home.treatments.knee.feature3',
              message: 'Litteken van ongeveer {length}',
              description: 'Feature of knee replacement; {length} is e.g. "15 cm"',
            },
            {length: cm(SCAR_CM.knee)},
          ),
        ],
        suitable: translate({
          id: 'home.treatments.knee.suitable',
          message: 'Knieartrose die niet meer reageert op oefentherapie, medicijnen of injecties',
          description: 'Who knee replacement suits',
        }),
      };
    case 'revision':
      return {
        description: translate({
          id: 'home.treatments.revision.description',
          message: 'Vervanging van een losgeraakte, versleten of geïnfecteerde prothese, in één of in twee fasen.',
          description: 'Description of the revision surgery card',
        }),
        features: [
          translate({
            id: 'home.treatments.revision.feature1',
            message: 'Eén- of tweefasenrevisie',
            description: 'Feature of revision surgery',
          }),
          translate({
            id: 'home.treatments.revision.feature2',
            message: 'Voor heup- en knieprothesen',
            description: 'Feature of revision surgery',
          }),
          translate({
            id: 'home.treatments.revision.feature3',
            message: 'Ervaring met complexe situaties',
            description: 'Feature of revision surgery',
          }),
        ],
        suitable: translate({
          id: 'home.treatments.revision.suitable',
          message: 'Pijn, instabiliteit of infectie van een eerder geplaatste prothese',
          description: 'Who revision surgery suits',
        }),
      };
  }
}

function durationText(duration: TreatmentDuration, format: Format): string {
  switch (duration.kind) {
    case 'outpatient':
      return translate({
        id: 'home.treatments.duration.outpatient',
        message: 'Poliklinisch, dezelfde dag naar huis',
        description: 'Duration of an outpatient treatment',
      });
    case 'operation':
      return translate(
        {
          id: 'home.treatments.duration.operation',
          message: 'Operatie ongeveer {minutes}, {nights} nacht opname',
          description:
            'Duration of a primary operation; {minutes} is e.g. "60 minutes", {nights} the number of nights (1)',
        },
        {
          minutes: format.duration({min: duration.minutes, max: duration.minutes, unit: 'minute'}),
          nights: format.number(duration.hospitalNights),
        },
      );
    case 'revision':
      return translate(
        {
          id: 'home.treatments.duration.revision',
          message: 'Operatie {hours}, opname tot {days}',
          description: 'Duration of a revision; {hours} is e.g. "2–3 hours", {days} e.g. "3 days"',
        },
        {
          hours: format.duration({min: duration.hours.min, max: duration.hours.max, unit: 'hour'}),
          days: format.duration({min: duration.maxHospitalDays, max: duration.maxHospitalDays, unit: 'day'}),
        },
      );
  }
}

function Card({card}: {card: TreatmentCard}): ReactNode {
  const format = useFormat();
  const locale = useLocale();
  const imageSrc = useBaseUrl(card.image.src);
  const title = treatmentTitle(card.key);
  const text = cardText(card.key, format);
  return (
    <li className={clsx(shared.card, styles.card)} data-treatment={card.key}>
      <img
        className={styles.image}
        src={imageSrc}
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
        decoding="async"
        alt={translate(
          {
            id: 'home.treatments.image.alt',
            message: 'Illustratie: {title}',
            description: 'Alt text of a treatment illustration; {title} is the treatment',
          },
          {title},
        )}
      />
      <div className={styles.body}>
        <Heading as="h3" className={styles.title}>
          {title}
        </Heading>
        <p className={shared.muted}>{text.description}</p>
        <ul className={shared.checkList}>
          {text.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <dt>
            <Translate id="home.treatments.durationLabel" description="Label of a treatment's duration">
              Duur
            </Translate>
          </dt>
          <dd>{durationText(card.duration, format)}</dd>
          <dt>
            <Translate id="home.treatments.suitableLabel" description="Label of who a treatment suits">
              Geschikt bij
            </Translate>
          </dt>
          <dd>{text.suitable}</dd>
        </dl>
        <div className={shared.actions}>
          <Link className="button button--primary" to={pagePath(card.key, locale)} data-treatment-link={card.key}>
            <Translate id="home.treatments.moreInfo" description="Link from a treatment card to the treatment page">
              Meer informatie
            </Translate>
            <span className={styles.hiddenTitle}> – {title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

/** Treatments (anchor `treatments`): four cards linking to the treatment pages. */
export default function Treatments(): ReactNode {
  return (
    <Section
      name="treatments"
      id="treatments"
      eyebrow={
        <Translate id="home.treatments.eyebrow" description="Small label above the treatments heading">
          Behandelingen
        </Translate>
      }
      title={
        <Translate id="home.treatments.title" description="Heading of the treatments section">
          Behandelingen van heup en knie
        </Translate>
      }
      intro={
        <Translate id="home.treatments.intro" description="Introduction of the treatments section">
          Van een injectie die pijn verlicht tot een nieuwe prothese: samen kiezen we de behandeling die bij u past.
        </Translate>
      }
    >
      <ul className={styles.list}>
        {TREATMENT_CARDS.map((card) => (
          <Card key={card.key} card={card} />
        ))}
      </ul>
    </Section>
  );
}
