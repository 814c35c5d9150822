import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import BackToTreatments from '@site/src/components/Medical/BackToTreatments';
import CallToAction from '@site/src/components/Medical/CallToAction';
import {isTreatmentPage} from '@site/src/data/routes';
import PageReview from '@site/src/components/Medical/PageReview';
import {isReviewedPage, reviewDate} from '@site/src/data/review';
import PrintButton from '@site/src/components/Medical/PrintButton';
import PrintHeader from '@site/src/components/Medical/PrintHeader';
import {useLocale} from '@site/src/lib/useLocale';
import ServerHtml from '@site/src/components/ServerHtml';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every treatment page, in every locale, gets the back link above its title
 * and the call-to-action card at its end; treatment and about pages end with
 * their medical review. The MDX files only hold the text, which is not
 * hydrated when the page loads (src/components/ServerHtml): its links work
 * as plain links, headings and tables as the build rendered them.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Doc ids are the registry's page ids; its kind says which pages are treatments.
  const isTreatment = isTreatmentPage(metadata.id);
  const locale = useLocale();
  const page = metadata.id;
  const reviewed = isReviewedPage(page);
  return (
    <div className={styles.content}>
      {isTreatment && (
        <div className={styles.tools}>
          <BackToTreatments />
          <PrintButton />
        </div>
      )}
      {/* Text, figures, the call to action (plain links) and the review date need
          no code in the browser: kept as built when the page loads. */}
      <ServerHtml>
        {reviewed && <PrintHeader permalink={metadata.permalink} reviewed={reviewDate(page, locale)} />}
        <Content {...props} />
        {isTreatment && <CallToAction />}
        {reviewed && <PageReview page={page} treatment={isTreatment} />}
      </ServerHtml>
    </div>
  );
}
