import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {LocaleLink} from '@site/src/components/LanguageSwitcher';
import {isPageId, pagePath} from '@site/src/data/routes';
import {publishedLocales} from '@site/src/lib/alternates';
import {useUntranslated} from '@site/src/lib/useUntranslated';
import styles from './styles.module.css';

/** The notice's title and sentence: also its `<title>`, description and structured data (ids: ./ids.ts). */
export function noticeTexts(): {title: string; text: string} {
  return {
    title: translate({
      id: 'untranslated.title',
      message: 'Deze pagina is nog niet in het Nederlands beschikbaar',
      description:
        "Title of the short notice a language shows instead of a page not translated into it yet (in that language's own words: 'This page is not available in English yet')",
    }),
    text: translate({
      id: 'untranslated.text',
      message: 'U kunt deze pagina lezen in een van deze talen:',
      description: 'Sentence of the notice of a page not translated yet, before the list of languages it exists in',
    }),
  };
}

/** Ids of the notice's sections (urgent-help as every treatment page, plugins/route-table/check.ts). */
const NOTICE_LANGUAGES_ID = 'languages';
export const NOTICE_URGENT_ID = 'urgent-help';

function noticeLanguagesHeading(): string {
  return translate({
    id: 'untranslated.languages',
    message: 'Deze pagina in een andere taal',
    description: 'Heading, on the notice of a page not translated yet, above the list of languages the page exists in',
  });
}

export function noticeUrgentHeading(): string {
  return translate({
    id: 'untranslated.urgentHeading',
    message: 'Wanneer direct contact opnemen?',
    description:
      'Heading, on the notice of a treatment page not translated yet, above the signs that need help at once (as the translated treatment pages word it)',
  });
}

/** The notice's table of contents (`value` is HTML). */
export function noticeToc(treatment: boolean): {value: string; id: string; level: number}[] {
  const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    {value: html(noticeLanguagesHeading()), id: NOTICE_LANGUAGES_ID, level: 2},
    ...(treatment ? [{value: html(noticeUrgentHeading()), id: NOTICE_URGENT_ID, level: 2}] : []),
  ];
}

/** What a language shows instead of a page not translated into it yet: links to the languages it exists in. */
export default function UntranslatedNotice({page}: {page: string}): ReactNode {
  const untranslated = useUntranslated();
  if (!isPageId(page)) throw new Error(`UntranslatedNotice: "${page}" is not a page of src/data/routes.ts`);
  const {title, text} = noticeTexts();
  return (
    <div className="markdown" data-testid="untranslated-notice">
      <Heading as="h1">{title}</Heading>
      <Heading as="h2" id={NOTICE_LANGUAGES_ID}>
        {noticeLanguagesHeading()}
      </Heading>
      <p>{text}</p>
      <ul className={styles.languages}>
        {publishedLocales(page, untranslated).map((locale) => (
          <li key={locale}>
            <LocaleLink locale={locale} href={pagePath(page, locale)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
