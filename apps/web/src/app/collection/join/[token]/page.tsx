/**
 * /collection/join/{token}: an invite link (spec §3 LINK_INVITE). Signed-out visitors sign in first and come back;
 * the link's token is the credential, so the page is never indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loginPath } from '@/features/auth/auth-paths';
import { loadInviteLink } from '@/features/collections/collections.data';
import { JoinPage } from '@/features/collections/join-page';

type Params = Promise<{ token: string }>;

export const metadata: Metadata = { title: 'Join a collection', robots: { index: false, follow: false } };

export default async function JoinCollectionRoute({ params }: { params: Params }) {
  const { token } = await params;
  const link = await loadInviteLink(token);
  if (link.state === 'signed-out') redirect(loginPath(`/collection/join/${encodeURIComponent(token)}`));
  return <JoinPage token={token} link={link} />;
}
