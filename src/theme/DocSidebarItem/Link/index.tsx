import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LinkType>;

/** (CUSTOM) An unlisted page (not translated into this locale) is never in the menu, even while open. */
export default function LinkWrapper(props: Props): ReactNode {
  if (props.item.unlisted) return null;
  return <Link {...props} />;
}
