import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Prints the page as a patient leaflet (static/print.css): a real button,
 * in the page's language, itself hidden in print.
 */
export default function PrintButton(): ReactNode {
  return (
    <button
      type="button"
      className={`button button--secondary button--sm ${styles.print}`}
      onClick={() => window.print()}
      data-testid="print-button"
    >
      <Translate
        id="medical.print.button"
        description="Button on a treatment page that prints the page as a leaflet to keep or bring to the consultation"
      >
        Pagina afdrukken
      </Translate>
    </button>
  );
}
