import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import ForeignTerms from '@site/src/components/ForeignTerms';
import {WAITING_TIMES, type WaitingTimeLocation} from '@site/src/data/waitingTimes';
import {OPERATION_PRICES} from '@site/src/data/prices';
import {useFormat} from '@site/src/lib/useFormat';
import PriceIncludes from '../PriceIncludes';
// The FAQ in the page's language, figures filled in at build time (plugins/site-texts) by the
// `faqItems` the FAQPage JSON-LD comes from; bundled with the home page only.
import faq from '@site-texts/faq';
import {LOCATION_CITY, useCityName} from '../cities';
import {clinicName} from '../ClinicLogo';
import {Card, CheckList} from '../ui';
import Flag from './Flag';
import {priceLineName} from '../treatmentNames';
import {locationType, priceText, useWaitingLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';

type Labels = ReturnType<typeof useWaitingLabels>;

function LocationCard({location, labels}: {location: WaitingTimeLocation; labels: Labels['figures']}): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const cityKey = LOCATION_CITY[location.key];
  const rows = [
    {kind: 'consultWait', value: format.duration(location.consultWait)},
    {kind: 'operationWait', value: format.duration(location.operationWait)},
    {kind: 'consultPrice', value: priceText(location.consultPrice, format)},
    {kind: 'operationPrice', value: priceText(location.operationPrice, format)},
  ] as const;
  return (
    <Card className={styles.location} data-waiting={location.key}>
      <Flag country={location.country} />
      <Heading as="h3" className={styles.locationName}>
        {/* Marbella has two clinics, so its cards add the clinic's name. */}
        {cityKey === 'marbella' ? `${city(cityKey)} · ${clinicName(location.clinic)}` : city(cityKey)}
      </Heading>
      <p className={clsx(shared.muted, styles.locationType)}>{locationType(location)}</p>
      <dl className="margin--none">
        {rows.map((row) => (
          <div key={row.kind} className={styles.figure} data-figure={row.kind}>
            <dt>{labels[row.kind]}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Waiting times and prices (anchor `wachttijden`), insurance rules and the FAQ. */
export default function WaitingTimes(): ReactNode {
  const format = useFormat();
  const t = useWaitingLabels();
  return (
    <Section name="waiting-times" id="wachttijden" tone="muted" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={clsx(styles.locations, shared.plainList)}>
        {WAITING_TIMES.map((location) => (
          <LocationCard key={location.key} location={location} labels={t.figures} />
        ))}
      </ul>

      <div className={clsx(shared.grid2, 'margin-top--lg')}>
        <Card as="div" data-block="price-list" title={t.prices} titleClassName={styles.blockTitle}>
          <p className={shared.muted}>{t.pricesNote}</p>
          {/* Named after its card's heading: a table's name is not taken from a heading above it. */}
          <table className={styles.priceTable} aria-label={t.prices}>
            <tbody>
              {OPERATION_PRICES.map((p) => (
                <tr key={p.key} data-operation={p.key}>
                  <th scope="row">{priceLineName(p)}</th>
                  <td>{format.euro(p.eur)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card as="div" data-block="includes" title={t.includes} titleClassName={styles.blockTitle}>
          <PriceIncludes />
        </Card>
      </div>

      <Card
        as="div"
        className={styles.insurance}
        data-block="insurance"
        title={t.insurance}
        titleClassName={styles.blockTitle}
      >
        <CheckList items={t.insuranceRules} />
      </Card>

      <Heading as="h3" className={shared.subheading}>
        {t.faq}
      </Heading>
      <dl className={styles.faq} data-block="faq">
        {faq.map((item) => (
          <div key={item.question} className={clsx(shared.card, styles.faqItem)}>
            <dt>{item.question}</dt>
            <dd>
              <ForeignTerms>{item.answer}</ForeignTerms>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
