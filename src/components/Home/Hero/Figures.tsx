import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Rating from '@site/src/components/Rating';
import {stat} from '@site/src/data/stats';
import {useFormat} from '@site/src/lib/useFormat';
import styles from './styles.module.css';

/** The hero's highlights (years of experience, locations, waiting times) and rating line. */
export default function HeroFigures(): ReactNode {
  const format = useFormat();
  const years = stat('years');
  const locations = stat('locations');
  const rating = stat('rating');
  return (
    <>
      <ul className={styles.highlights}>
        <li>
          {format.plural(
            years.value,
            translate(
              {
                id: 'home.hero.highlights.experience',
                message: '{years} jaar ervaring|{years} jaar ervaring',
                description: "Hero highlight; {years} is e.g. '16+'; plural forms separated by |",
              },
              {years: format.atLeast(years.value)},
            ),
          )}
        </li>
        <li>
          {format.plural(
            locations.value,
            translate(
              {
                id: 'home.hero.highlights.locations',
                message: '{count} stad in Nederland en Spanje|{count} steden in Nederland en Spanje',
                description:
                  'Hero highlight; {count} is the number of cities the surgeon works in (3: Utrecht, Marbella, Estepona; the site names four clinics, so not "locations"); plural forms separated by |',
              },
              {count: format.number(locations.value)},
            ),
          )}
        </li>
        <li>
          <Translate id="home.hero.highlights.waitingTimes" description="Hero highlight about waiting times">
            Korte wachttijden
          </Translate>
        </li>
      </ul>
      <Rating className={styles.rating}>
        <Translate
          id="home.hero.rating"
          description="Hero rating line next to five dots; {rating} is e.g. '9.9/10'"
          values={{rating: format.rating(rating.value, rating.scale ?? 10)}}
        >
          {'{rating} gemiddelde waardering door patiënten'}
        </Translate>
      </Rating>
    </>
  );
}
