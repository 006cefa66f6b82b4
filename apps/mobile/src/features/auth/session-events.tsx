/**
 * What the app does when the session changes: a sign-in or a sign-out drops the cached data of the previous
 * person (on the device too) and refetches what is on screen; a session the server ended says so in a toast
 * (issue 12: a 401 from any call signs the user out cleanly with a toast).
 */
import { useEffect } from 'react';
import { getAppServices } from '../../lib/app-services.ts';
import { clearPersistedQueryCache } from '../../lib/query-persistence.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { SessionState } from './session.ts';

export const SESSION_ENDED_TOAST = {
  title: 'You have been signed out',
  description: 'Your session ended. Sign in again to carry on.',
  type: 'warning',
} as const;

export function SessionEvents() {
  const toast = useToast();
  useEffect(() => {
    const { session, queryClient } = getAppServices();
    let previous: SessionState['status'] = session.getState().status;
    return session.subscribe((state) => {
      const was = previous;
      previous = state.status;
      if (was === 'loading' || was === state.status) return;
      if (state.status === 'signed-out') void clearPersistedQueryCache();
      void queryClient.resetQueries();
      if (state.status === 'signed-out' && state.reason === 'expired') toast.show(SESSION_ENDED_TOAST);
    });
  }, [toast]);
  return null;
}
