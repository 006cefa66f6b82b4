import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadMyCollections } from '@/features/collections/collections.data';
import { MyCollectionsPage } from '@/features/collections/my-collections-page';

export const metadata = authPageMetadata({
  title: 'Your collections',
  description: 'Your Happenings collections, and the invites and shares waiting for you.',
  path: '/collections',
});

/** The visitor's own collections; signed-out visitors are sent to sign in first. */
export default async function CollectionsRoute() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=%2Fcollections');
  const data = await loadMyCollections();
  if (!data) redirect('/login?next=%2Fcollections');
  return <MyCollectionsPage data={data} />;
}
