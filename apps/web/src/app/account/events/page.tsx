import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { pageOf, sectionHref, sectionOf } from '@/features/hosting/hosted-sections';
import { loadHostedEvents } from '@/features/hosting/hosting.data';
import { MyEventsPage } from '@/features/hosting/my-events-page';

export const metadata = authPageMetadata({
  title: 'My events',
  description: 'The events you host on Happenings: drafts, those waiting for review, published and past.',
  path: '/account/events',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The visitor's own events; signed-out visitors are sent to sign in first. */
export default async function MyEventsRoute({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const current = sectionOf(query.tab);
  const page = pageOf(query.page);
  const back = `/login?next=${encodeURIComponent(sectionHref(current.slug, page))}`;
  const user = await getCurrentUser();
  if (!user) redirect(back);
  const data = await loadHostedEvents(current.section, page);
  if (!data) redirect(back);
  return <MyEventsPage data={data} current={current} page={page} />;
}
