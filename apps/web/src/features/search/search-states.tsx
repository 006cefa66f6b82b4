'use client';
/**
 * The search page's client bits around the results: the error state with a retry and the analytics event
 * (the query and how many results were shown; spec §9 search page dimension).
 */
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { type AnalyticsConfig, trackSearch } from '@/lib/analytics';
import styles from './search-page.module.css';

export function SearchError() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <div className={styles.message} role="alert">
      <h2 className={styles.messageTitle}>Search is not answering right now</h2>
      <p>Your filters are kept. Try again in a moment.</p>
      <button
        type="button"
        className="button"
        disabled={isPending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {isPending ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

export function SearchAnalyticsReporter({
  config,
  query,
  resultCount,
  hasMore,
}: {
  config: AnalyticsConfig;
  query: string;
  resultCount: number;
  hasMore: boolean;
}) {
  useEffect(() => {
    trackSearch(config, { query, resultCount, hasMore });
  }, [config, query, resultCount, hasMore]);
  return null;
}
