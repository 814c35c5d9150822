import React, {useMemo, type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {isPageId, isTreatmentPage} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {noticeToc} from '@site/src/components/UntranslatedNotice';
import {useLocale} from '@site/src/lib/useLocale';
import {useUntranslated} from '@site/src/lib/useUntranslated';

type Props = WrapperProps<typeof DocItemType>;
type Content = Props['content'];

/** (CUSTOM) A locale's notice for a page not translated yet gets the same content with its own `toc`. */
export default function DocItemWrapper(props: Props): ReactNode {
  const locale = useLocale();
  const untranslated = useUntranslated();
  const {id} = props.content.metadata;
  const notice = isPageId(id) && !isPublished(id, locale, untranslated);
  const toc = notice ? noticeToc(isTreatmentPage(id)) : undefined;
  const tocKey = JSON.stringify(toc);
  const content = useMemo((): Content => {
    if (!toc) return props.content;
    const Original = props.content;
    const Notice = (() => <Original />) as unknown as Content;
    // The MDX module's exports hang on its component (metadata, frontMatter, assets, contentTitle, toc).
    return Object.assign(Notice, {...(Original as unknown as Record<string, unknown>), toc});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the table is a value; its text is its key
  }, [props.content, tocKey]);
  return <DocItem {...props} content={content} />;
}
