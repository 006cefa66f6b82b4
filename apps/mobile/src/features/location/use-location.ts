import { getLocation, type Location } from '@happenings/domain/locations';
import { useSyncExternalStore } from 'react';
import { getAppServices } from '../../lib/app-services.ts';

/** The location being browsed, with its details (name, isAppSupported...). */
export function useLocation(): Location {
  const { location } = getAppServices();
  const slug = useSyncExternalStore(location.subscribe, () => location.current);
  return getLocation(slug);
}
