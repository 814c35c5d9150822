/**
 * Ejected from @docusaurus/theme-classic TOCCollapsible (the phone's "On this
 * page"). (CUSTOM) The toggle says whether the list is open and which element
 * it opens (aria-expanded, aria-controls, WCAG 4.1.2); the stock button says
 * neither. The list renders on first opening (stock), so the button controls
 * a container that is always there. Wrapping cannot reach the list.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

/** One table of contents per page has a toggle: a fixed id survives hydration by another renderer. */
const CONTENT_ID = 'toc-collapsible-content';

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  return (
    <div className={clsx(styles.tocCollapsible, !collapsed && styles.tocCollapsibleExpanded, className)}>
      <CollapseButton
        collapsed={collapsed}
        onClick={toggleCollapsed}
        aria-expanded={!collapsed}
        aria-controls={CONTENT_ID}
      />
      <div id={CONTENT_ID}>
        <Collapsible lazy className={styles.tocCollapsibleContent} collapsed={collapsed}>
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
        </Collapsible>
      </div>
    </div>
  );
}
