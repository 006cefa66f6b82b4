/**
 * /event/create/{id} (spec §2): edit an event. Only its creator or its host may open it: others get the
 * "You can't edit this event" page with 403 (forbidden.tsx), a missing event or someone else's draft 404.
 */
import type { Metadata } from 'next';
import { forbidden, notFound, redirect } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadEditableEvent } from '@/features/event-editor/event-editor.server';
import { EventEditorPage } from '@/features/event-editor/event-editor-page';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return {
    ...pageMetadata({
      title: 'Edit event',
      description: 'Change an event’s details, dates, place or status on Happenings.',
      path: `/event/create/${encodeURIComponent(id)}`,
    }),
    robots: { index: false, follow: false },
  };
}

export default async function EditEventPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/event/create/${id}`)}`);
  const [loaded, locationSlug] = await Promise.all([loadEditableEvent(id), readLocationSlug()]);
  if (loaded.kind === 'not-found') notFound();
  if (loaded.kind === 'forbidden') forbidden();
  return <EventEditorPage experience={loaded.experience} locationSlug={locationSlug} />;
}
