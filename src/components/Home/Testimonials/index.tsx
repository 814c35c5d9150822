import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import Rating from '@site/src/components/Rating';
import {TESTIMONIALS, TESTIMONIAL_AVERAGE, type Testimonial, type TestimonialKey} from '@site/src/data/testimonials';
import type {LocationKey} from '@site/src/data/practice';
import {useFormat} from '@site/src/lib/useFormat';
import {useCityName, type CityKey} from '../cities';
import shared from '../shared.module.css';
import styles from './styles.module.css';

function testimonialText(key: TestimonialKey): {name: string; text: string} {
  switch (key) {
    case 'hip':
      return {
        name: translate({
          id: 'home.testimonials.hip.name',
          message: 'Patiënt met een nieuwe heup',
          description: 'Role label of a testimonial author (no real name)',
        }),
        text: translate({
          id: 'home.testimonials.hip.text',
          message:
            'Vanaf het eerste consult voelde ik me in goede handen. Dr. Jansen legde alles rustig uit en de dag na de operatie liep ik al door de gang.',
          description: 'Testimonial of a hip patient',
        }),
      };
    case 'knee':
      return {
        name: translate({
          id: 'home.testimonials.knee.name',
          message: 'Patiënte met een nieuwe knie',
          description: 'Role label of a testimonial author (no real name)',
        }),
        text: translate({
          id: 'home.testimonials.knee.text',
          message:
            'Na jaren pijn kan ik weer fietsen en met de kleinkinderen op pad. De nazorg was persoonlijk en altijd bereikbaar.',
          description: 'Testimonial of a knee patient',
        }),
      };
    case 'revision':
      return {
        name: translate({
          id: 'home.testimonials.revision.name',
          message: 'Patiënt na een revisieoperatie',
          description: 'Role label of a testimonial author (no real name)',
        }),
        text: translate({
          id: 'home.testimonials.revision.text',
          message:
            'Mijn oude prothese zat los en ik was bang voor een nieuwe operatie. Het team heeft me er met veel geduld doorheen geholpen.',
          description: 'Testimonial of a revision patient',
        }),
      };
    case 'infiltration':
      return {
        name: translate({
          id: 'home.testimonials.infiltration.name',
          message: 'Patiënte na een infiltratie',
          description: 'Role label of a testimonial author (no real name)',
        }),
        text: translate({
          id: 'home.testimonials.infiltration.text',
          message:
            'Dankzij de injectie kan ik weer golfen zonder pijn. Ik kreeg eerlijk advies over wat wel en niet zinvol was.',
          description: 'Testimonial of an infiltration patient',
        }),
      };
  }
}

const CITY_OF: Record<LocationKey, CityKey> = {
  utrecht: 'utrecht',
  marbella_compass: 'marbella',
  marbella_mso: 'marbella',
  estepona: 'estepona',
};

function TestimonialCard({testimonial}: {testimonial: Testimonial}): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const {name, text} = testimonialText(testimonial.key);
  return (
    <li data-testimonial={testimonial.key}>
      <figure className={clsx(shared.card, styles.card)}>
        <p className={styles.score}>
          <span className={styles.scoreValue} data-rating>
            {format.rating(testimonial.rating, testimonial.scale)}
          </span>
        </p>
        <blockquote className={styles.quote}>{text}</blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.name}>{name}</span>
          <span className={shared.muted}>
            {city(CITY_OF[testimonial.location])} · {format.month(testimonial.date)}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Testimonials: four patient reviews, each 10/10, and the average rating. */
export default function Testimonials(): ReactNode {
  const format = useFormat();
  return (
    <Section
      name="testimonials"
      id="ervaringen"
      eyebrow={
        <Translate id="home.testimonials.eyebrow" description="Small label above the testimonials heading">
          Ervaringen
        </Translate>
      }
      title={
        <Translate id="home.testimonials.title" description="Heading of the testimonials section">
          Wat patiënten over Dr. Jansen zeggen
        </Translate>
      }
    >
      <Rating className={styles.average}>
        <Translate
          id="home.testimonials.average"
          description="Average rating line; {rating} is e.g. '9.9/10'"
          values={{
            rating: <span data-average>{format.rating(TESTIMONIAL_AVERAGE.rating, TESTIMONIAL_AVERAGE.scale)}</span>,
          }}
        >
          {'Gemiddelde waardering: {rating}'}
        </Translate>
      </Rating>
      <ul className={styles.list}>
        {TESTIMONIALS.map((t) => (
          <TestimonialCard key={t.key} testimonial={t} />
        ))}
      </ul>
    </Section>
  );
}
