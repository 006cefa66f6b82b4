/**
 * The follow state of one profile and how a follow or unfollow changes it (spec §3 Relationship, seen from the
 * caller). Pure, so the optimistic guess is unit-tested.
 */
/** spec §3 Relationship, seen from the caller. */
export type Relationship = 'follower' | 'following' | 'friend' | 'none';

export interface FollowState {
  relationship: Relationship;
  followersCount: number;
}

/** Whether the caller follows them ('following' or 'friend'). */
export function isFollowing(relationship: Relationship): boolean {
  return relationship === 'following' || relationship === 'friend';
}

/** The state after following (or unfollowing): a follower becomes a friend, a friend a follower. */
export function toggledFollow(state: FollowState): FollowState {
  if (isFollowing(state.relationship)) {
    return {
      relationship: state.relationship === 'friend' ? 'follower' : 'none',
      followersCount: Math.max(0, state.followersCount - 1),
    };
  }
  return {
    relationship: state.relationship === 'follower' ? 'friend' : 'following',
    followersCount: state.followersCount + 1,
  };
}

/** The badge beside the name: 'Friends' when both follow, 'Follows you' when only they do. */
export function relationshipBadge(relationship: Relationship): string | null {
  if (relationship === 'friend') return 'Friends';
  if (relationship === 'follower') return 'Follows you';
  return null;
}
