'use client';
/**
 * /auth/loading (spec §2 sign-in loading): resolves the new session with GET /api/v2/users/profile and goes on —
 * to onboarding while the profile is not onboarded, else to `next`. A full page load, so the header and every
 * server-rendered part see the new `__session` cookie.
 */
import { useEffect, useState } from 'react';
import { destinationAfterSignIn } from '@/features/auth/sign-in-destination';
import { getBrowserClient } from '@/lib/api-browser';
import authStyles from './auth.module.css';

export function AuthLoading({ next }: { next: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { data, response } = await getBrowserClient().GET('/api/v2/users/profile');
        if (cancelled) return;
        if (response.status === 401) {
          window.location.replace(destinationAfterSignIn(null, next));
          return;
        }
        if (!data) throw new Error(`profile answered ${response.status}`);
        window.location.replace(destinationAfterSignIn(data, next));
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [next]);

  return (
    <div className={authStyles.loading} role="status" aria-live="polite">
      {failed ? (
        <>
          <p>We could not finish signing you in.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        </>
      ) : (
        <>
          <span className={authStyles.spinner} aria-hidden="true" />
          <p>Signing you in…</p>
        </>
      )}
    </div>
  );
}
