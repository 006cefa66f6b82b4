import { describe, expect, it } from 'vitest';
import { matchesPerson } from './person-filter';

describe('matchesPerson', () => {
  const ana = { displayName: 'Ana Lima', username: 'ana_l' };

  it.each([
    ['', true],
    ['  ', true],
    ['lima', true],
    ['ANA', true],
    ['@ana_l', true],
    ['_l', true],
    ['bo', false],
  ])('"%s" → %s', (text, expected) => {
    expect(matchesPerson(ana, text)).toBe(expected);
  });

  it('matches on the username when there is no name', () => {
    expect(matchesPerson({ displayName: null, username: 'cy' }, 'cy')).toBe(true);
    expect(matchesPerson({ username: null }, 'cy')).toBe(false);
  });
});
