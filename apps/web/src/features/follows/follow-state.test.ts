import { describe, expect, it } from 'vitest';
import { isFollowing, relationshipBadge, toggledFollow } from './follow-state';

describe('toggledFollow', () => {
  it('follows: none becomes following, a follower becomes a friend; the count goes up', () => {
    expect(toggledFollow({ relationship: 'none', followersCount: 3 })).toEqual({
      relationship: 'following',
      followersCount: 4,
    });
    expect(toggledFollow({ relationship: 'follower', followersCount: 0 }).relationship).toBe('friend');
  });

  it('unfollows: following becomes none, a friend becomes a follower; the count never goes negative', () => {
    expect(toggledFollow({ relationship: 'following', followersCount: 1 })).toEqual({
      relationship: 'none',
      followersCount: 0,
    });
    expect(toggledFollow({ relationship: 'friend', followersCount: 0 })).toEqual({
      relationship: 'follower',
      followersCount: 0,
    });
  });
});

describe('relationship labels', () => {
  it("badges 'Friends' and 'Follows you'", () => {
    expect(relationshipBadge('friend')).toBe('Friends');
    expect(relationshipBadge('follower')).toBe('Follows you');
    expect(relationshipBadge('following')).toBeNull();
    expect(isFollowing('friend')).toBe(true);
    expect(isFollowing('follower')).toBe(false);
  });
});
