import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import NewTabHint from '@site/src/components/NewTabHint';

export interface Props extends Omit<ComponentProps<typeof Link>, 'to' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Off where the visible text already says it opens elsewhere, or for icon-only links with an aria-label. */
  hint?: boolean;
}

/** A link to another site: a new tab, `noopener noreferrer`, and the new-tab hint (in an aria-label too). */
export default function ExternalLink({children, hint = true, 'aria-label': ariaLabel, ...props}: Props): ReactNode {
  const label =
    ariaLabel && hint
      ? `${ariaLabel} ${translate({
          id: 'common.opensInNewTab',
          message: '(opent in een nieuw tabblad)',
          description: 'Screen-reader hint after a link that opens a new tab',
        })}`
      : ariaLabel;
  return (
    <Link {...props} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <NewTabHint />}
    </Link>
  );
}
