import React, {type ReactNode} from 'react';
import {FOREIGN_TERMS} from '@site/src/data/foreignTerms';
import type {Locale} from '@site/src/data/locales';
import {useLocale} from '@site/src/lib/useLocale';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` split into plain strings and `<span lang>` for each foreign term of another language than `locale`. */
export function markForeignTerms(text: string, locale: Locale): ReactNode {
  const terms = FOREIGN_TERMS.filter((t) => t.lang !== locale);
  if (terms.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms.map((t) => escapeRegExp(t.term)).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // split() with one capture group puts the matches at the odd indexes.
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang={terms.find((t) => t.term === part)!.lang}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Renders a text with its foreign terms marked with their language. */
export default function ForeignTerms({children}: {children: string}): ReactNode {
  return markForeignTerms(children, useLocale());
}
