/**
 * (CUSTOM) theme-classic's external-link icon, drawing its own path instead
 * of `<use href="#theme-svg-external-link">`: the build drops theme-classic's
 * sprite from every page (plugins/first-paint/html.ts), which the site's
 * HTML never used. The sprite saved repeating the path where many links
 * show the icon; no page of this site shows it more than a few times.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className={styles.iconExternalLink}
    >
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
