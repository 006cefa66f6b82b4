/**
 * The cookie that keeps the active location (spec §4, §9).
 */
import { DEFAULT_LOCATION_SLUG } from './locations.ts';

/** spec §4: cookie 'location', max age 31536000 s (one year), path /, default boston-ma. */
export const LOCATION_COOKIE = {
  name: 'location',
  maxAgeSeconds: 31_536_000,
  path: '/',
  defaultValue: DEFAULT_LOCATION_SLUG,
} as const;
