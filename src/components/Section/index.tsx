import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  /** Section name, for tests and styling hooks (`data-section`). */
  name: string;
  /** In-page anchor, registered for Docusaurus's broken-anchor check. */
  id: string;
  tone?: 'plain' | 'muted';
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A home-page section: full-width band, container, heading block. */
export default function Section({name, id, tone = 'plain', eyebrow, title, intro, children}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} data-section={name} className={clsx(styles.section, tone === 'muted' && styles.muted)}>
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
