'use client';
/**
 * The page a notification e-mail's unsubscribe link opens (/notifications/unsubscribe). It asks for one click
 * before posting the token: mail scanners open links on their own, and must not change anyone's e-mail.
 */
import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import styles from '@/features/newsletter/newsletter-form.module.css';
import { NotificationsError, unsubscribeFromNotificationEmail } from './notifications.data';

export function NotificationUnsubscribePanel({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => unsubscribeFromNotificationEmail(token) });

  if (stop.data) {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>You will not get these e-mails any more</p>
        <p>
          No more e-mails for “{NOTIFICATION_RULES[stop.data.type].label}”. You still see them in the app.
          Choose what else reaches you by e-mail on <Link href="/account/edit">your account page</Link>.
        </p>
      </div>
    );
  }

  const errorMessage =
    stop.error instanceof NotificationsError
      ? stop.error.message
      : stop.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <div className={styles.form}>
      <p>Stop e-mails about this kind of notification. You will still see them on Happenings.</p>
      <button type="button" className="button" disabled={stop.isPending} onClick={() => stop.mutate()}>
        {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
      <p className={styles.error} role="alert">
        {errorMessage}
      </p>
    </div>
  );
}
