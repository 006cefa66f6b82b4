import { useEffect, useState } from 'react';

/** The time, renewed every minute, so schedule lines ('Today at…', 'Open now') follow the clock. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
