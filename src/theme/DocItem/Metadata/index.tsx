import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {noticeTexts} from '@site/src/components/UntranslatedNotice';
import {useIsUntranslatedPage} from '@site/src/lib/useIsUntranslatedPage';

/**
 * (CUSTOM) A locale's notice for a page not translated yet (theme/DocItem/Content)
 * takes its title and description from the notice, in the locale's language,
 * not from the placeholder's Dutch front matter (theme/SiteMetadata marks it
 * `noindex`); every other doc keeps the stock tags.
 */
export default function MetadataWrapper(): ReactNode {
  const notice = useIsUntranslatedPage();
  if (!notice) return <Metadata />;
  const {title, text} = noticeTexts();
  return <PageMetadata title={title} description={text} />;
}
