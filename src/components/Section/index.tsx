import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export interface Props {
  /** Section name, for tests and styling hooks (`data-section`). */
  name: string;
  /** In-page anchor (registered so Docusaurus's anchor check knows it). */
  id?: string;
  tone?: 'plain' | 'muted';
  eyebrow?: ReactNode;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/** A home-page section: full-width band, container, optional heading block. */
export default function Section({name, id, tone = 'plain', eyebrow, title, intro, children}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <section id={id} data-section={name} className={clsx(styles.section, tone === 'muted' && styles.muted)}>
      <div className="container">
        {(eyebrow || title || intro) && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && (
              <Heading as="h2" className={styles.title}>
                {title}
              </Heading>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
