import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/components/Home/Hero';
import Specialist from '@site/src/components/Home/Specialist';
import Clinics from '@site/src/components/Home/Clinics';
import Partnerships from '@site/src/components/Home/Partnerships';
import MedicalTourism from '@site/src/components/Home/MedicalTourism';
import Treatments from '@site/src/components/Home/Treatments';
import WaitingTimes from '@site/src/components/Home/WaitingTimes';
import Testimonials from '@site/src/components/Home/Testimonials';
import Contact from '@site/src/components/Home/Contact';
import styles from '@site/src/components/Home/styles.module.css';

/** The home page, section by section. */
export default function HomePage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'Orthopedisch chirurg heup en knie',
        description: 'Title of the home page in the browser tab and search results',
      })}
      description={translate({
        id: 'home.meta.description',
        message:
          'Dr. Jansen, orthopedisch chirurg gespecialiseerd in heup- en knieprothesen, in Utrecht, Marbella en Estepona. Korte wachttijden, heldere prijzen.',
        description: 'Meta description of the home page',
      })}
    >
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
    </Layout>
  );
}
