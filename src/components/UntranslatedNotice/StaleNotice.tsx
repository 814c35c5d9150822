import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RouteTableData} from '../../../plugins/route-table';
import {Day} from '@site/src/components/Medical/PageReview';
import styles from './styles.module.css';

/** A note above a translation older than its Dutch page (plugins/route-table/stale.ts). */
export default function StaleNotice({page}: {page: string}): ReactNode {
  const changed = (usePluginData('route-table') as RouteTableData).stale?.[page];
  if (!changed) return null;
  return (
    <p className={styles.stale} role="note" data-testid="stale-translation">
      <Translate
        id="translation.stale"
        description="Note above a translated page whose Dutch page changed after it was translated; {date} is the day of that change"
        values={{date: <Day iso={changed} />}}
      >
        {'Deze vertaling bevat mogelijk nog niet de wijzigingen van de Nederlandse pagina van {date}.'}
      </Translate>
    </p>
  );
}
