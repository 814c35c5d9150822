import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PRACTICE} from '@site/src/data/practice';
import ExternalLink from '@site/src/components/ExternalLink';

/** Link to the hydrogel manufacturer's site (practice.ts), in a new tab. */
export default function HydrogelLink({children}: {children: ReactNode}): ReactNode {
  return (
    <ExternalLink
      href={PRACTICE.hydrogelProductUrl}
      title={translate({
        id: 'medical.hydrogel.linkTitle',
        message: 'Website van de fabrikant (opent in een nieuw tabblad)',
        description: 'Tooltip of the link to the hydrogel manufacturer site',
      })}
      hint={false}
    >
      {children}
    </ExternalLink>
  );
}
