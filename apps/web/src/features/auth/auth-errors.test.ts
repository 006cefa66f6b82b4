import { describe, expect, it } from 'vitest';
import { describeAuthFailure, readErrorCode, readRetryAfter } from './auth-errors.ts';

describe('describeAuthFailure', () => {
  it('says wrong e-mail or password on a 401 sign-in', () => {
    expect(describeAuthFailure('sign-in', 401, 'INVALID_EMAIL_OR_PASSWORD', undefined)).toBe(
      'Wrong e-mail or password',
    );
    expect(describeAuthFailure('sign-in', 401, undefined, undefined)).toBe('Wrong e-mail or password');
  });

  it('names the wait of a 429 from Retry-After', () => {
    expect(describeAuthFailure('sign-in', 429, 'RATE_LIMITED', 42)).toBe(
      'Too many attempts, try again in 42 seconds.',
    );
    expect(describeAuthFailure('send-code', 429, undefined, 1)).toBe(
      'Too many attempts, try again in 1 second.',
    );
  });

  it('explains wrong and expired codes and bad links', () => {
    expect(describeAuthFailure('verify-code', 400, 'INVALID_OTP', undefined)).toMatch(/not right/);
    expect(describeAuthFailure('verify-code', 400, 'OTP_EXPIRED', undefined)).toMatch(/expired/);
    expect(describeAuthFailure('reset', 400, 'INVALID_TOKEN', undefined)).toMatch(/invalid or has expired/);
  });

  it('asks to try again when the verification challenge could not be passed', () => {
    expect(describeAuthFailure('sign-in', 403, 'CHALLENGE_REQUIRED', undefined)).toBe(
      'We could not check that this is a person. Try again.',
    );
  });

  it('blames the network for 5xx', () => {
    expect(describeAuthFailure('sign-up', 502, undefined, undefined)).toMatch(/could not reach/);
  });
});

describe('readRetryAfter and readErrorCode', () => {
  it('reads seconds and both error shapes', () => {
    expect(readRetryAfter('60')).toBe(60);
    expect(readRetryAfter(null)).toBeUndefined();
    expect(readErrorCode({ code: 'INVALID_OTP' })).toBe('INVALID_OTP');
    expect(readErrorCode({ error: { code: 'RATE_LIMITED' } })).toBe('RATE_LIMITED');
    expect(readErrorCode('nope')).toBeUndefined();
  });
});
