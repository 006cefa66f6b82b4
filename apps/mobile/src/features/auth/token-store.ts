/**
 * Where the signed-in session lives on a phone: the platform's keychain / keystore through expo-secure-store,
 * never plain storage. The web build uses token-store.web.ts instead.
 */
import * as SecureStore from 'expo-secure-store';
import type { TokenStore } from './session.ts';

const KEY = 'happenings.session';

export const secureTokenStore: TokenStore = {
  read: () => SecureStore.getItemAsync(KEY),
  write: (value) => SecureStore.setItemAsync(KEY, value),
  clear: () => SecureStore.deleteItemAsync(KEY),
};
