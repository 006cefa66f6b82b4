import { describe, expect, it } from 'vitest';
import { invitationPath, readInvitationParams } from './invitation-link.ts';

describe('invitationPath', () => {
  it('is the profile with the contest, or with invite=1 for a plain invite', () => {
    expect(invitationPath('ada_l', 'boston-invite-challenge')).toBe(
      '/u/ada_l?contest=boston-invite-challenge',
    );
    expect(invitationPath('ada_l')).toBe('/u/ada_l?invite=1');
  });
});

describe('readInvitationParams', () => {
  it.each([
    [{ contest: 'boston-invite-challenge' }, { contest: 'boston-invite-challenge' }],
    [{ contest: ['boston-invite-challenge', 'other'] }, { contest: 'boston-invite-challenge' }],
    [{ invite: '1' }, { contest: null }],
    [{ invite: '' }, { contest: null }],
    // A contest mangled on the way is still the person's invite.
    [{ contest: 'Boston Invite!' }, { contest: null }],
    [{ invite: '0' }, null],
    [{}, null],
    [{ next: '/' }, null],
  ])('%j → %j', (searchParams, expected) => {
    expect(readInvitationParams(searchParams)).toEqual(expected);
  });
});
