'use client';
/**
 * Seconds left until a moment (resend cooldowns), ticking once a second; 0 when it has passed.
 */
import { useEffect, useState } from 'react';

export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(untilMs, now);
  useEffect(() => {
    // A new deadline counts from now, not from when this component first rendered.
    if (untilMs !== null) setNow(Date.now());
  }, [untilMs]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
