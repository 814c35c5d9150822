import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {noticeTexts} from '@site/src/components/UntranslatedNotice';
import {useIsUntranslatedPage} from '@site/src/lib/useIsUntranslatedPage';

/** (CUSTOM) A locale's notice for a page not translated yet: title and description from the notice. */
export default function MetadataWrapper(): ReactNode {
  const notice = useIsUntranslatedPage();
  if (!notice) return <Metadata />;
  const {title, text} = noticeTexts();
  return <PageMetadata title={title} description={text} />;
}
