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
import UrgentHelp from '@site/src/components/Medical/UrgentHelp';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import {useIsUntranslatedPage} from '@site/src/lib/useIsUntranslatedPage';
import {useLocale} from '@site/src/lib/useLocale';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every treatment page of the page registry, in every locale, gets the back
 * link above its title and the call-to-action card at its end; treatment and
 * about pages, both printed as leaflets, get the print button and end with
 * their medical review (src/data/review.ts). The MDX
 * files only hold the text.
 *
 * A locale whose translation of the page is still the placeholder shows a
 * short notice instead of the (Dutch) text, and on a treatment page the
 * signs that need help at once and the review, all in its own language.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Doc ids are the registry's page ids; its kind says which pages are treatments.
  const isTreatment = isTreatmentPage(metadata.id);
  const locale = useLocale();
  const untranslated = useIsUntranslatedPage();
  const page = metadata.id;
  const reviewed = isReviewedPage(page);
  const review = reviewed && <PageReview page={page} treatment={isTreatment} />;
  if (untranslated) {
    return (
      <div className={styles.content}>
        {isTreatment && <BackToTreatments />}
        <UntranslatedNotice page={page} />
        {isTreatment && <UrgentHelp kind={page} />}
        {review}
      </div>
    );
  }
  return (
    <div className={styles.content}>
      {(isTreatment || reviewed) && (
        <div className={styles.tools}>
          {isTreatment && <BackToTreatments />}
          <PrintButton />
        </div>
      )}
      {reviewed && <PrintHeader permalink={metadata.permalink} reviewed={reviewDate(page, locale)} />}
      <Content {...props} />
      {isTreatment && <CallToAction />}
      {review}
    </div>
  );
}
