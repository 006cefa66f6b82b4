'use client';
/**
 * "Report" on an item (issue 23): a small text button that opens the report dialog; a signed-out visitor gets the
 * sign-in link instead, which brings them back to this page (a report names its sender to the moderators). Its
 * accessible name says which item ("Report Ada's comment").
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { loginPath } from '@/features/auth/auth-paths';
import styles from './moderation-report.module.css';
import type { ReportSubject } from './report.data';
import { ReportDialog } from './report-dialog';

export interface ReportButtonProps {
  subject: ReportSubject;
  /** What it is, in words: 'comment', 'event', 'profile'. */
  noun: string;
  /** Which one: 'Ada's comment', 'Jazz on the harbor'. */
  about: string;
  isSignedIn: boolean;
  /** The look of the item's other actions, so it sits among them; a small text button by default. */
  className?: string;
}

export function ReportButton({ subject, noun, about, isSignedIn, className }: ReportButtonProps) {
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const look = className ?? styles.textButton;
  const label = (
    <>
      Report<span className="visually-hidden"> {about}</span>
    </>
  );
  if (!isSignedIn) {
    return (
      <Link href={loginPath(pathname)} className={look} prefetch={false} data-testid="report-sign-in">
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={look} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {label}
      </button>
      <ReportDialog subject={subject} noun={noun} about={about} isOpen={isOpen} onClose={close} />
    </>
  );
}
