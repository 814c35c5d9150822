/**
 * Ejected from @docusaurus/theme-classic DocPaginator. (CUSTOM) The landmark
 * is named for what it links, the previous and next treatment, where the
 * stock name speaks of documentation ("Docs pages"). Wrapping cannot rename
 * the <nav>. (CUSTOM) No landmark at all on a page without a previous or
 * next page (about): the stock one leaves an empty named <nav> there.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {Props} from '@theme/DocPaginator';

export default function DocPaginator({className, previous, next}: Props): ReactNode {
  if (!previous && !next) return null;
  return (
    <nav
      className={clsx(className, 'pagination-nav')}
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
