import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {INFILTRATION_LOCATIONS} from '@site/src/data/clinical';
import {PRACTICE} from '@site/src/data/practice';
import {SCHEDULE, type Schedule} from '@site/src/data/schedule';
import {useCityName, type CityKey} from '@site/src/components/Home/cities';
import {useFigureFormat, type FigureFormatter} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';
import ForeignTerms from '@site/src/components/ForeignTerms';

function when(schedule: Schedule, format: FigureFormatter): string {
  if (schedule.kind === 'daysPerMonth') {
    return translate(
      {
        id: 'medical.locations.daysPerMonth',
        message: '{days} per maand voor infiltraties',
        description: 'Infiltration location: number of injection days per month; {days} e.g. "3 days"',
      },
      {days: format.figure({value: schedule.infiltrationDays, unit: 'day'})},
    );
  }
  return translate(
    {
      id: 'medical.locations.weekdays',
      message: 'Spreekuur op {weekdays}',
      description: 'Infiltration location: the weekdays the surgeon is there; {weekdays} e.g. "Monday and Friday"',
    },
    {weekdays: format.weekdays(schedule.weekdays)},
  );
}

/** Where the injections are given, with the surgeon's days there. */
export default function TreatmentLocations(): ReactNode {
  const format = useFigureFormat();
  const cityName = useCityName();
  return (
    <ul className={styles.locations}>
      {INFILTRATION_LOCATIONS.map((location) => {
        const clinic = PRACTICE.clinics.find((c) => c.key === location.clinic);
        if (!clinic) throw new Error(`Clinic ${location.clinic} is not in src/data/practice.ts`);
        return (
          <li key={clinic.key} className={styles.location} data-clinic={clinic.key}>
            <ExternalLink href={clinic.url} className="text--bold" hint={false}>
              <ForeignTerms>{clinic.name}</ForeignTerms>
            </ExternalLink>
            {/* City names are translated (أوترخت, Утрехт); practice.ts holds the Dutch/Spanish spelling. */}
            <span className={styles.city}>{cityName(clinic.city.toLowerCase() as CityKey)}</span>
            {location.schedule && <span className={styles.when}>{when(SCHEDULE[location.schedule], format)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
