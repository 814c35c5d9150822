import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocale} from '@site/src/lib/useLocale';
import {pagePath} from '@site/src/data/routes';
import styles from './styles.module.css';

const TREATMENTS_ANCHOR = 'treatments';

export default function BackToTreatments(): ReactNode {
  const locale = useLocale();
  return (
    <Link
      className={styles.back}
      to={`${pagePath('home', locale)}#${TREATMENTS_ANCHOR}`}
      data-testid="back-to-treatments"
    >
      <span className={styles.arrow} aria-hidden="true">
        ←
      </span>
      <Translate
        id="medical.back.treatments"
        description="Link at the top of a treatment page back to the treatments on the home page"
      >
        Terug naar behandelingen
      </Translate>
    </Link>
  );
}
