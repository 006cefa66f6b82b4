'use client';
/**
 * Keeps the website's session cookie fresh (spec §9: refresh when under 300000 ms remain): a timer fires when the
 * session is that close to its end and calls POST /api/next/refresh-auth-cookies, which checks the session with
 * the API and sets the cookie again. Rendered by the account menu for signed-in visitors.
 */
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '@happenings/domain/constants';
import { useEffect } from 'react';

/** Milliseconds to wait before refreshing a session that ends at `expiresAt`; 0 = now. */
export function refreshDelayMs(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - nowMs - ACCESS_TOKEN_REFRESH_MARGIN_MS);
}

/** setTimeout cannot wait longer than 2^31 - 1 ms (24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

export function SessionRefresh({ expiresAt }: { expiresAt: string | null }) {
  useEffect(() => {
    if (!expiresAt) return;
    const delay = refreshDelayMs(expiresAt, Date.now());
    if (delay > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => {
      void fetch('/api/next/refresh-auth-cookies', { method: 'POST', credentials: 'same-origin' });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
