import { describe, expect, it } from 'vitest';
import { interpretSearchQuery } from './search-query.ts';

// Friday 20 November 2026, 10:00 in Boston (EST, UTC-5).
const now = Date.parse('2026-11-20T15:00:00Z');
const interpret = (q: string, locationSlug: 'boston-ma' | 'washington-dc' = 'boston-ma') =>
  interpretSearchQuery(q, { now, timeZone: 'America/New_York', locationSlug });
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('interpretSearchQuery', () => {
  it.each([
    ['jazz this weekend', 'jazz', '2026-11-20T22:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['comedy tomorrow night', 'comedy', '2026-11-21T23:00:00.000Z', '2026-11-22T05:00:00.000Z'],
    ['free museums sunday', 'free museums', '2026-11-22T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['tonight', '', '2026-11-20T23:00:00.000Z', '2026-11-21T05:00:00.000Z'],
    ['next friday', '', '2026-11-27T05:00:00.000Z', '2026-11-28T05:00:00.000Z'],
    ['trivia next week', 'trivia', '2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z'],
    ['concerts at 5pm tomorrow', 'concerts', '2026-11-21T22:00:00.000Z', '2026-11-22T05:00:00.000Z'],
    ['jazz', 'jazz', null, null],
  ])('%s', (q, text, start, end) => {
    const result = interpret(q);
    expect([result.text, iso(result.start), iso(result.end)]).toEqual([text, start, end]);
  });

  it('takes a neighbourhood out of the text', () => {
    const result = interpret('brunch in Back Bay this weekend');
    expect(result.text).toBe('brunch');
    expect(result.neighbourhood?.slug).toBe('back-bay');
    expect(result.dateText).toBe('this weekend');
  });

  it('knows the neighbourhoods of each location', () => {
    expect(interpret('bars near dupont', 'washington-dc').neighbourhood?.name).toBe('Dupont Circle');
    expect(interpret('bars near dupont', 'boston-ma').neighbourhood).toBeNull();
  });
});
