import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import AnchorLink from '@site/src/components/AnchorLink';
import ClinicLogo from '@site/src/components/Home/ClinicLogo';
import {PRACTICE} from '@site/src/data/practice';
import {CLINIC_ORDER} from '@site/src/data/clinics';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';
import HeroFigures from './Figures';

/** Hero (anchor `home`): headline, highlights, rating, calls to action, clinic logos. */
export default function Hero(): ReactNode {
  const heroImage = useBaseUrl('/img/home/hero.svg');
  useBrokenLinks().collectAnchor('home');
  return (
    <section id="home" data-section="hero" className={styles.hero}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.text}>
            <p className={styles.subtitle}>
              <Translate id="home.hero.subtitle" description="Small line above the main heading of the home page">
                Orthopedisch chirurg heup en knie
              </Translate>
            </p>
            <Heading as="h1" className={styles.title}>
              <Translate id="home.hero.title" description="Main heading of the home page">
                Zorg voor uw heup en knie, in Nederland of in Spanje
              </Translate>
            </Heading>
            <p className={styles.description}>
              <Translate id="home.hero.description" description="Introductory paragraph under the main heading">
                Dr. Jansen is gespecialiseerd in heup- en knieprothesen, revisieoperaties en gewrichtsinfiltraties. U
                kunt bij hem terecht in Utrecht, Marbella en Estepona, met korte wachttijden en heldere prijzen.
              </Translate>
            </p>
            <HeroFigures />
            <div className={styles.ctas}>
              <ExternalLink className="button button--primary button--lg" href={PRACTICE.bookingUrl} data-cta="booking">
                <Translate id="home.hero.cta.book" description="Hero button that opens the external booking site">
                  Maak een afspraak
                </Translate>
              </ExternalLink>
              <AnchorLink anchor="treatments" className="button button--outline button--primary button--lg">
                <Translate
                  id="home.hero.cta.treatments"
                  description="Hero button that scrolls to the treatments section"
                >
                  Bekijk behandelingen
                </Translate>
              </AnchorLink>
            </div>
          </div>
          <div className={styles.visual}>
            {/* The LCP image: loaded at once, with high priority. */}
            <img
              src={heroImage}
              width={560}
              height={460}
              fetchPriority="high"
              alt={translate({
                id: 'home.hero.image.alt',
                message: 'Illustratie van een heup- en kniegewricht met de praktijklocaties in Nederland en Spanje',
                description: 'Alt text of the hero illustration',
              })}
            />
          </div>
        </div>
        <div className={styles.workingAt}>
          <p className={styles.workingAtTitle}>
            {translate({
              id: 'home.hero.workingAt',
              message: 'Werkzaam bij',
              description: 'Heading above the four clinic logos in the hero',
            })}
          </p>
          <ul className={styles.logos}>
            {CLINIC_ORDER.map((key) => (
              <li key={key}>
                <ClinicLogo clinic={key} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
