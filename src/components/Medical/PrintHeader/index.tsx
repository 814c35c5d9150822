import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PRACTICE} from '@site/src/data/practice';
import {useLocale} from '@site/src/lib/useLocale';
import {Day} from '@site/src/components/Medical/PageReview';
import styles from './styles.module.css';
import ForeignTerms from '@site/src/components/ForeignTerms';

/** A printed page's header (static/print.css): where it came from and when checked (ISO; none while awaiting review). */
export default function PrintHeader({permalink, reviewed}: {permalink: string; reviewed?: string}): ReactNode {
  const locale = useLocale();
  const {siteConfig} = useDocusaurusContext();
  const phone = PRACTICE.phone[locale];
  return (
    <div hidden className={styles.header} data-testid="print-header">
      <p>
        <strong>
          <ForeignTerms>{PRACTICE.practiceName}</ForeignTerms>
        </strong>
        {' · '}
        <Translate
          id="medical.print.phone"
          description="Printed leaflet header: the practice's phone number; {phone} is the number"
          values={{phone: <bdi dir="ltr">{phone.display}</bdi>}}
        >
          {'Telefoon: {phone}'}
        </Translate>
      </p>
      <p>
        <bdi dir="ltr">{decodeURI(siteConfig.url + permalink)}</bdi>
        {reviewed !== undefined && (
          <>
            {' · '}
            <Translate
              id="medical.print.reviewed"
              description="Printed leaflet header: when the page was last checked; {date} is a date"
              values={{date: <Day iso={reviewed} />}}
            >
              {'Laatst gecontroleerd: {date}'}
            </Translate>
          </>
        )}
      </p>
    </div>
  );
}
