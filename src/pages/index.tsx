import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Home from '@site/src/components/Home';

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
      <Home />
    </Layout>
  );
}
