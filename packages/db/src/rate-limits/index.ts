export { hitRateLimit, type RateLimitHit } from './rate-limits.queries.ts';
export { rateLimits } from './rate-limits.table.ts';
