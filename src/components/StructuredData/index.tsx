import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd, type JsonLd} from '@site/src/lib/structuredData';

export interface Props {
  /** A block built by one of the `src/lib/structuredData` builders. */
  data: JsonLd;
}

/** One `<script type="application/ld+json">` in the page head. */
export default function StructuredData({data}: Props): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
