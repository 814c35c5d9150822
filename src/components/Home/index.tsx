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
import ServerHtml from '@site/src/components/ServerHtml';
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
      {/* Hero and Treatments link within the site (client-side navigation, smooth
          scrolling); the other sections are text and plain links, kept as the
          build rendered them when the page loads. */}
      <Hero />
      <ServerHtml>
        <Specialist />
        <Clinics />
        <Partnerships />
        <MedicalTourism />
      </ServerHtml>
      <Treatments />
      <ServerHtml>
        <WaitingTimes />
        <Testimonials />
        <Contact />
      </ServerHtml>
    </main>
  );
}
