'use client';
/**
 * The streams could not be loaded: say so and offer a retry (re-renders the page on the server).
 */
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import styles from './streams.module.css';

export function StreamsError({ message = 'We could not load events right now.' }: { message?: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <div className={styles.error} role="alert">
      <h2>Something went wrong</h2>
      <p>{message} Please try again in a moment.</p>
      <button
        type="button"
        className="button"
        disabled={isPending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {isPending ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
