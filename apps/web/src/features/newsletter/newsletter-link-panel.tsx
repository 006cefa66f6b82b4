'use client';
/**
 * The page an e-mailed newsletter link opens (/newsletter/confirm, /newsletter/unsubscribe). It asks for one click
 * before posting the token: mail scanners open links on their own, and must not subscribe or unsubscribe anyone.
 */
import { LOCATIONS } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import {
  followNewsletterLink,
  NewsletterError,
  type NewsletterLinkAction,
} from '@/features/newsletter/newsletter.data';
import styles from './newsletter-form.module.css';

const TEXT: Record<NewsletterLinkAction, { lead: string; button: string; pending: string }> = {
  confirm: {
    lead: 'Confirm that you want the Happenings newsletter at this address.',
    button: 'Confirm my subscription',
    pending: 'Confirming…',
  },
  unsubscribe: {
    lead: 'Stop the Happenings newsletter at this address.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing…',
  },
};

export function NewsletterLinkPanel({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const follow = useMutation({ mutationFn: () => followNewsletterLink(action, token) });
  const text = TEXT[action];

  if (follow.data) {
    const { email, location } = follow.data;
    const newsletter = `${location ? LOCATIONS[location].name : 'Happenings'} newsletter`;
    return (
      <div className={styles.success} role="status">
        {action === 'confirm' ? (
          <>
            <p className={styles.successTitle}>You are subscribed</p>
            <p>
              The {newsletter} now goes to <strong>{email}</strong>. Every issue has a link to unsubscribe.
            </p>
          </>
        ) : (
          <>
            <p className={styles.successTitle}>You are unsubscribed</p>
            <p>
              <strong>{email}</strong> will not get the {newsletter} any more.
            </p>
          </>
        )}
      </div>
    );
  }

  const errorMessage =
    follow.error instanceof NewsletterError
      ? follow.error.message
      : follow.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <div className={styles.form}>
      <p>{text.lead}</p>
      <button type="button" className="button" disabled={follow.isPending} onClick={() => follow.mutate()}>
        {follow.isPending ? text.pending : text.button}
      </button>
      <p className={styles.error} role="alert">
        {errorMessage}
      </p>
    </div>
  );
}
