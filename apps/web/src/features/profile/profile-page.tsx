/**
 * /u/{username} (spec §2, issue 4), server-rendered: avatar, name, @username, bio, counts, the relationship badge
 * and Follow button (or 'Edit profile' and 'My events' on your own), then their interested events (upcoming first)
 * and their posts, each with "Load more".
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FollowButton, FollowSummary } from '@/features/follows/follow-button';
import { ReportButton } from '@/features/moderation-report/report-button';
import type { UserProfile } from './profile.data';
import { ProfileInterestedList } from './profile-interested-list';
import type { InterestedPage, PostPage } from './profile-lists';
import styles from './profile-page.module.css';
import { ProfilePostsList } from './profile-posts-list';
import { UserAvatar } from './user-avatar';

export interface ProfilePageProps {
  profile: UserProfile;
  /** The profile's account id (follows and lists take it). */
  userId: string;
  isOwnProfile: boolean;
  isSignedIn: boolean;
  interested: InterestedPage | null;
  posts: PostPage | null;
  now: number;
  /** Shown above the profile: the invitation of an invite link (features/invitations). */
  notice?: ReactNode;
}

export function profileDisplayName(profile: Pick<UserProfile, 'displayName' | 'username'>): string {
  return profile.displayName?.trim() || profile.username || 'Happenings member';
}

export function ProfilePage({
  profile,
  userId,
  isOwnProfile,
  isSignedIn,
  interested,
  posts,
  now,
  notice,
}: ProfilePageProps) {
  const name = profileDisplayName(profile);
  const joined = new Date(profile.createdAt).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const followState = { relationship: profile.relationship, followersCount: profile.followersCount };
  return (
    <div className={styles.page}>
      {notice}
      <header className={styles.header}>
        <UserAvatar photoURL={profile.photoURL} name={name} size={112} alt={`${name}'s avatar`} priority />
        <div className={styles.identity}>
          <h1 className={styles.name}>{name}</h1>
          {profile.username ? <p className={styles.username}>@{profile.username}</p> : null}
          {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
          <p className={styles.counts}>
            <FollowSummary userId={userId} initial={followState} />
            <span className={styles.countItem}>
              <strong>{profile.followingCount}</strong> following
            </span>
            <span className={styles.countItem}>
              <strong>{profile.interestedCount}</strong> interested
            </span>
          </p>
          <p className={styles.joined}>Member since {joined}</p>
        </div>
        <div className={styles.headerActions}>
          {isOwnProfile ? (
            <>
              <Link href="/account/edit" className="button button-secondary">
                Edit profile
              </Link>
              <Link href="/account/events" className="button button-secondary">
                My events
              </Link>
            </>
          ) : (
            <>
              <FollowButton
                userId={userId}
                displayName={name}
                initial={followState}
                isSignedIn={isSignedIn}
              />
              <ReportButton
                subject={{ type: 'user', id: userId }}
                noun="profile"
                about={`${name}'s profile`}
                isSignedIn={isSignedIn}
              />
            </>
          )}
        </div>
      </header>

      <section className={styles.section} aria-labelledby="profile-interested">
        <h2 id="profile-interested" className={styles.sectionTitle}>
          Interested
        </h2>
        {interested?.isSignedOut ? (
          <p className={styles.empty}>
            <Link href={`/login?next=${encodeURIComponent(`/u/${profile.username ?? ''}`)}`}>Sign in</Link> to
            see the events {name} is interested in.
          </p>
        ) : interested ? (
          <ProfileInterestedList userId={userId} firstPage={interested} />
        ) : (
          <p className={styles.error}>
            Their interested events could not be loaded. Reload the page to try again.
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="profile-posts">
        <h2 id="profile-posts" className={styles.sectionTitle}>
          Posts
        </h2>
        {posts ? (
          <ProfilePostsList
            userId={userId}
            firstPage={posts}
            now={now}
            reportAs={isOwnProfile ? null : { isSignedIn }}
          />
        ) : (
          <p className={styles.error}>Their posts could not be loaded. Reload the page to try again.</p>
        )}
      </section>
    </div>
  );
}
