/**
 * The frame of every back-office page: a skip link past the navigation, the navigation (a sidebar at desktop
 * widths, a scrolling row of links on a phone) and the page's content, whose h1 each page brings.
 */
import type { ReactNode } from 'react';
import styles from './back-office.module.css';
import { BackOfficeNav } from './back-office-nav';
import type { VisibleSection } from './back-office-sections';

export const BACK_OFFICE_CONTENT_ID = 'back-office-content';

export function BackOfficeShell({ sections, children }: { sections: VisibleSection[]; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href={`#${BACK_OFFICE_CONTENT_ID}`}>
        Skip the back office menu
      </a>
      <div className={styles.sidebar}>
        <p className={styles.eyebrow}>Back office</p>
        <BackOfficeNav sections={sections.map(({ href, label, count }) => ({ href, label, count }))} />
      </div>
      <div id={BACK_OFFICE_CONTENT_ID} tabIndex={-1} className={styles.content}>
        {children}
      </div>
    </div>
  );
}
