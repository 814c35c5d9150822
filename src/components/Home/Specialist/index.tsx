import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {STATS} from '@site/src/data/stats';
import {SCHEDULE, type SpecialistLocationKey} from '@site/src/data/schedule';
import {useFormat} from '@site/src/lib/useFormat';
import {LOCATION_CITY, useCityName} from '../cities';
import {Card, CardName, SiteButton} from '../ui';
import {locationDescription, locationType, scheduleText, statLabel, useSpecialistLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ForeignTerms from '@site/src/components/ForeignTerms';

/** Specialist (anchor `specialist`): statistics, locations with schedule, review platforms. */
export default function Specialist(): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const t = useSpecialistLabels();
  const locations = Object.keys(SCHEDULE) as SpecialistLocationKey[];
  return (
    <Section name="specialist" id="specialist" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={clsx(styles.stats, shared.plainList)}>
        {STATS.map((s) => (
          <li key={s.key} className={styles.stat} data-stat={s.key}>
            <span className={styles.statValue}>{format.stat(s)}</span>
            <span className={styles.statLabel}>{statLabel(s.key)}</span>
          </li>
        ))}
      </ul>

      <Heading as="h3" className={shared.subheading}>
        {t.locations}
      </Heading>
      <ul className={clsx(shared.grid, shared.plainList)}>
        {locations.map((key) => (
          <Card key={key} data-location={key}>
            <span className={shared.tag}>{locationType(key)}</span>
            <CardName as="h4" name={city(LOCATION_CITY[key])} detail={scheduleText(SCHEDULE[key], format)} />
            <p className={clsx(shared.muted, 'margin--none')}>{locationDescription(key, format)}</p>
          </Card>
        ))}
      </ul>

      <Heading as="h3" className={shared.subheading}>
        {t.reviews}
      </Heading>
      <ul className={clsx(shared.grid2, shared.plainList)}>
        {PRACTICE.reviewPlatforms.map((platform) => (
          <Card key={platform.key} className={styles.review} data-review={platform.key}>
            <div>
              <p className={styles.reviewName}>
                <ForeignTerms>{platform.name}</ForeignTerms>
              </p>
              <p className={styles.reviewScore}>{format.rating(platform.rating, platform.scale)}</p>
            </div>
            <SiteButton className="button button--outline button--primary" href={platform.url} site={platform.name}>
              {t.reviewsLink}
            </SiteButton>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
