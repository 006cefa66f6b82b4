'use client';
/**
 * The back office's navigation: the sections the caller may open, each with what waits in it. A client
 * component only to mark the current section (aria-current) from the path; the list itself comes from the server.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './back-office.module.css';

export interface NavSection {
  href: string;
  label: string;
  count: number | null;
}

function isCurrent(pathname: string, href: string): 'page' | 'location' | undefined {
  if (pathname === href) return 'page';
  if (href !== '/admin' && pathname.startsWith(`${href}/`)) return 'location';
  return undefined;
}

export function BackOfficeNav({ sections }: { sections: NavSection[] }) {
  const pathname = usePathname() ?? '/admin';
  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul className={styles.navList}>
        {[{ href: '/admin', label: 'Overview', count: null }, ...sections].map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className={styles.navLink}
              aria-current={isCurrent(pathname, section.href)}
            >
              <span>{section.label}</span>
              {section.count !== null ? (
                <span className={styles.navCount}>
                  {section.count}
                  <span className="visually-hidden"> waiting</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
