/**
 * /event/{slug} (spec §2): the event page, server-rendered; 404 for unknown or unpublished events. Title,
 * description, canonical URL and Open Graph / Twitter cards with the event's 1366x768 image (issue 4 SEO).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { isMemberView } from '@/features/auth/member-view.server';
import { loadThreadFirstPage } from '@/features/comments/comments.data';
import { findEventBySlug, listInterestedPeople, listSimilarEvents } from '@/features/events/event.data';
import { OG_IMAGE, socialImageUrl } from '@/features/events/event-media';
import { EventPage } from '@/features/events/event-page';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ slug: string }>;

function metaDescription(event: {
  name: string;
  shortDescription: string;
  schedule: { text: string };
}): string {
  const summary = event.shortDescription.trim() || `${event.name} on Happenings.`;
  const when = event.schedule.text && event.schedule.text !== '--' ? `${event.schedule.text}. ` : '';
  return `${when}${summary}`.slice(0, 300);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await findEventBySlug((await params).slug);
  if (!event) return { title: 'Event not found', robots: { index: false } };
  const image = socialImageUrl(event.media, getServerEnv().siteUrl);
  return pageMetadata({
    title: event.name,
    description: metaDescription(event),
    path: `/event/${event.slug}`,
    type: 'article',
    ...(image ? { image: { url: image, ...OG_IMAGE, alt: event.name } } : {}),
  });
}

export default async function EventRoute({ params }: { params: Params }) {
  const event = await findEventBySlug((await params).slug);
  if (!event) notFound();
  // A member page to keep (server/kept-pages.ts) is rendered without a session: its comments, as everything
  // personal, are read by the browser (src/features/events/event-member-part.tsx).
  const memberView = await isMemberView();
  const [user, interestedPeople, similar, comments] = await Promise.all([
    getCurrentUser(),
    memberView ? [] : listInterestedPeople(event.id),
    listSimilarEvents(event),
    memberView ? null : loadThreadFirstPage({ itemType: 'experience', itemId: event.id }),
  ]);
  return (
    <EventPage
      event={event}
      interestedPeople={interestedPeople}
      similar={similar}
      comments={comments}
      isSignedIn={user !== null}
      viewerId={user?.id ?? null}
      siteUrl={getServerEnv().siteUrl}
      now={Date.now()}
      isMemberView={memberView}
    />
  );
}
