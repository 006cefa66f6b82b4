/**
 * Renders the whole app (every route of src/app, with its root layout) against the tests' API, on a clean
 * device: empty storage and keychain, fresh services. `gcTime: Infinity` keeps TanStack Query from leaving
 * garbage-collection timers behind, which would keep jest from exiting.
 */
import path from 'node:path';
import { jest } from '@jest/globals';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { renderRouter } from 'expo-router/testing-library';
import { type AppServices, createAppServices, setAppServices } from '../src/lib/app-services.ts';
import { type TestAccount, testApiUrl } from './api-fixtures.ts';
import { clearSecureStore, getItemAsync, setItemAsync } from './memory-secure-store.ts';

const APP_DIR = path.resolve(__dirname, '../src/app');

/** Forgets everything the previous test left on the "device". */
export async function resetDevice(): Promise<void> {
  clearSecureStore();
  await AsyncStorage.clear();
}

export interface StartOptions {
  initialUrl?: string;
  /** Another API address (a closed port plays "offline"). */
  apiUrl?: string;
}

export function startApp(
  options: StartOptions = {},
): { services: AppServices } & ReturnType<typeof renderRouter> {
  const services = createAppServices({
    apiUrl: options.apiUrl ?? testApiUrl(),
    gcTime: Number.POSITIVE_INFINITY,
  });
  setAppServices(services);
  const rendered = renderRouter(APP_DIR, { initialUrl: options.initialUrl ?? '/' });
  // renderRouter switches jest to fake timers; the app waits on a real API, and with a fake clock waitFor's
  // timeout would run out in a fraction of the real time the API takes.
  jest.useRealTimers();
  return { services, ...rendered };
}

/** The key the app keeps its session under (features/auth/token-store.ts). */
export const SESSION_KEY = 'happenings.session';

/** Puts `account`'s session on the "device", as a sign-in in an earlier run of the app would have left it. */
export async function storeSession(account: TestAccount): Promise<void> {
  const response = await fetch(`${testApiUrl()}/api/auth/get-session`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = (await response.json()) as {
    session: { expiresAt: string };
    user: { id: string; name: string };
  };
  await setItemAsync(
    SESSION_KEY,
    JSON.stringify({
      token: account.token,
      expiresAt: body.session.expiresAt,
      user: { id: body.user.id, name: body.user.name, email: account.email, username: null },
    }),
  );
}

/** The session the app has stored, if any. */
export async function readStoredSession(): Promise<{ token: string; expiresAt: string } | null> {
  const text = await getItemAsync(SESSION_KEY);
  return text ? (JSON.parse(text) as { token: string; expiresAt: string }) : null;
}
