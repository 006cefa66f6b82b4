/**
 * /event/{slug} (spec §2). A stub until the event page is built: the name, the schedule line and the Add to
 * calendar button. Media, where, host, interest, share and JSON-LD come with the event page work of issue 4.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCalendarButton } from '@/features/calendar/add-to-calendar-button';
import { findEventBySlug } from '@/features/events/event.data';
import { toCalendarEvent } from '@/features/events/event-calendar';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await findEventBySlug((await params).slug);
  if (!event) return {};
  return pageMetadata({
    title: event.name,
    description: event.shortDescription ?? `${event.name} on Happenings.`,
    path: `/event/${event.slug}`,
  });
}

export default async function EventPage({ params }: { params: Params }) {
  const event = await findEventBySlug((await params).slug);
  if (!event) notFound();
  const calendarEvent = toCalendarEvent(event, getServerEnv().siteUrl);
  return (
    <article className="page">
      <h1>{event.name}</h1>
      {event.schedule ? <p>{event.schedule.text}</p> : null}
      {event.shortDescription ? <p>{event.shortDescription}</p> : null}
      {calendarEvent ? <AddToCalendarButton event={calendarEvent} /> : null}
    </article>
  );
}
