// Ejected from @docusaurus/theme-classic Heading (why: plugins/internals/swizzles.ts REASONS).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import './styles.module.css';

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  // (CUSTOM) a tooltip only when the heading is plain text, never the raw id
  const anchorTitle =
    typeof props.children === 'string'
      ? translate(
          {
            id: 'theme.common.headingLinkTitle',
            // (CUSTOM) the heading after a colon: no phrase around it governs its case.
            message: 'Link naar deze sectie: {heading}',
            description: 'Title for link to heading',
          },
          {heading: props.children},
        )
      : undefined;
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      {/* (CUSTOM) for pointers only: aria-hidden and tabIndex -1 instead of an aria-label (the heading reads once) */}
      {/* eslint-disable-next-line @docusaurus/no-untranslated-text -- the content is a zero-width space, as in the stock link */}
      <Link className="hash-link" to={`#${id}`} title={anchorTitle} aria-hidden="true" tabIndex={-1} translate="no">
        {'\u200B'}
      </Link>
    </As>
  );
}
