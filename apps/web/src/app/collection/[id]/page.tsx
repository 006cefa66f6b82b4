/**
 * /collection/{id}: one collection (README: singular like /event/{slug}, so it never reads as a /{stream}/{slug}
 * see-all page). A private collection the visitor may not see is a 404, exactly like one that does not exist.
 * Only community collections are indexed.
 */
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { CollectionPage } from '@/features/collections/collection-page';
import { readCollectionVisitCount } from '@/features/collections/collection-visits';
import { loadCollectionPage } from '@/features/collections/collections.data';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

const load = cache((id: string) => loadCollectionPage(id));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await load((await params).id);
  if (!data) return { title: 'Collection not found', robots: { index: false } };
  const { collection } = data;
  const metadata = pageMetadata({
    title: collection.name,
    description:
      collection.description?.trim() ||
      `${collection.name}: a collection of ${collection.itemsCount ?? 0} events and places on Happenings.`,
    path: `/collection/${collection.id}`,
  });
  return collection.isCommunity ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

export default async function CollectionRoute({ params }: { params: Params }) {
  const { id } = await params;
  const [data, user, cookieStore] = await Promise.all([load(id), getCurrentUser(), cookies()]);
  if (!data) notFound();
  return (
    <CollectionPage
      data={data}
      isSignedIn={user !== null}
      previousVisits={readCollectionVisitCount(cookieStore, data.collection.id)}
    />
  );
}
