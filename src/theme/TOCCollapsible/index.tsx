// Ejected from @docusaurus/theme-classic TOCCollapsible (why: plugins/internals/swizzles.ts REASONS).
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
      {/* (CUSTOM) aria-expanded and aria-controls; the list renders lazily, so it controls a lasting container. */}
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
