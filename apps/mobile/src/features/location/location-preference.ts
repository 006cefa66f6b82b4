/**
 * The location the person browses (spec §3, §4: Boston by default). The website keeps it in the `location`
 * cookie; the app keeps it on the device.
 */
import { DEFAULT_LOCATION_SLUG, isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import type { KeyValueStorage } from '../../lib/query-persistence.ts';

const KEY = 'happenings.location';

type Listener = () => void;

export class LocationPreference {
  private slug: LocationSlug = DEFAULT_LOCATION_SLUG;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: KeyValueStorage) {}

  get current(): LocationSlug {
    return this.slug;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async load(): Promise<void> {
    const saved = await this.storage.getItem(KEY).catch(() => null);
    if (saved && isLocationSlug(saved)) this.update(saved);
  }

  async choose(slug: LocationSlug): Promise<void> {
    this.update(slug);
    await this.storage.setItem(KEY, slug).catch(() => undefined);
  }

  private update(slug: LocationSlug): void {
    if (slug === this.slug) return;
    this.slug = slug;
    for (const listener of this.listeners) listener();
  }
}
