import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {redirectTarget} from '@site/src/data/routes';
import styles from './styles.module.css';

/** Not-found page: aliases no static redirect page covers are sent on; the rest is a 404. */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  useEffect(() => {
    const target = redirectTarget(pathname);
    if (target && target !== pathname) {
      window.location.replace(target + search + hash);
      return;
    }
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname, search, hash]);
  return (
    <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
      {/* (CUSTOM) The tab title says what happened; the stock page's own title does not reach the built page. */}
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Pagina niet gevonden',
          description: 'The title of the 404 page',
        })}
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1">
        <Translate id="notFound.title" description="Heading of the not-found (404) page">
          Oeps! Pagina niet gevonden
        </Translate>
      </Heading>
      <Link className="button button--primary button--lg" to="/">
        <Translate id="notFound.returnHome" description="Link from the not-found page back to the home page">
          Naar de startpagina
        </Translate>
      </Link>
    </main>
  );
}
