import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadCalendars } from '@/features/hosting/calendars/calendars.data';
import { CalendarsPage } from '@/features/hosting/calendars/calendars-page';

export const metadata = authPageMetadata({
  title: 'Calendars',
  description:
    'Connect the calendars where you keep your events: their events appear on Happenings, kept in sync.',
  path: '/account/calendars',
});

/** The visitor's connected calendars; signed-out visitors are sent to sign in first. */
export default async function CalendarsRoute() {
  const back = `/login?next=${encodeURIComponent('/account/calendars')}`;
  const user = await getCurrentUser();
  if (!user) redirect(back);
  const list = await loadCalendars();
  if (!list) redirect(back);
  return <CalendarsPage list={list} />;
}
