import { describe, expect, it } from 'vitest';
import { isProfileInterestedQuery, nextInterestedParam, profileInterestedQueryKey } from './profile-lists';

describe('nextInterestedParam', () => {
  it('pages through upcoming interests, then the past ones, then stops', () => {
    expect(nextInterestedParam({ timing: 'FUTURE', cursor: null }, 'c1')).toEqual({
      timing: 'FUTURE',
      cursor: 'c1',
    });
    expect(nextInterestedParam({ timing: 'FUTURE', cursor: 'c1' }, null)).toEqual({
      timing: 'PAST',
      cursor: null,
    });
    expect(nextInterestedParam({ timing: 'PAST', cursor: null }, 'c2')).toEqual({
      timing: 'PAST',
      cursor: 'c2',
    });
    expect(nextInterestedParam({ timing: 'PAST', cursor: 'c2' }, null)).toBeNull();
  });
});

describe('isProfileInterestedQuery', () => {
  it('matches the interested list of any profile and nothing else', () => {
    expect(isProfileInterestedQuery({ queryKey: profileInterestedQueryKey('u1') })).toBe(true);
    expect(isProfileInterestedQuery({ queryKey: ['profile', 'u1', 'posts'] })).toBe(false);
    expect(isProfileInterestedQuery({ queryKey: ['interested', 'experience', 'e1'] })).toBe(false);
  });
});
