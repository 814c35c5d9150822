// Ejected from @docusaurus/theme-classic DocPaginator (why: plugins/internals/swizzles.ts REASONS).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {Props} from '@theme/DocPaginator';

export default function DocPaginator({className, previous, next}: Props): ReactNode {
  if (!previous && !next) return null; // (CUSTOM) no empty landmark
  return (
    <nav
      className={clsx(className, 'pagination-nav')}
      // (CUSTOM) named for treatments, not "Docs pages"
      aria-label={translate({
        id: 'medical.paginator.label',
        message: 'Vorige en volgende behandeling',
        description:
          'Accessible name of the links to the previous and next treatment page at the end of a treatment page',
      })}
    >
      {previous && (
        <PaginatorNavLink
          {...previous}
          subLabel={
            <Translate id="theme.docs.paginator.previous" description="The label used to navigate to the previous doc">
              Previous
            </Translate>
          }
        />
      )}
      {next && (
        <PaginatorNavLink
          {...next}
          subLabel={
            <Translate id="theme.docs.paginator.next" description="The label used to navigate to the next doc">
              Next
            </Translate>
          }
          isNext
        />
      )}
    </nav>
  );
}
