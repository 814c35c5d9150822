import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {STATS, type StatKey} from '@site/src/data/stats';
import {SCHEDULE, type Schedule, type SpecialistLocationKey} from '@site/src/data/schedule';
import {PUBLIC_WAIT_LIMIT_DAYS} from '@site/src/data/waitingTimes';
import {useFormat, type Format} from '../useFormat';
import {useCityName} from '../cities';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

function statLabel(key: StatKey): string {
  switch (key) {
    case 'patients':
      return translate({
        id: 'home.specialist.stats.patients',
        message: 'Tevreden patiënten',
        description: 'Statistic label: number of patients treated',
      });
    case 'rating':
      return translate({
        id: 'home.specialist.stats.rating',
        message: 'Waardering door patiënten',
        description: 'Statistic label: average patient rating',
      });
    case 'years':
      return translate({
        id: 'home.specialist.stats.years',
        message: 'Jaar ervaring',
        description: 'Statistic label: years of experience',
      });
    case 'locations':
      return translate({
        id: 'home.specialist.stats.locations',
        message: 'Locaties',
        description: 'Statistic label: number of practice locations',
      });
  }
}

function locationType(key: SpecialistLocationKey): string {
  switch (key) {
    case 'utrecht':
      return translate({
        id: 'home.specialist.locations.utrecht.type',
        message: 'Kliniek in Nederland',
        description: 'Type of the Utrecht location',
      });
    case 'marbella_compass':
      return translate({
        id: 'home.specialist.locations.marbella.type',
        message: 'Privékliniek',
        description: 'Type of the Marbella location',
      });
    case 'estepona':
      return translate({
        id: 'home.specialist.locations.estepona.type',
        message: 'Ziekenhuis',
        description: 'Type of the Estepona location',
      });
  }
}

function locationDescription(key: SpecialistLocationKey, format: Format): string {
  switch (key) {
    case 'utrecht':
      return translate({
        id: 'home.specialist.locations.utrecht.description',
        message: 'Spreekuur, operaties en infiltraties voor patiënten met een Nederlandse zorgverzekering.',
        description: 'Description of the Utrecht location',
      });
    case 'marbella_compass':
      return translate({
        id: 'home.specialist.locations.marbella.description',
        message: 'Consulten en operaties voor privépatiënten en internationale patiënten, midden in Marbella.',
        description: 'Description of the Marbella location',
      });
    case 'estepona':
      return translate(
        {
          id: 'home.specialist.locations.estepona.description',
          message:
            'Operaties in het ziekenhuis, ook voor patiënten van de Spaanse sociale zekerheid die langer dan {days} dagen wachten.',
          description: 'Description of the Estepona location; {days} is the number of days (180)',
        },
        {days: format.number(PUBLIC_WAIT_LIMIT_DAYS)},
      );
  }
}

function scheduleText(schedule: Schedule, format: Format): string {
  if (schedule.kind === 'daysPerMonth') {
    return translate(
      {
        id: 'home.specialist.schedule.daysPerMonth',
        message: '{days} dagen per maand, waarvan {infiltrationDays} voor infiltraties',
        description:
          'Schedule of the Utrecht location; {days} days a month, {infiltrationDays} of them for infiltrations',
      },
      {days: format.number(schedule.days), infiltrationDays: format.number(schedule.infiltrationDays)},
    );
  }
  return translate(
    {
      id: 'home.specialist.schedule.weekdays',
      message: 'Spreekdagen: {days}',
      description: 'Schedule of a location; {days} is a list of weekdays, e.g. "Monday and Friday"',
    },
    {days: format.weekdays(schedule.weekdays)},
  );
}

const LOCATION_CITY: Record<SpecialistLocationKey, 'utrecht' | 'marbella' | 'estepona'> = {
  utrecht: 'utrecht',
  marbella_compass: 'marbella',
  estepona: 'estepona',
};

/** Specialist (anchor `specialist`): statistics, locations with schedule, review platforms. */
export default function Specialist(): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const locations = Object.keys(SCHEDULE) as SpecialistLocationKey[];
  return (
    <Section
      name="specialist"
      id="specialist"
      eyebrow={
        <Translate id="home.specialist.eyebrow" description="Small label above the specialist section heading">
          De specialist
        </Translate>
      }
      title={
        <Translate id="home.specialist.title" description="Heading of the specialist section">
          Dr. Jansen, orthopedisch chirurg
        </Translate>
      }
      intro={
        <Translate id="home.specialist.intro" description="Introduction of the specialist section">
          Na zijn opleiding en jaren als orthopedisch chirurg in Nederland verhuisde Dr. Jansen naar de Costa del Sol.
          Hij opereert volgens Nederlandse richtlijnen en neemt de tijd om uw situatie helder uit te leggen.
        </Translate>
      }
    >
      <ul className={styles.stats}>
        {STATS.map((s) => (
          <li key={s.key} className={styles.stat} data-stat={s.key}>
            <span className={styles.statValue}>
              {s.scale
                ? format.rating(s.value, s.scale)
                : s.suffix === '+'
                  ? format.atLeast(s.value)
                  : format.number(s.value)}
            </span>
            <span className={styles.statLabel}>{statLabel(s.key)}</span>
          </li>
        ))}
      </ul>

      <Heading as="h3" className={shared.subheading}>
        <Translate id="home.specialist.locations.title" description="Heading above the locations of the specialist">
          Waar en wanneer
        </Translate>
      </Heading>
      <ul className={clsx(shared.grid, styles.plainList)}>
        {locations.map((key) => (
          <li key={key} className={shared.card} data-location={key}>
            <span className={shared.tag}>{locationType(key)}</span>
            <Heading as="h4" className={styles.locationName}>
              {city(LOCATION_CITY[key])}
            </Heading>
            <p className={styles.schedule}>{scheduleText(SCHEDULE[key], format)}</p>
            <p className={clsx(shared.muted, styles.noMargin)}>{locationDescription(key, format)}</p>
          </li>
        ))}
      </ul>

      <Heading as="h3" className={shared.subheading}>
        <Translate id="home.specialist.reviews.title" description="Heading above the two review platforms">
          Onafhankelijke beoordelingen
        </Translate>
      </Heading>
      <ul className={clsx(shared.grid2, styles.plainList)}>
        {PRACTICE.reviewPlatforms.map((platform) => (
          <li key={platform.key} className={clsx(shared.card, styles.review)} data-review={platform.key}>
            <div>
              <p className={styles.reviewName}>{platform.name}</p>
              <p className={styles.reviewScore}>{format.rating(platform.rating, platform.scale)}</p>
            </div>
            <ExternalLink
              className="button button--outline button--primary"
              href={platform.url}
              aria-label={translate(
                {
                  id: 'home.specialist.reviews.linkLabel',
                  message: 'Lees de beoordelingen op {name}',
                  description:
                    'Accessible name of the reviews button (starts with its visible text); {name} is the review platform',
                },
                {name: platform.name},
              )}
            >
              <Translate id="home.specialist.reviews.link" description="Link to the reviews on a review platform">
                Lees de beoordelingen
              </Translate>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
