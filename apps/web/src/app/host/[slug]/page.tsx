/**
 * /host/{slug}: a host (organiser) page, server-rendered; 404 for an unknown host. Title, description,
 * canonical URL and Open Graph with its picture; schema.org Organization JSON-LD in the page.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { findHost } from '@/features/hosts/host.data';
import { HostPage, hostPictureUrl } from '@/features/hosts/host-page';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const host = await findHost(decodeURIComponent((await params).slug));
  if (!host) return { title: 'Host not found', robots: { index: false } };
  const picture = hostPictureUrl(host.photoURL);
  return pageMetadata({
    title: host.name,
    description:
      host.description?.trim().slice(0, 300) || `${host.name} on Happenings: upcoming events by this host.`,
    path: `/host/${encodeURIComponent(host.slug)}`,
    ...(picture
      ? {
          image: {
            url: new URL(picture, `${getServerEnv().siteUrl}/`).toString(),
            width: 200,
            height: 200,
            alt: host.name,
          },
        }
      : {}),
  });
}

export default async function HostRoute({ params }: { params: Params }) {
  const host = await findHost(decodeURIComponent((await params).slug));
  if (!host) notFound();
  const user = await getCurrentUser();
  return <HostPage host={host} isSignedIn={user !== null} siteUrl={getServerEnv().siteUrl} />;
}
