/**
 * /u/{username} (spec §2): a user's profile, server-rendered; 404 for an unknown username. Title, description,
 * canonical URL and Open Graph with the avatar (issue 4 SEO; empty profiles stay indexed). It is also the invite
 * link (`?invite=1`, or `?contest={slug}`; README: Invitations): a signed-out visitor sees the invitation above it.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadInvitationBanner } from '@/features/invitations/invitation.server';
import { InvitationBanner } from '@/features/invitations/invitation-banner';
import { readInvitationParams } from '@/features/invitations/invitation-link';
import {
  findProfileByUsername,
  loadFirstInterestedPage,
  loadFirstPostPage,
} from '@/features/profile/profile.data';
import { ProfilePage, profileDisplayName } from '@/features/profile/profile-page';
import { avatarImageUrl } from '@/features/profile/user-avatar';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ username: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const profile = await findProfileByUsername(decodeURIComponent((await params).username));
  if (!profile) return { title: 'Profile not found', robots: { index: false } };
  const name = profileDisplayName(profile);
  const handle = profile.username ? ` (@${profile.username})` : '';
  const image = profile.photoURL
    ? new URL(avatarImageUrl(profile.photoURL, 'thumbnail'), `${getServerEnv().siteUrl}/`).toString()
    : null;
  return pageMetadata({
    title: `${name}${handle}`,
    description:
      profile.bio?.trim() ||
      `${name} on Happenings: the events they are interested in, their posts and who they follow.`,
    path: `/u/${profile.username ?? ''}`,
    ...(image ? { image: { url: image, width: 200, height: 200, alt: `${name}'s avatar` } } : {}),
  });
}

export default async function ProfileRoute({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const profile = await findProfileByUsername(decodeURIComponent((await params).username));
  if (!profile) notFound();
  const userId = profile.uid ?? profile.userId;
  if (!userId) notFound();
  const [user, interested, posts] = await Promise.all([
    getCurrentUser(),
    loadFirstInterestedPage(userId),
    loadFirstPostPage(userId),
  ]);
  const invite = readInvitationParams(await searchParams);
  // Members are not asked to join: only a signed-out visitor of an invite link sees (and keeps) the invitation.
  const invitation =
    invite && !user
      ? await loadInvitationBanner({
          inviterId: userId,
          inviterName: profileDisplayName(profile),
          profilePath: `/u/${encodeURIComponent(profile.username ?? '')}`,
          contestSlug: invite.contest,
        })
      : null;
  return (
    <ProfilePage
      profile={profile}
      userId={userId}
      isOwnProfile={user?.id === userId}
      isSignedIn={user !== null}
      interested={interested}
      posts={posts}
      now={Date.now()}
      notice={invitation ? <InvitationBanner {...invitation} /> : null}
    />
  );
}
