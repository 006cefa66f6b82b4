import { describe, expect, it } from 'vitest';
import { truncateCalendarDescription } from './calendar-description.ts';

describe('truncateCalendarDescription (spec §5, §9)', () => {
  it.each([
    ['', ''],
    ['short', 'short'],
    ['a'.repeat(300), 'a'.repeat(300)],
    ['a'.repeat(301), `${'a'.repeat(300)}...`],
    ['b'.repeat(1000), `${'b'.repeat(300)}...`],
  ])('cuts %# to at most 300 characters plus ...', (text, expected) => {
    expect(truncateCalendarDescription(text)).toBe(expected);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'a'.repeat(299)}🎷🎷`;
    expect(truncateCalendarDescription(text)).toBe(`${'a'.repeat(299)}🎷...`);
    expect(truncateCalendarDescription(`${'a'.repeat(299)}🎷`)).toBe(`${'a'.repeat(299)}🎷`);
  });

  it('takes another limit', () => {
    expect(truncateCalendarDescription('abcdef', 3)).toBe('abc...');
  });
});
