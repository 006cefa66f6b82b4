/**
 * One card of the event editor: a section named by its heading.
 */
import type { ReactNode } from 'react';
import styles from './event-editor.module.css';

export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
