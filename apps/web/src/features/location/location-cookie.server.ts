/**
 * The active location as the server sees it: the `location` cookie (either spelling), else the default (spec §4).
 */
import 'server-only';
import {
  DEFAULT_LOCATION_SLUG,
  LOCATION_COOKIE,
  type LocationSlug,
  resolveLocationSlug,
} from '@happenings/domain/locations';
import { cookies } from 'next/headers';

export async function readLocationSlug(): Promise<LocationSlug> {
  const value = (await cookies()).get(LOCATION_COOKIE.name)?.value;
  return resolveLocationSlug(value) ?? DEFAULT_LOCATION_SLUG;
}
