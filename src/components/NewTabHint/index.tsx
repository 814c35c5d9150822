import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export default function NewTabHint(): ReactNode {
  return (
    <span className="visually-hidden">
      {' '}
      <Translate id="common.opensInNewTab" description="Screen-reader hint after a link that opens a new tab">
        (opent in een nieuw tabblad)
      </Translate>
    </span>
  );
}
