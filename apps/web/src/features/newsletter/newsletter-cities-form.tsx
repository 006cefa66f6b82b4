'use client';
/**
 * Issue 27: a checkbox per city whose newsletter the address receives, with Save (and, from an issue's manage
 * link, "Unsubscribe from all"). Used by /account/edit (signed in) and /newsletter/manage?token=… (signed out).
 */
import { LOCATION_SLUGS, LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  loadManagedNewsletterCities,
  loadMyNewsletterCities,
  NewsletterError,
  saveManagedNewsletterCities,
  saveMyNewsletterCities,
} from '@/features/newsletter/newsletter.data';
import styles from './newsletter-form.module.css';

type Source = { kind: 'member' } | { kind: 'token'; token: string };

const STATUS_TEXT = {
  subscribed: 'subscribed',
  pending: 'waiting for you to confirm by e-mail',
  none: '',
} as const;

const errorText = (error: unknown) =>
  error instanceof NewsletterError ? error.message : error ? 'Something went wrong. Please try again.' : null;

export function NewsletterCitiesForm({ source }: { source: Source }) {
  const queryKey = ['newsletter-cities', source.kind === 'token' ? source.token : 'me'];
  const client = useQueryClient();
  const load = useQuery({
    queryKey,
    queryFn: () =>
      source.kind === 'token' ? loadManagedNewsletterCities(source.token) : loadMyNewsletterCities(),
  });
  const [chosen, setChosen] = useState<Set<LocationSlug>>(new Set());
  const [saved, setSaved] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (load.data) {
      setChosen(new Set(load.data.locations.filter((l) => l.status !== 'none').map((l) => l.location)));
    }
  }, [load.data]);
  const save = useMutation({
    mutationFn: (locations: LocationSlug[]) =>
      source.kind === 'token'
        ? saveManagedNewsletterCities(source.token, locations)
        : saveMyNewsletterCities(locations),
    onSuccess: (data, locations) => {
      client.setQueryData(queryKey, data);
      setSaved(
        locations.length === 0
          ? 'You are unsubscribed from every city.'
          : 'Your newsletter choices are saved.',
      );
    },
  });

  if (load.isPending) return <p>Loading your newsletter choices…</p>;
  if (load.error) return <p role="alert">{errorText(load.error)}</p>;

  const submit = (locations: LocationSlug[]) => {
    setSaved(null);
    save.mutate(locations);
  };
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit(LOCATION_SLUGS.filter((slug) => chosen.has(slug)));
      }}
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend id={headingId} style={{ overflowWrap: 'anywhere' }}>
          Weekly newsletter for <strong>{load.data.email}</strong>
        </legend>
        {load.data.locations.map(({ location, status }) => (
          <label key={location} style={{ display: 'block', marginBlock: '0.5rem' }}>
            <input
              type="checkbox"
              name="locations"
              value={location}
              checked={chosen.has(location)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(location);
                else next.delete(location);
                setChosen(next);
              }}
            />{' '}
            {LOCATIONS[location].name}
            {STATUS_TEXT[status] ? <span> ({STATUS_TEXT[status]})</span> : null}
          </label>
        ))}
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save newsletter choices'}
        </button>
        {source.kind === 'token' ? (
          <button type="button" className="button" disabled={save.isPending} onClick={() => submit([])}>
            Unsubscribe from all
          </button>
        ) : null}
      </div>
      <p role="status">{saved}</p>
      <p className={styles.error} role="alert">
        {errorText(save.error)}
      </p>
    </form>
  );
}
