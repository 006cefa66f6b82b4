import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { NotificationsPage } from '@/features/notifications/notifications-page';

// Personal, so kept out of search results like the account screens.
export const metadata = authPageMetadata({
  title: 'Notifications',
  description:
    'Your Happenings notifications: new followers, replies, invites and what your friends are into.',
  path: '/notifications',
});

/** The visitor's inbox; signed-out visitors are sent to sign in first. */
export default async function NotificationsRoute() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=%2Fnotifications');
  return <NotificationsPage />;
}
