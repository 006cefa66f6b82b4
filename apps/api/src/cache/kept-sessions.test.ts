import { describe, expect, it } from 'vitest';
import { createKeptSessions, credentialOf, KEPT_SESSION_TTL_MS } from './kept-sessions.ts';

const user = (id: string) => ({
  id,
  numericId: 1,
  email: `${id}@example.com`,
  emailVerified: true,
  name: id,
  username: null,
  image: null,
  phoneNumber: null,
  roles: [],
});
const NOW = 1_000_000;
const session = (userId: string, sessionId: string) => ({
  user: user(userId),
  sessionId,
  sessionExpiresAt: NOW + 86_400_000,
});

function live() {
  const kept = createKeptSessions();
  kept.onLive();
  return kept;
}

describe('credentialOf', () => {
  const of = (headers: Record<string, string>) => credentialOf(new Headers(headers), '__session');

  it('reads a bearer token first, as better-auth does, and the session cookie otherwise', () => {
    expect(of({ authorization: 'Bearer abc.def', cookie: '__session=xyz' })).toBe('b:abc.def');
    expect(of({ cookie: 'theme=dark; __session=xyz.sig; other=1' })).toBe('c:xyz.sig');
  });

  it('keeps nothing for another scheme, a look-alike cookie or an empty one', () => {
    expect(of({ authorization: 'Basic abc', cookie: '__session=xyz' })).toBeNull();
    expect(of({ authorization: 'Bearer ' })).toBeNull();
    expect(of({ cookie: '__session_other=xyz' })).toBeNull();
    expect(of({ cookie: '__session=' })).toBeNull();
    expect(of({})).toBeNull();
  });
});

describe('kept sessions', () => {
  it('keeps a checked caller for a minute at most, and never past the session', () => {
    const kept = live();
    kept.keep('b:one', kept.mark(), session('u1', 's1'), NOW);
    expect(kept.get('b:one', NOW + KEPT_SESSION_TTL_MS - 1)?.id).toBe('u1');
    expect(kept.get('b:one', NOW + KEPT_SESSION_TTL_MS)).toBeUndefined();
    kept.keep('b:two', kept.mark(), { ...session('u1', 's2'), sessionExpiresAt: NOW + 5 }, NOW);
    expect(kept.get('b:two', NOW + 5)).toBeUndefined();
  });

  it("drops a session's credentials on its notice, and an account's on the account's", () => {
    const kept = live();
    kept.keep('b:one', kept.mark(), session('u1', 's1'), NOW);
    kept.keep('c:one', kept.mark(), session('u1', 's1'), NOW);
    kept.keep('b:two', kept.mark(), session('u1', 's2'), NOW);
    kept.keep('b:three', kept.mark(), session('u2', 's3'), NOW);
    kept.onChange({ table: 'sessions', kind: 'edit', ids: ['s1'] });
    expect(kept.get('b:one', NOW)).toBeUndefined();
    expect(kept.get('c:one', NOW)).toBeUndefined();
    expect(kept.get('b:two', NOW)?.id).toBe('u1');
    kept.onChange({ table: 'users', kind: 'interest', ids: ['u1'] });
    expect(kept.get('b:two', NOW)?.id).toBe('u1');
    kept.onChange({ table: 'users', kind: 'edit', ids: ['u1'] });
    expect(kept.get('b:two', NOW)).toBeUndefined();
    expect(kept.get('b:three', NOW)?.id).toBe('u2');
    kept.onChange({ table: 'experiences', kind: 'all' });
    expect(kept.get('b:three', NOW)?.id).toBe('u2');
    kept.onChange({ table: 'sessions', kind: 'all' });
    expect(kept.size).toBe(0);
  });

  it('does not keep a check that a change to sessions or accounts overtook', () => {
    const kept = live();
    const mark = kept.mark();
    kept.onChange({ table: 'sessions', kind: 'edit', ids: ['elsewhere'] });
    kept.keep('b:one', mark, session('u1', 's1'), NOW);
    expect(kept.get('b:one', NOW)).toBeUndefined();
  });

  it('keeps and serves nothing while notices may be missed', () => {
    const kept = createKeptSessions();
    expect(kept.mark()).toBeNull();
    kept.keep('b:one', null, session('u1', 's1'), NOW);
    expect(kept.size).toBe(0);
    kept.onLive();
    kept.keep('b:one', kept.mark(), session('u1', 's1'), NOW);
    const mark = kept.mark();
    kept.onGap();
    expect(kept.get('b:one', NOW)).toBeUndefined();
    kept.onLive();
    kept.keep('b:two', mark, session('u1', 's1'), NOW);
    expect(kept.get('b:two', NOW)).toBeUndefined();
  });
});
