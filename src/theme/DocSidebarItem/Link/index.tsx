import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LinkType>;

/**
 * (CUSTOM) A page not yet translated into this locale is unlisted there
 * (docusaurus.config.ts, markdown.parseFrontMatter): the stock sidebar still
 * shows an unlisted page while it is open, with the placeholder's Dutch
 * title; its notice is no page of the locale, so the menu never names it.
 */
export default function LinkWrapper(props: Props): ReactNode {
  if (props.item.unlisted) return null;
  return <Link {...props} />;
}
