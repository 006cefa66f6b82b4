/**
 * The frame of every identity screen: one card with the page's h1, a short line under it and, optionally, a
 * back link to the previous step.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export function AuthFrame({
  title,
  subtitle,
  icon,
  back,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {back ? (
          <Link href={back.href} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        ) : null}
        {icon ? (
          <div className={styles.badge} aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
