/**
 * Ejected from @docusaurus/theme-classic DocSidebar. (CUSTOM) The desktop
 * sidebar stays rendered on phones, where its container is hidden by CSS
 * (DocRoot/Layout/Sidebar). The stock one removes it right after hydration
 * once it learns the screen is a phone: a second render of the page at the
 * phone's busiest moment.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useIdle} from '@site/src/lib/idle';

export default function DocSidebar(props: Props): ReactNode {
  // The phone menu's sidebar is only needed, and only rendered, on phones,
  // once the browser is idle: filling the menu costs about 30 ms of a
  // phone's CPU (Docusaurus compares its props with localeCompare, which
  // loads the browser's collation data), and the menu is closed on load.
  const mobile = useWindowSize() === 'mobile';
  const idle = useIdle();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {mobile && idle && <DocSidebarMobile {...props} />}
    </>
  );
}
