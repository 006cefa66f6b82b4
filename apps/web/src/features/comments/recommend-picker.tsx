'use client';
/**
 * "Recommend an experience or place" inside the answer composer (issue: recommend from search results): a search
 * field over GET /api/v1/search (experiences and places of the location), its results as a list of buttons, and
 * the chosen one shown with a button to remove it. Plain buttons rather than a combobox: every step is reachable
 * with Tab and announced by its name.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './comments.module.css';
import type { RecommendsInput } from './use-comments';

export interface RecommendedChoice extends RecommendsInput {
  name: string;
  detail: string | null;
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 5;

export function RecommendPicker({
  location,
  value,
  onChange,
}: {
  location: string;
  value: RecommendedChoice | null;
  onChange: (choice: RecommendedChoice | null) => void;
}) {
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ['recommend-search', location, query],
    enabled: query.length >= 2 && !value,
    queryFn: async (): Promise<RecommendedChoice[]> => {
      const { data } = await getBrowserClient().GET('/api/v1/search', {
        params: { query: { q: query, location, type: 'all', limit: RESULTS } },
      });
      const experiences = (data?.experiences?.items ?? []).flatMap((item) =>
        item
          ? [
              {
                itemType: 'experience' as const,
                itemId: item.id,
                name: item.name,
                detail: item.schedule.text && item.schedule.text !== '--' ? item.schedule.text : null,
              },
            ]
          : [],
      );
      const places = (data?.places?.items ?? []).map((item) => ({
        itemType: 'place' as const,
        itemId: item.id,
        name: item.name,
        detail: item.address ?? item.city ?? null,
      }));
      return [...experiences, ...places].slice(0, RESULTS * 2);
    },
  });

  if (value) {
    return (
      <div className={styles.recommendChosen} data-testid="recommend-chosen">
        <span>
          Recommending <strong>{value.name}</strong>
          <span className={styles.muted}> · {value.itemType === 'experience' ? 'Event' : 'Place'}</span>
        </span>
        <button type="button" className="button button-secondary" onClick={() => onChange(null)}>
          Remove<span className="visually-hidden"> {value.name}</span>
        </button>
      </div>
    );
  }

  const items = results.data ?? [];
  return (
    <div className={styles.recommendPicker}>
      <label htmlFor={inputId} className={styles.label}>
        Recommend an event or place <span className={styles.muted}>(optional)</span>
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search events and places"
        autoComplete="off"
        aria-describedby={resultsId}
      />
      <div id={resultsId} aria-live="polite" className={styles.recommendResults}>
        {query.length >= 2 && results.isSuccess ? (
          items.length > 0 ? (
            <ul className={styles.plainList} aria-label="Search results">
              {items.map((item) => (
                <li key={`${item.itemType}:${item.itemId}`}>
                  <button type="button" className={styles.recommendOption} onClick={() => onChange(item)}>
                    <strong>{item.name}</strong>
                    <span className={styles.muted}>
                      {item.itemType === 'experience' ? 'Event' : 'Place'}
                      {item.detail ? ` · ${item.detail}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>Nothing found for “{query}”.</p>
          )
        ) : null}
      </div>
    </div>
  );
}
