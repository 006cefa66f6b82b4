'use client';
/**
 * The search form: words, the date filter (presets or two dates) and category chips. It is a plain GET form
 * to /search (works without JavaScript); with JavaScript every change applies at once.
 */
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from '@/features/location/location-context';
import { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from './date-filter';
import { useSearch } from './search-context';
import styles from './search-form.module.css';
import type { SearchState } from './search-params';

export interface CategoryOption {
  slug: string;
  name: string;
}

export function SearchForm({ categories }: { categories: readonly CategoryOption[] }) {
  const { state, navigate } = useSearch();
  const { setLocation } = useLocation();
  const [q, setQ] = useState(state.q);
  const [when, setWhen] = useState<DatePreset>(state.when);
  const [from, setFrom] = useState(state.from ?? '');
  const [to, setTo] = useState(state.to ?? '');
  const id = useId();

  // A link (a suggestion, the back button) changes the search under the form: follow it.
  useEffect(() => {
    setQ(state.q);
    setWhen(state.when);
    setFrom(state.from ?? '');
    setTo(state.to ?? '');
  }, [state.q, state.when, state.from, state.to]);

  const apply = (changes: Partial<SearchState>) => navigate({ ...state, q, ...changes });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: q.trim(), when, from: from || null, to: to || null });
  };

  const chooseWhen = (preset: DatePreset) => {
    setWhen(preset);
    // A custom range waits for its dates; the presets apply at once.
    if (preset !== 'custom') apply({ when: preset, from: null, to: null });
    else if (from) apply({ when: preset, from, to: to || null });
  };

  const changeRange = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom) apply({ when: 'custom', from: nextFrom, to: nextTo || null });
  };

  const toggleCategory = (slug: string, checked: boolean) => {
    const next = checked ? [...state.categories, slug] : state.categories.filter((item) => item !== slug);
    apply({ categories: [...new Set(next)].sort() });
  };

  const changeLocation = (slug: LocationSlug) => {
    // The cookie remembers the choice (spec §4); the address carries it until the context catches up.
    setLocation(slug);
    apply({ location: slug });
  };

  return (
    <search>
      <form className={styles.form} action="/search" method="get" onSubmit={onSubmit}>
        <div className={styles.queryRow}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            Search events, places and people
          </label>
          <div className={styles.queryField}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.queryIcon}>
              <path
                fill="currentColor"
                d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
              />
            </svg>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Try “jazz this weekend” or “markets in Cambridge”"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className={styles.queryInput}
            />
          </div>
          <div className={styles.locationField}>
            <label htmlFor={`${id}-location`} className="visually-hidden">
              Location
            </label>
            <select
              id={`${id}-location`}
              name="location"
              value={state.location}
              onChange={(event) => changeLocation(event.target.value as LocationSlug)}
              className={styles.select}
            >
              {LOCATION_LIST.map((location) => (
                <option key={location.slug} value={location.slug}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`button ${styles.submit}`}>
            Search
          </button>
        </div>

        {state.tab !== 'events' ? <input type="hidden" name="tab" value={state.tab} /> : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Date</legend>
          <div className={styles.chips}>
            {DATE_PRESETS.map((preset) => (
              <label key={preset} className={styles.chip}>
                <input
                  type="radio"
                  name="when"
                  value={preset}
                  checked={when === preset}
                  onChange={() => chooseWhen(preset)}
                  className={styles.chipInput}
                />
                <span className={styles.chipLabel}>{DATE_PRESET_LABELS[preset]}</span>
              </label>
            ))}
          </div>
          <div className={styles.range}>
            <label className={styles.dateField}>
              <span>From</span>
              <input
                type="date"
                name="from"
                value={from}
                onChange={(event) => changeRange(event.target.value, to)}
                className={styles.dateInput}
              />
            </label>
            <label className={styles.dateField}>
              <span>To</span>
              <input
                type="date"
                name="to"
                value={to}
                min={from || undefined}
                onChange={(event) => changeRange(from, event.target.value)}
                className={styles.dateInput}
              />
            </label>
          </div>
        </fieldset>

        {categories.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Categories</legend>
            <div className={styles.chips}>
              {categories.map((category) => (
                <label key={category.slug} className={styles.chip}>
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.slug}
                    checked={state.categories.includes(category.slug)}
                    onChange={(event) => toggleCategory(category.slug, event.target.checked)}
                    className={styles.chipInput}
                  />
                  <span className={styles.chipLabel}>{category.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </form>
    </search>
  );
}
