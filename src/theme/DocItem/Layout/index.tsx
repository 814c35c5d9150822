/**
 * Ejected from @docusaurus/theme-classic DocItem/Layout. (CUSTOM) Leaves out
 * what this site never shows (version banner and badge, breadcrumbs,
 * draft/unlisted banners, the footer with edit link, tags and last update),
 * so their code is not downloaded on every treatment page (JS budget).
 *
 * (CUSTOM) Both tables of contents are always rendered and CSS shows the one
 * that fits the screen. The stock layout drops the desktop one once it
 * learns, after hydration, that the screen is a phone: a second render of
 * the page on the phone's busiest moment, for a box the phone never shows.
 *
 * (CUSTOM) The previous/next landmark only on pages that have a previous or
 * next page: the stock one leaves an empty named landmark on the about page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import type {Props} from '@theme/DocItem/Layout';
import {useIsUntranslatedPage} from '@site/src/lib/useIsUntranslatedPage';
import styles from './styles.module.css';

/** Whether the table of contents shows, on phones or on desktop. */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  // (CUSTOM) a notice for a page not translated yet has none: the headings are the placeholder's.
  const notice = useIsUntranslatedPage();
  const hidden = frontMatter.hide_table_of_contents || notice;
  const canRender = !hidden && toc.length > 0;
  const mobile = canRender ? <DocItemTOCMobile /> : undefined;
  const desktop = canRender ? <DocItemTOCDesktop /> : undefined;
  return {hidden, mobile, desktop};
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  const paginated = !!(metadata.previous || metadata.next);
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <div className={styles.docItemContainer}>
          <article>
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
          </article>
          {paginated && <DocItemPaginator />}
        </div>
      </div>
      {docTOC.desktop && <div className={clsx('col col--3', styles.tocDesktopCol)}>{docTOC.desktop}</div>}
    </div>
  );
}
