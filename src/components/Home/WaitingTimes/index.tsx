import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {WAITING_TIMES, PUBLIC_WAIT_LIMIT_DAYS, type WaitingTimeLocation} from '@site/src/data/waitingTimes';
import {LOWEST_OPERATION_PRICE, OPERATION_PRICES, type OperationKey, type Price} from '@site/src/data/prices';
import PriceIncludes from '../PriceIncludes';
import {useFaqItems} from '../faqItems';
import {useFormat, type Format} from '../useFormat';
import {useCityName} from '../cities';
import shared from '../shared.module.css';
import styles from './styles.module.css';

function locationTitle(location: WaitingTimeLocation, city: ReturnType<typeof useCityName>): string {
  switch (location.key) {
    case 'utrecht':
      return city('utrecht');
    case 'marbella_compass':
    case 'marbella_mso':
      return `${city('marbella')} · ${PRACTICE.clinics.find((c) => c.key === location.clinic)?.name ?? ''}`;
    case 'estepona':
      return city('estepona');
  }
}

function locationType(location: WaitingTimeLocation): string {
  switch (location.key) {
    case 'utrecht':
      return translate({
        id: 'home.waiting.locations.utrecht.type',
        message: 'Verzekerde zorg in Nederland',
        description: 'Type of the Utrecht location in the waiting-times section',
      });
    case 'marbella_compass':
      return translate({
        id: 'home.waiting.locations.compass.type',
        message: 'Privékliniek',
        description: 'Type of the Marbella private clinic in the waiting-times section',
      });
    case 'marbella_mso':
      return translate({
        id: 'home.waiting.locations.mso.type',
        message: 'Sportorthopedische kliniek',
        description: 'Type of the Marbella sports clinic in the waiting-times section',
      });
    case 'estepona':
      return translate({
        id: 'home.waiting.locations.estepona.type',
        message: 'Ziekenhuis, Spaanse sociale zekerheid',
        description: 'Type of the Estepona location in the waiting-times section',
      });
  }
}

function priceText(price: Price, format: Format): string {
  switch (price.kind) {
    case 'amount':
      return format.euro(price.eur);
    case 'from':
      return translate(
        {
          id: 'home.waiting.price.from',
          message: 'Vanaf {price}',
          description: 'Lowest operation price; {price} e.g. €6,800',
        },
        {price: format.euro(LOWEST_OPERATION_PRICE)},
      );
    case 'dutchInsurance':
      return translate({
        id: 'home.waiting.price.dutchInsurance',
        message: 'Vergoed door uw zorgverzekering',
        description: 'Price cell: covered by Dutch health insurance',
      });
    case 'spanishSocialSecurity':
      return translate({
        id: 'home.waiting.price.spanishSocialSecurity',
        message: 'Vergoed door de Spaanse sociale zekerheid',
        description: 'Price cell: covered by Spanish social security',
      });
  }
}

function operationName(key: OperationKey): string {
  switch (key) {
    case 'arthroscopy':
      return translate({
        id: 'home.prices.operations.arthroscopy',
        message: 'Knie-artroscopie',
        description: 'Operation in the price list',
      });
    case 'totalKnee':
      return translate({
        id: 'home.prices.operations.totalKnee',
        message: 'Totale knieprothese',
        description: 'Operation in the price list',
      });
    case 'partialKnee':
      return translate({
        id: 'home.prices.operations.partialKnee',
        message: 'Halve knieprothese',
        description: 'Operation in the price list',
      });
    case 'totalHip':
      return translate({
        id: 'home.prices.operations.totalHip',
        message: 'Totale heupprothese',
        description: 'Operation in the price list',
      });
    case 'revision':
      return translate({
        id: 'home.prices.operations.revision',
        message: 'Revisieoperatie',
        description: 'Operation in the price list',
      });
  }
}

/** Small drawn flag (emoji flags do not render everywhere). */
function Flag({country}: {country: 'NL' | 'ES'}): ReactNode {
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" width="30" height="20" aria-hidden="true">
      {country === 'NL' ? (
        <>
          <rect width="30" height="20" fill="#21468b" />
          <rect width="30" height="13.33" fill="#fff" />
          <rect width="30" height="6.67" fill="#ae1c28" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </>
      )}
    </svg>
  );
}

function LocationCard({location}: {location: WaitingTimeLocation}): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const rows: {label: ReactNode; value: string; kind: string}[] = [
    {
      kind: 'consultWait',
      label: (
        <Translate id="home.waiting.consultWait" description="Label: waiting time for a consultation">
          Wachttijd consult
        </Translate>
      ),
      value: format.duration(location.consultWait),
    },
    {
      kind: 'operationWait',
      label: (
        <Translate id="home.waiting.operationWait" description="Label: waiting time for an operation">
          Wachttijd operatie
        </Translate>
      ),
      value: format.duration(location.operationWait),
    },
    {
      kind: 'consultPrice',
      label: (
        <Translate id="home.waiting.consultPrice" description="Label: price of a consultation">
          Prijs consult
        </Translate>
      ),
      value: priceText(location.consultPrice, format),
    },
    {
      kind: 'operationPrice',
      label: (
        <Translate id="home.waiting.operationPrice" description="Label: price of an operation">
          Prijs operatie
        </Translate>
      ),
      value: priceText(location.operationPrice, format),
    },
  ];
  return (
    <li className={clsx(shared.card, styles.location)} data-waiting={location.key}>
      <Flag country={location.country} />
      <Heading as="h3" className={styles.locationName}>
        {locationTitle(location, city)}
      </Heading>
      <p className={clsx(shared.muted, styles.locationType)}>{locationType(location)}</p>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div key={row.kind} className={styles.figure} data-figure={row.kind}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Waiting times and prices (anchor `wachttijden`), insurance rules and the FAQ. */
export default function WaitingTimes(): ReactNode {
  const format = useFormat();
  const faq = useFaqItems();
  return (
    <Section
      name="waiting-times"
      id="wachttijden"
      tone="muted"
      eyebrow={
        <Translate id="home.waiting.eyebrow" description="Small label above the waiting-times heading">
          Wachttijden en prijzen
        </Translate>
      }
      title={
        <Translate id="home.waiting.title" description="Heading of the waiting-times and prices section">
          Snel geholpen, vooraf duidelijkheid
        </Translate>
      }
      intro={
        <Translate id="home.waiting.intro" description="Introduction of the waiting-times section">
          Per locatie ziet u hoe lang u wacht op een consult en een operatie, en wat het kost.
        </Translate>
      }
    >
      <ul className={styles.locations}>
        {WAITING_TIMES.map((location) => (
          <LocationCard key={location.key} location={location} />
        ))}
      </ul>

      <div className={clsx(shared.grid2, styles.priceBlocks)}>
        <div className={shared.card} data-block="price-list">
          <Heading as="h3" className={styles.blockTitle}>
            <Translate id="home.prices.title" description="Heading of the operation price list">
              Prijzen van operaties
            </Translate>
          </Heading>
          <p className={shared.muted}>
            <Translate id="home.prices.subtitle" description="Note under the price list heading">
              Voor privépatiënten, in euro
            </Translate>
          </p>
          <table className={styles.priceTable}>
            <tbody>
              {OPERATION_PRICES.map((p) => (
                <tr key={p.key} data-operation={p.key}>
                  <th scope="row">{operationName(p.key)}</th>
                  <td>{format.euro(p.eur)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={shared.card} data-block="includes">
          <Heading as="h3" className={styles.blockTitle}>
            <Translate id="home.prices.includes.title" description="Heading of what the operation price includes">
              Bij de prijs inbegrepen
            </Translate>
          </Heading>
          <PriceIncludes />
        </div>
      </div>

      <div className={clsx(shared.card, styles.insurance)} data-block="insurance">
        <Heading as="h3" className={styles.blockTitle}>
          <Translate id="home.insurance.title" description="Heading of the insurance rules">
            Vergoeding door uw verzekering
          </Translate>
        </Heading>
        <ul className={shared.checkList}>
          <li>
            <Translate id="home.insurance.netherlands" description="Insurance rule for treatment in the Netherlands">
              Behandeling in Nederland wordt volledig vergoed door uw zorgverzekering.
            </Translate>
          </li>
          <li>
            <Translate id="home.insurance.spain" description="Insurance rule for treatment in Spain">
              Behandeling in Spanje: u vraagt vooraf toestemming aan uw Nederlandse zorgverzekeraar en krijgt een
              vergoeding tegen Nederlandse tarieven.
            </Translate>
          </li>
          <li>
            <Translate id="home.insurance.infiltrations" description="Insurance rule for infiltrations">
              Van de infiltraties vergoedt de Nederlandse zorgverzekering alleen cortisone en hyaluronzuur.
            </Translate>
          </li>
          <li>
            <Translate
              id="home.insurance.estepona"
              description="The 180-day rule; {days} is the number of days"
              values={{days: format.number(PUBLIC_WAIT_LIMIT_DAYS)}}
            >
              {
                'Spaanse sociale zekerheid: wacht u in het openbare systeem langer dan {days} dagen op een operatie, dan kunt u in het ziekenhuis van Estepona worden geopereerd.'
              }
            </Translate>
          </li>
        </ul>
      </div>

      <Heading as="h3" className={shared.subheading}>
        <Translate id="home.faq.title" description="Heading of the frequently asked questions">
          Veelgestelde vragen
        </Translate>
      </Heading>
      <dl className={styles.faq} data-block="faq">
        {faq.map((item) => (
          <div key={item.question} className={clsx(shared.card, styles.faqItem)}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
