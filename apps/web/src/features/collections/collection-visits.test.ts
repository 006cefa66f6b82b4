import { describe, expect, it } from 'vitest';
import { collectionVisitCookieName, parseVisitCount, readCollectionVisitCount } from './collection-visits.ts';

describe('collection visit counts (spec §2)', () => {
  it('names one cookie per collection, keeping only cookie-safe characters', () => {
    expect(collectionVisitCookieName('abc-123_X')).toBe('collection_visits_abc-123_X');
    expect(collectionVisitCookieName('a;b=c')).toBe('collection_visits_abc');
  });

  it.each([
    ['3', 3],
    ['0', 0],
    ['-2', 0],
    ['x', 0],
    [undefined, 0],
  ])('parses %s as %d', (value, expected) => {
    expect(parseVisitCount(value)).toBe(expected);
  });

  it('reads the count from a cookie store', () => {
    const store = new Map([['collection_visits_c1', { value: '4' }]]);
    expect(readCollectionVisitCount(store, 'c1')).toBe(4);
    expect(readCollectionVisitCount(store, 'c2')).toBe(0);
  });
});
