import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Hero from './Hero';
import Specialist from './Specialist';
import Clinics from './Clinics';
import Partnerships from './Partnerships';
import MedicalTourism from './MedicalTourism';
import Treatments from './Treatments';
import WaitingTimes from './WaitingTimes';
import Testimonials from './Testimonials';
import Contact from './Contact';
import styles from './styles.module.css';

/** The home page, section by section. */
export default function Home(): ReactNode {
  return (
    <main className={styles.home}>
      <Head>
        <meta
          name="keywords"
          content={translate({
            id: 'home.meta.keywords',
            message: 'orthopedisch chirurg, heupprothese, knieprothese, infiltraties, revisie, Marbella, Utrecht',
            description: 'Comma-separated search keywords of the home page',
          })}
        />
      </Head>
      <Hero />
      <Specialist />
      <Clinics />
      <Partnerships />
      <MedicalTourism />
      <Treatments />
      <WaitingTimes />
      <Testimonials />
      <Contact />
    </main>
  );
}
