/**
 * The analytics configuration handed to the browser: the provider from the environment (env.ts) and the
 * dimension keys of spec §9 (ANALYTICS_DIMENSIONS), read here on the server so the browser needs no domain import.
 */
import 'server-only';
import { ANALYTICS_DIMENSIONS } from '@happenings/domain/constants';
import type { AnalyticsConfig } from '@/lib/analytics';
import { getServerEnv } from '@/lib/env';

export function getAnalyticsConfig(): AnalyticsConfig {
  return { ...getServerEnv().analytics, dimensions: ANALYTICS_DIMENSIONS };
}
