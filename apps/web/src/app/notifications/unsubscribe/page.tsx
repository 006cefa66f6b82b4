import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { NotificationUnsubscribePanel } from '@/features/notifications/notification-unsubscribe-panel';

// Not indexed: its address carries the token.
export const metadata: Metadata = {
  title: 'Stop these e-mails',
  robots: { index: false, follow: false },
};

/** The page the unsubscribe link of every notification e-mail opens (no sign-in needed). */
export default async function NotificationUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <StaticPage eyebrow="Notifications" title="Stop these e-mails">
      {token ? (
        <NotificationUnsubscribePanel token={token} />
      ) : (
        <p>
          This link is missing its code. Open it again from the e-mail, or choose which e-mails you get on{' '}
          <Link href="/account/edit">your account page</Link>.
        </p>
      )}
    </StaticPage>
  );
}
