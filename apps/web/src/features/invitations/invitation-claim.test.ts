import { describe, expect, it } from 'vitest';
import { inviterName, isContestNotRunning, toClaimOutcome } from './invitation-claim.ts';

const ada = { id: 7, uid: 'ada', username: 'ada_l', displayName: 'Ada Lovelace' };
const apiError = (code: string) => ({ error: { code, message: 'x' } });

describe('toClaimOutcome', () => {
  it('names the inviter of a newly recorded invite', () => {
    expect(toClaimOutcome(200, { inviter: ada, recorded: true }, undefined)).toEqual({
      status: 'recorded',
      inviterName: 'Ada Lovelace',
    });
  });

  it('says nothing new for an invite recorded before', () => {
    expect(toClaimOutcome(200, { inviter: ada, recorded: false }, undefined)).toEqual({
      status: 'not-recorded',
      reason: 'ALREADY_RECORDED',
    });
  });

  it.each([
    [403, apiError('INVITE_CLAIM_EXPIRED'), 'INVITE_CLAIM_EXPIRED'],
    [409, apiError('ALREADY_INVITED'), 'ALREADY_INVITED'],
    [404, apiError('NOT_FOUND'), 'NOT_FOUND'],
    [502, 'Bad gateway', 'HTTP_502'],
  ])('%i is not recorded (%s)', (status, body, reason) => {
    expect(toClaimOutcome(status, undefined, body)).toEqual({ status: 'not-recorded', reason });
  });
});

describe('isContestNotRunning', () => {
  it('is the 409 CONTEST_NOT_RUNNING answer only', () => {
    expect(isContestNotRunning(409, apiError('CONTEST_NOT_RUNNING'))).toBe(true);
    expect(isContestNotRunning(409, apiError('ALREADY_INVITED'))).toBe(false);
    expect(isContestNotRunning(404, apiError('CONTEST_NOT_RUNNING'))).toBe(false);
    expect(isContestNotRunning(409, null)).toBe(false);
  });
});

describe('inviterName', () => {
  it('falls back from the display name to the username', () => {
    expect(inviterName({ displayName: '  ', username: 'ada_l' })).toBe('ada_l');
    expect(inviterName({ displayName: null, username: null })).toBe('a friend');
  });
});
