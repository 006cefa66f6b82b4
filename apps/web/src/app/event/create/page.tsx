/**
 * /event/create (spec §2): a signed-in visitor creates an event; signed-out visitors go to sign in first.
 * A static segment, so /event/[slug] never captures it.
 */
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { EventEditorPage } from '@/features/event-editor/event-editor-page';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = {
  ...pageMetadata({
    title: 'Create an event',
    description: 'Publish an event on Happenings: details, photos, dates that repeat, and the place.',
    path: '/event/create',
  }),
  robots: { index: false, follow: true },
};

export default async function CreateEventPage() {
  const [user, locationSlug] = await Promise.all([getCurrentUser(), readLocationSlug()]);
  if (!user) redirect(`/login?next=${encodeURIComponent('/event/create')}`);
  return <EventEditorPage locationSlug={locationSlug} />;
}
