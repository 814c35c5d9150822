import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

/** The home page, section by section (placeholder until the home-page issue). */
export default function Home(): ReactNode {
  return (
    <main className="container margin-vert--xl">
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
      <Heading as="h1">
        <Translate id="home.hero.title" description="Main heading of the home page">
          Orthopedisch chirurg voor heup en knie
        </Translate>
      </Heading>
    </main>
  );
}
