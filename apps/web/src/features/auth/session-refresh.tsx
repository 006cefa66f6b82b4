'use client';
/**
 * Keeps the website's session cookie fresh (spec §9: refresh when under 300000 ms remain): a timer fires when the
 * session is that close to its end and calls POST /api/next/refresh-auth-cookies, which checks the session with
 * the API and sets the cookie again. Rendered by the account menu for signed-in visitors. The margin is
 * ACCESS_TOKEN_REFRESH_MARGIN_MS, passed down from the server (the site header) so that the browser does not load
 * @happenings/domain/constants, whose toast module holds a zod schema.
 */
import { useEffect } from 'react';

/** Milliseconds to wait before refreshing a session that ends at `expiresAt`, `marginMs` ahead; 0 = now. */
export function refreshDelayMs(expiresAt: string, nowMs: number, marginMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - nowMs - marginMs);
}

/** setTimeout cannot wait longer than 2^31 - 1 ms (24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

export function SessionRefresh({ expiresAt, marginMs }: { expiresAt: string | null; marginMs: number }) {
  useEffect(() => {
    if (!expiresAt) return;
    const delay = refreshDelayMs(expiresAt, Date.now(), marginMs);
    if (delay > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => {
      void fetch('/api/next/refresh-auth-cookies', { method: 'POST', credentials: 'same-origin' });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, marginMs]);
  return null;
}
