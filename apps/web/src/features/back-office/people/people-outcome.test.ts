import { describe, expect, it } from 'vitest';
import { describePeopleOutcome, isPeopleOutcome } from './people-outcome';

describe('what /admin/people says after Save', () => {
  it('names the person, and says why one cannot change one’s own roles', () => {
    expect(describePeopleOutcome('saved', 'Ana')).toEqual({
      message: 'Saved: Ana’s roles apply from their next request.',
      isError: false,
    });
    expect(describePeopleOutcome('own-roles', undefined).isError).toBe(true);
    expect(isPeopleOutcome('saved')).toBe(true);
    expect(isPeopleOutcome('hacked')).toBe(false);
  });
});
