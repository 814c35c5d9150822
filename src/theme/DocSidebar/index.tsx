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

export default function DocSidebar(props: Props): ReactNode {
  // The phone menu's sidebar is only needed, and only rendered, on phones.
  const mobile = useWindowSize() === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {mobile && <DocSidebarMobile {...props} />}
    </>
  );
}
