/**
 * The app's long-lived parts, made once and shared by every screen: the session, the typed API client that
 * carries its token, the query cache and the connectivity watch. Tests make their own (pointing at the API
 * they started) with setAppServices before rendering.
 */
import { createHappeningsClient, type HappeningsClient } from '@happenings/client';
import AsyncStorage from '@react-native-async-storage/async-storage';
import type { QueryClient } from '@tanstack/react-query';
import { Session, type TokenStore } from '../features/auth/session.ts';
// No extension: Metro picks token-store.web.ts for the web only when the import leaves the file to it (with
// '.ts' the web build got expo-secure-store, which has no browser implementation, and sign-in failed).
import { secureTokenStore } from '../features/auth/token-store';
import { Connectivity } from '../features/connectivity/connectivity.ts';
import { LocationPreference } from '../features/location/location-preference.ts';
import { readApiUrl } from './env.ts';
import { makeQueryClient } from './query-client.ts';

export interface AppServices {
  apiUrl: string;
  session: Session;
  api: HappeningsClient;
  queryClient: QueryClient;
  connectivity: Connectivity;
  location: LocationPreference;
}

export interface AppServicesOptions {
  apiUrl?: string;
  store?: TokenStore;
  gcTime?: number;
}

const BEARER = /^Bearer\s+(.+)$/i;

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const apiUrl = options.apiUrl ?? readApiUrl();
  const connectivity = new Connectivity();
  // The bearer token is the app's only credential: requests carry no cookies (a session cookie left in the
  // platform's jar after signing out would keep the person signed in).
  const fetchWithoutCookies = connectivity.wrapFetch((input, init) =>
    globalThis.fetch(input, { ...init, credentials: 'omit' }),
  );
  const session = new Session({
    apiUrl,
    store: options.store ?? secureTokenStore,
    fetch: fetchWithoutCookies,
  });
  const api = createHappeningsClient({
    baseUrl: apiUrl,
    getToken: () => session.getToken(),
    fetch: fetchWithoutCookies,
  });
  api.use({
    onResponse({ request, response }) {
      // A 401 to a call that carried the token: the server has ended the session (issue 12: sign out cleanly).
      const sent = BEARER.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
      if (response.status === 401 && sent) session.reportUnauthorized(sent);
      return response;
    },
  });
  const queryClient = makeQueryClient(options.gcTime === undefined ? {} : { gcTime: options.gcTime });
  const location = new LocationPreference(AsyncStorage);
  return { apiUrl, session, api, queryClient, connectivity, location };
}

let current: AppServices | undefined;

export function getAppServices(): AppServices {
  current ??= createAppServices();
  return current;
}

export function setAppServices(services: AppServices): void {
  current = services;
}
