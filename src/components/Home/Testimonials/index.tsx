import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import Rating from '@site/src/components/Rating';
import {TESTIMONIALS, TESTIMONIAL_AVERAGE} from '@site/src/data/testimonials';
import {useFormat} from '@site/src/lib/useFormat';
import {LOCATION_CITY, useCityName} from '../cities';
import {Card} from '../ui';
import {testimonialText, useTestimonialsLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';

/** Testimonials: four patient reviews, each 10/10, and the average rating. */
export default function Testimonials(): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const t = useTestimonialsLabels();
  return (
    <Section name="testimonials" id="ervaringen" eyebrow={t.eyebrow} title={t.title}>
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
      <ul className={clsx(shared.grid, shared.plainList)}>
        {TESTIMONIALS.map((testimonial) => {
          const {name, text} = testimonialText(testimonial.key);
          return (
            <li key={testimonial.key} data-testimonial={testimonial.key}>
              <Card as="figure" className="margin--none">
                <p className={styles.score}>
                  <span className={styles.scoreValue} data-rating>
                    {format.rating(testimonial.rating, testimonial.scale)}
                  </span>
                </p>
                <blockquote className={styles.quote}>{text}</blockquote>
                <figcaption className={styles.caption}>
                  <span className="text--bold">{name}</span>
                  <span className={shared.muted}>
                    {city(LOCATION_CITY[testimonial.location])} · {format.month(testimonial.date)}
                  </span>
                </figcaption>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
