import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface Props {
  children: ReactNode;
}

/**
 * Content that needs no code in the browser: text, images, tables, plain
 * links (other sites, `tel:`, `mailto:`, in-page anchors; a link to another
 * page of the site loads it whole instead of rendering it in place). When a page loads, the
 * browser keeps the HTML the build rendered for it and skips hydrating it,
 * so the page becomes interactive sooner (guides/PERFORMANCE.md). Rendered
 * later in the browser (the visitor comes back to the page from another),
 * it renders normally.
 *
 * How: while hydrating, an element given `dangerouslySetInnerHTML` keeps
 * its DOM children: React DOM does not compare them, nor touch them on later
 * renders while the value stays the same (`suppressHydrationWarning` keeps
 * its development build quiet). tests/e2e/home.test.ts checks that the HTML
 * stays byte for byte, and that the content renders after a client-side
 * navigation. `npm start` renders in the browser without hydrating: always
 * normally there.
 *
 * Not for content with buttons, client-side links or state: it never
 * updates on this page.
 */
export default function ServerHtml({children}: Props): ReactNode {
  // Decided when the element mounts, for its lifetime: kept only while the browser hydrates the
  // page it loaded (useIsBrowser is false until then; production builds, as `npm start` does not hydrate).
  const isBrowser = useIsBrowser();
  const [keep] = useState(() => ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && !isBrowser);
  // `data-server-html`: tests/e2e find the kept content by it.
  if (keep)
    return (
      <div
        className={styles.contents}
        data-server-html
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  return (
    <div className={styles.contents} data-server-html>
      {children}
    </div>
  );
}
