/**
 * NEWSLETTER_SEND_RATE across every process: messages are paid for from one counter per second in the rate
 * limiter's store (PostgreSQL when the API runs on a server database, which every process shares; memory on the
 * embedded single-process set-up). Tokens are taken a few at a time so a fast sender asks the store a few dozen
 * times a second, not once per message.
 */
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

export interface SendThrottle {
  /** Resolves when one more message may go. */
  take(): Promise<void>;
}

const KEY = 'newsletter-send-rate';
const WINDOW_MS = 1000;

export function createSendThrottle(options: {
  rateLimiter: RateLimiter;
  /** Messages per second. */
  rate: number;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): SendThrottle {
  const { rateLimiter, rate } = options;
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // A tenth of a second's worth at a time: at most that much of the rate idles in a process that stops.
  const chunk = Math.max(1, Math.floor(rate / 10));
  const rule = { limit: Math.max(1, Math.floor(rate)), windowMs: WINDOW_MS };
  let tokens = 0;
  return {
    async take() {
      while (tokens === 0) {
        const decision = await rateLimiter.consume(KEY, rule, chunk);
        if (decision.allowed) {
          tokens = chunk;
          break;
        }
        // Until the next second's window (the store's window starts at its first hit, so wait a share of it).
        await sleep(Math.max(10, WINDOW_MS - (clock() % WINDOW_MS)));
      }
      tokens -= 1;
    },
  };
}
