import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

/**
 * A plain code block without syntax highlighting. The stock one pulls
 * `prism-react-renderer` (about 25 KB gzip) into the chunk every doc page
 * loads, for a site that shows patients no code.
 */
export default function CodeBlock({children, className, title}: Props): ReactNode {
  return (
    <div className={clsx('margin-bottom--md', className)}>
      {title && <div className="text--bold margin-bottom--xs">{title}</div>}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
