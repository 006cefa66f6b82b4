import { describe, expect, it } from 'vitest';
import { readContestBody, readWallClock, toWallClock } from './contest-fields';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('contest form fields', () => {
  it('reads New York wall-clock times as instants and back, on both sides of a daylight-saving change', () => {
    expect(readWallClock('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(readWallClock('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(toWallClock('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(readWallClock('')).toBeNull();
    expect(readWallClock('soon')).toBeUndefined();
  });

  it('makes the body with empty fields as null, and refuses an end before the start', () => {
    expect(
      readContestBody(
        form({
          slug: ' Winter-Invites ',
          name: 'Winter',
          location: 'boston-ma',
          prize: '',
          startsAt: '',
          endsAt: '',
        }),
      ),
    ).toEqual({
      slug: 'winter-invites',
      name: 'Winter',
      description: null,
      location: 'boston-ma',
      rules: null,
      prize: null,
      startsAt: null,
      endsAt: null,
    });
    expect(readContestBody(form({ startsAt: '2026-12-02T09:00', endsAt: '2026-12-01T09:00' }))).toBe(
      'bad-dates',
    );
    expect(readContestBody(form({ startsAt: 'tomorrow' }))).toBe('bad-dates');
  });
});
