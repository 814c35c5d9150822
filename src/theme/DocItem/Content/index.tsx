import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import BackToTreatments from '@site/src/components/Medical/BackToTreatments';
import CallToAction from '@site/src/components/Medical/CallToAction';
import {isTreatmentPage} from '@site/src/data/routes';
import PageReview from '@site/src/components/Medical/PageReview';
import {isReviewedPage, reviewDate} from '@site/src/data/review';
import PrintButton from '@site/src/components/Medical/PrintButton';
import PrintHeader from '@site/src/components/Medical/PrintHeader';
import UrgentHelp from '@site/src/components/Medical/UrgentHelp';
import UntranslatedNotice, {NOTICE_URGENT_ID, noticeUrgentHeading} from '@site/src/components/UntranslatedNotice';
import StaleNotice from '@site/src/components/UntranslatedNotice/StaleNotice';
import {useIsUntranslatedPage} from '@site/src/lib/useIsUntranslatedPage';
import {useLocale} from '@site/src/lib/useLocale';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The frame of every page the MDX files leave out: back link and call to action (treatments), print
 * button and review (reviewed pages), the stale note, or a notice instead of a placeholder's Dutch text.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Doc ids are the registry's page ids; its kind says which pages are treatments.
  const isTreatment = isTreatmentPage(metadata.id);
  const locale = useLocale();
  const untranslated = useIsUntranslatedPage();
  const page = metadata.id;
  const reviewed = isReviewedPage(page);
  const tools = (isTreatment || reviewed) && (
    <div className={styles.tools}>
      {isTreatment && <BackToTreatments />}
      <PrintButton />
    </div>
  );
  const printHeader = reviewed && (
    <PrintHeader permalink={metadata.permalink} reviewed={untranslated ? undefined : reviewDate(page, locale)} />
  );
  return (
    <div className={styles.content}>
      {tools}
      {printHeader}
      {untranslated ? <UntranslatedNotice page={page} /> : <StaleNotice page={page} />}
      {/* Content keeps its place among the children: the ids of its tables (useId) follow it. */}
      {untranslated ? (
        isTreatment && (
          // In a `.markdown` block like the pages' own text: its links are underlined (WCAG 1.4.1).
          <div className="markdown">
            <Heading as="h2" id={NOTICE_URGENT_ID}>
              {noticeUrgentHeading()}
            </Heading>
            <UrgentHelp kind={page} />
          </div>
        )
      ) : (
        <Content {...props} />
      )}
      {!untranslated && isTreatment && <CallToAction />}
      {reviewed && <PageReview page={page} treatment={isTreatment} />}
    </div>
  );
}
