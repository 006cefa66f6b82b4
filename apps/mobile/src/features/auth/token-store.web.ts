/**
 * The web build of the app has no keychain (expo-secure-store does not run in a browser): the session is kept in
 * the page's localStorage, which only this origin's scripts can read. Native builds use token-store.ts.
 */
import type { TokenStore } from './session.ts';

const KEY = 'happenings.session';

export const secureTokenStore: TokenStore = {
  read: async () => globalThis.localStorage?.getItem(KEY) ?? null,
  write: async (value) => globalThis.localStorage?.setItem(KEY, value),
  clear: async () => globalThis.localStorage?.removeItem(KEY),
};
