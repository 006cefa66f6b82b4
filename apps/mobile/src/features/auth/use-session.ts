/**
 * The session as React state: screens re-render when the person signs in or out.
 */
import { useSyncExternalStore } from 'react';
import { getAppServices } from '../../lib/app-services.ts';
import type { SessionState, StoredSession } from './session.ts';

export function useSessionState(): SessionState {
  const { session } = getAppServices();
  return useSyncExternalStore(session.subscribe, () => session.getState());
}

/** The signed-in session, or null when signed out (or still loading). */
export function useSignedIn(): StoredSession | null {
  const state = useSessionState();
  return state.status === 'signed-in' ? state.session : null;
}
