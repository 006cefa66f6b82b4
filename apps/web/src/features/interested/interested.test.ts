import { describe, expect, it } from 'vitest';
import { followedInterestText } from './followed-interest-text';
import { toggledInterest } from './interest-state';

describe('toggledInterest', () => {
  it('flips the state and moves the count by one, never below zero', () => {
    expect(toggledInterest({ isInterested: false, count: 4 })).toEqual({ isInterested: true, count: 5 });
    expect(toggledInterest({ isInterested: true, count: 5 })).toEqual({ isInterested: false, count: 4 });
    expect(toggledInterest({ isInterested: true, count: 0 })).toEqual({ isInterested: false, count: 0 });
  });
});

describe('followedInterestText', () => {
  it('names up to two people and counts the rest', () => {
    expect(followedInterestText([])).toBe('');
    expect(followedInterestText(['Ada'])).toBe('Ada is interested');
    expect(followedInterestText(['Ada', 'Bob'])).toBe('Ada and Bob are interested');
    expect(followedInterestText(['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob and 1 other you follow are interested');
    expect(followedInterestText(['Ada', 'Bob', 'Cy', 'Di'])).toBe(
      'Ada, Bob and 2 others you follow are interested',
    );
  });
});
