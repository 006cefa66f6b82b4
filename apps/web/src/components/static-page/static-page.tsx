/**
 * The frame of the static pages (about, privacy, terms, careers, newsletter): an intro header and readable prose.
 */
import type { ReactNode } from 'react';
import styles from './static-page.module.css';

export function StaticPage({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** 'January 6, 2025' for legal pages. */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {updated ? <p className={styles.updated}>Last updated {updated}</p> : null}
      </header>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}
