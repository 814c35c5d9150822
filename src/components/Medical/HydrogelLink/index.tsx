import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PRACTICE} from '@site/src/data/practice';

export interface Props {
  /** The link text, written in the page's language. */
  children: ReactNode;
}

/** Link to the hydrogel manufacturer's site (practice.ts), in a new tab. */
export default function HydrogelLink({children}: Props): ReactNode {
  return (
    <Link
      href={PRACTICE.hydrogelProductUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={translate({
        id: 'medical.hydrogel.linkTitle',
        message: 'Website van de fabrikant (opent in een nieuw tabblad)',
        description: 'Tooltip of the link to the hydrogel manufacturer site',
      })}
    >
      {children}
    </Link>
  );
}
