import { describe, expect, it } from 'vitest';
import { readLinkToken, signLinkToken } from './signed-link-token.ts';

const SECRET = 'a secret of at least sixteen characters';
const now = Date.UTC(2026, 0, 1);

describe('signed link tokens', () => {
  it('read back what they name, for their purpose only', () => {
    const token = signLinkToken(SECRET, 'unsubscribe', ['user-1', 'CONNECTED'], null);
    expect(readLinkToken(SECRET, 'unsubscribe', token, { fieldCount: 2, now })).toEqual({
      ok: true,
      fields: ['user-1', 'CONNECTED'],
    });
    expect(readLinkToken(SECRET, 'confirm', token, { fieldCount: 2, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readLinkToken(SECRET, 'unsubscribe', token, { fieldCount: 1, now }).ok).toBe(false);
    expect(readLinkToken('another secret entirely', 'unsubscribe', token, { fieldCount: 2, now }).ok).toBe(
      false,
    );
  });

  it('refuse a token whose fields were changed, and one past its expiry', () => {
    const token = signLinkToken(SECRET, 'unsubscribe', ['user-1', 'CONNECTED'], null);
    const altered = token.replace('user-1', 'user-2');
    expect(readLinkToken(SECRET, 'unsubscribe', altered, { fieldCount: 2, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const expiring = signLinkToken(SECRET, 'confirm', ['s1'], now + 1000);
    expect(readLinkToken(SECRET, 'confirm', expiring, { fieldCount: 1, now }).ok).toBe(true);
    expect(readLinkToken(SECRET, 'confirm', expiring, { fieldCount: 1, now: now + 1000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(readLinkToken(SECRET, 'confirm', '..', { fieldCount: 1, now }).ok).toBe(false);
    expect(() => signLinkToken(SECRET, 'confirm', ['a.b'], null)).toThrow();
  });
});
