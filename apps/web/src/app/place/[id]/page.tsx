/**
 * /place/{id}: a place (venue) page, server-rendered; 404 for an unknown place. Title, description, canonical
 * URL and Open Graph; schema.org Place JSON-LD in the page.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadThreadFirstPage } from '@/features/comments/comments.data';
import { addressLine } from '@/features/events/event-where';
import { findPlace } from '@/features/places/place.data';
import { PlacePage } from '@/features/places/place-page';
import { toWhereSource } from '@/features/places/place-where';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const place = await findPlace((await params).id);
  if (!place) return { title: 'Place not found', robots: { index: false } };
  const address = addressLine(toWhereSource(place));
  return pageMetadata({
    title: place.name,
    description: `${place.name}${address ? `, ${address}` : ''}: upcoming events, posts and comments on Happenings.`,
    path: `/place/${encodeURIComponent(place.id)}`,
  });
}

export default async function PlaceRoute({ params }: { params: Params }) {
  const place = await findPlace((await params).id);
  if (!place) notFound();
  const [user, comments] = await Promise.all([
    getCurrentUser(),
    loadThreadFirstPage({ itemType: 'place', itemId: place.id }),
  ]);
  const { siteUrl } = getServerEnv();
  return (
    <PlacePage
      place={place}
      comments={comments}
      isSignedIn={user !== null}
      siteUrl={siteUrl}
      now={Date.now()}
    />
  );
}
