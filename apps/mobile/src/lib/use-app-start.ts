/**
 * Starting the app: read the stored session, the chosen location and the saved query cache before the first
 * screen renders (so it shows the last data at once, online or not), then keep saving the cache, follow the
 * network, and check a stored session with the server once (it may have been ended elsewhere).
 */
import { useEffect, useState } from 'react';
import type { AppServices } from './app-services.ts';
import { persistQueryCache, restoreQueryCache } from './query-persistence.ts';

export function useAppStart(services: AppServices): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let stopPersisting: (() => void) | undefined;
    const stopWatching = services.connectivity.watchNetwork();
    void Promise.allSettled([
      services.session.load(),
      services.location.load(),
      restoreQueryCache(services.queryClient),
    ]).then(() => {
      if (cancelled) return;
      stopPersisting = persistQueryCache(services.queryClient);
      setReady(true);
      if (services.session.getState().status === 'signed-in') void services.session.refresh();
    });
    return () => {
      cancelled = true;
      stopWatching();
      stopPersisting?.();
    };
  }, [services]);
  return ready;
}
