import { describe, expect, it } from 'vitest';
import {
  encodeInvitation,
  INVITATION_COOKIE,
  parseInvitation,
  serializeClearedInvitationCookie,
  serializeInvitationCookie,
} from './invitation-cookie.ts';

const NOW = Date.UTC(2025, 2, 9, 14, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const INVITER = '0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d';

describe('the invitation cookie', () => {
  it('is HttpOnly, SameSite=Lax, path / and lasts 7 days', () => {
    expect(
      serializeInvitationCookie(
        { inviterId: INVITER, contest: 'boston-invite-challenge' },
        { now: NOW, secure: false },
      ),
    ).toBe(
      `invitation=${INVITER}.boston-invite-challenge.${NOW}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(INVITATION_COOKIE.maxAgeSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('is Secure when the environment says so, and clears with Max-Age=0', () => {
    expect(
      serializeInvitationCookie({ inviterId: INVITER, contest: null }, { now: NOW, secure: true }),
    ).toMatch(/; Secure$/);
    expect(serializeClearedInvitationCookie({ secure: false })).toBe(
      'invitation=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('reads back what it wrote, with or without a contest', () => {
    for (const contest of ['boston-invite-challenge', null]) {
      const value = encodeInvitation({ inviterId: INVITER, contest }, NOW);
      expect(parseInvitation(value, NOW + DAY)).toEqual({ inviterId: INVITER, contest });
    }
  });

  it('refuses a value older than 7 days or from the future', () => {
    const value = encodeInvitation({ inviterId: INVITER, contest: null }, NOW);
    expect(parseInvitation(value, NOW + 7 * DAY)).not.toBeNull();
    expect(parseInvitation(value, NOW + 7 * DAY + 1)).toBeNull();
    expect(parseInvitation(value, NOW - 5 * 60_000)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['two parts', `${INVITER}.${NOW}`],
    ['four parts', `${INVITER}.a.b.${NOW}`],
    ['an inviter with other characters', `ada;lovelace..${NOW}`],
    ['an empty inviter', `.contest.${NOW}`],
    ['a contest that is not a slug', `${INVITER}.Boston_Challenge.${NOW}`],
    ['a time that is not a number', `${INVITER}..yesterday`],
  ])('refuses a malformed value: %s', (_name, value) => {
    expect(parseInvitation(value, NOW)).toBeNull();
  });
});
