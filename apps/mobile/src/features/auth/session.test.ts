/**
 * Keeping the bearer token fresh (spec §9: a cached token is refreshed when under 300000 ms remain), against the
 * real API: which calls check the session with the server, and what the answers do to the stored session.
 */

import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '@happenings/domain/constants';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  endSession,
  getJson,
  signUpAccount,
  type TestAccount,
  testApiUrl,
} from '../../../test/api-fixtures.ts';
import { Session, type StoredSession, type TokenStore } from './session.ts';

function memoryStore(initial: StoredSession | null): TokenStore & { value: string | null } {
  const store = {
    value: initial ? JSON.stringify(initial) : null,
    read: async () => store.value,
    write: async (value: string) => {
      store.value = value;
    },
    clear: async () => {
      store.value = null;
    },
  };
  return store;
}

/** Node's fetch, counting the session checks the app makes. */
function countingFetch() {
  const counter = {
    sessionChecks: 0,
    fetch: ((input, init) => {
      if (String(input).endsWith('/api/auth/get-session')) counter.sessionChecks += 1;
      return fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}

async function serverExpiry(token: string): Promise<string> {
  const { body } = await getJson<{ session: { expiresAt: string } }>('/api/auth/get-session', token);
  return body.session.expiresAt;
}

describe('Session', () => {
  let account: TestAccount;
  const user = { id: 'u', name: 'Tester', email: 'tester@example.com', username: null };

  beforeEach(async () => {
    account = await signUpAccount();
  });

  it('checks a session that ends within five minutes and keeps the end the server gives', async () => {
    const soon = new Date(Date.now() + ACCESS_TOKEN_REFRESH_MARGIN_MS - 60_000).toISOString();
    const store = memoryStore({ token: account.token, expiresAt: soon, user });
    const network = countingFetch();
    const session = new Session({ apiUrl: testApiUrl(), store, fetch: network.fetch });
    await session.load();

    expect(await session.getToken()).toBe(account.token);

    expect(network.sessionChecks).toBe(1);
    const stored = JSON.parse(store.value!) as StoredSession;
    expect(stored.expiresAt).toBe(await serverExpiry(account.token));
    expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.parse(soon));
    expect(stored.user.email).toBe(account.email);
  });

  it('does not ask the server while more than five minutes remain', async () => {
    const later = new Date(Date.now() + ACCESS_TOKEN_REFRESH_MARGIN_MS + 60_000).toISOString();
    const network = countingFetch();
    const session = new Session({
      apiUrl: testApiUrl(),
      store: memoryStore({ token: account.token, expiresAt: later, user }),
      fetch: network.fetch,
    });
    await session.load();

    await Promise.all([session.getToken(), session.getToken()]);

    expect(network.sessionChecks).toBe(0);
  });

  it('checks once for calls made together', async () => {
    const soon = new Date(Date.now() + 1000).toISOString();
    const network = countingFetch();
    const session = new Session({
      apiUrl: testApiUrl(),
      store: memoryStore({ token: account.token, expiresAt: soon, user }),
      fetch: network.fetch,
    });
    await session.load();

    const tokens = await Promise.all([session.getToken(), session.getToken(), session.getToken()]);

    expect(tokens).toEqual([account.token, account.token, account.token]);
    expect(network.sessionChecks).toBe(1);
  });

  it('signs out when the server no longer knows the session', async () => {
    const soon = new Date(Date.now() + 1000).toISOString();
    const store = memoryStore({ token: account.token, expiresAt: soon, user });
    const session = new Session({ apiUrl: testApiUrl(), store });
    await session.load();
    await endSession(account.token);

    expect(await session.getToken()).toBeNull();

    expect(session.getState()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(store.value).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    const soon = new Date(Date.now() + 1000).toISOString();
    const store = memoryStore({ token: account.token, expiresAt: soon, user });
    const session = new Session({ apiUrl: 'http://127.0.0.1:1', store });
    await session.load();

    expect(await session.getToken()).toBe(account.token);
    expect(session.getState().status).toBe('signed-in');
  });

  it('forgets a stored session that has already ended', async () => {
    const ended = new Date(Date.now() - 1000).toISOString();
    const store = memoryStore({ token: account.token, expiresAt: ended, user });
    const session = new Session({ apiUrl: testApiUrl(), store });

    await session.load();

    expect(session.getState()).toEqual({ status: 'signed-out', reason: 'initial' });
    expect(store.value).toBeNull();
  });
});
