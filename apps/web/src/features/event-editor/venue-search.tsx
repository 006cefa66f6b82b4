'use client';
/**
 * Venue search: finds existing places of the location (GET /api/v1/search?type=places) so a host can fill the
 * venue, address and map position in one step. Results are a list of buttons, announced politely.
 */
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './event-editor.module.css';

type Place = NonNullable<components['schemas']['SearchResult']['places']>['items'][number];

/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

export const venueSearchQueryKey = (location: LocationSlug, q: string) =>
  ['venue-search', location, q] as const;

function useVenueSearch(location: LocationSlug, q: string) {
  return useQuery({
    queryKey: venueSearchQueryKey(location, q),
    enabled: q.length >= 2,
    queryFn: async (): Promise<Place[]> => {
      const { data } = await getBrowserClient().GET('/api/v1/search', {
        params: { query: { q, location, type: 'places', limit: 6 } },
      });
      return data?.places?.items ?? [];
    },
  });
}

export function VenueSearch({
  location,
  onPick,
}: {
  location: LocationSlug;
  onPick: (place: Place) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useVenueSearch(location, q);
  const places = q.length >= 2 ? (search.data ?? []) : [];
  const status =
    q.length < 2
      ? ''
      : search.isFetching
        ? 'Searching venues…'
        : places.length === 0
          ? 'No venue found: fill in the fields below.'
          : `${places.length} ${places.length === 1 ? 'venue' : 'venues'} found`;

  return (
    <div className={styles.field}>
      <label htmlFor="event-venue-search">Find a venue</label>
      <input
        id="event-venue-search"
        type="search"
        autoComplete="off"
        placeholder="Search places we know, like “Brattle”"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="event-venue-search-status"
      />
      <p id="event-venue-search-status" className={styles.hint} aria-live="polite">
        {status}
      </p>
      {places.length > 0 ? (
        <ul className={styles.venueResults} aria-label="Venues">
          {places.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className={styles.venueResult}
                onClick={() => {
                  onPick(place);
                  setText('');
                  setQ('');
                }}
              >
                <span className={styles.venueName}>{place.name}</span>
                <span className={styles.venueAddress}>
                  {[place.address, place.city].filter(Boolean).join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
