import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import NewTabHint from '@site/src/components/NewTabHint';

export interface Props extends Omit<ComponentProps<typeof Link>, 'to' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Off where the visible text already says it opens elsewhere, or for icon-only links with an aria-label. */
  hint?: boolean;
}

/**
 * A link to another site: always a new tab, never with access to this
 * page (`noopener noreferrer`), and a screen-reader hint that it opens a
 * new tab. The one place that rule lives.
 */
export default function ExternalLink({children, hint = true, ...props}: Props): ReactNode {
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <NewTabHint />}
    </Link>
  );
}
