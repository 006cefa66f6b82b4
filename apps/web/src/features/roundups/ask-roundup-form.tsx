'use client';
/**
 * "Ask the community": a roundup's question, an optional description and its location (the visitor's by
 * default), posted to POST /api/v1/crowd-sourced-roundups; the new roundup's page opens once it is asked. The
 * API's refusal is shown beside the field it names, and read out (role="alert").
 */
import { ROUNDUP_DESCRIPTION_MAX_LENGTH, ROUNDUP_TITLE_MAX_LENGTH } from '@happenings/domain/constants';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useLocation } from '@/features/location/location-context';
import { getBrowserClient } from '@/lib/api-browser';
import { type RoundupField, type RoundupRefusal, readRoundupRefusal } from './roundup-refusal';
import styles from './roundups.module.css';

export function AskRoundupForm() {
  const router = useRouter();
  const { location: active } = useLocation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState<LocationSlug>(active.slug);
  const [error, setError] = useState<RoundupRefusal | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError({ field: 'title', message: 'Ask a question first.' });
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      const {
        data,
        error: refusal,
        response,
      } = await getBrowserClient().POST('/api/v1/crowd-sourced-roundups', {
        body: { title, location, ...(description.trim() ? { description } : {}) },
      });
      if (response.status === 401) {
        router.push('/login?next=%2Froundup%2Fask');
        return;
      }
      if (!data) {
        setError(readRoundupRefusal(refusal, 'Your question was not posted. Try again.'));
        return;
      }
      router.push(`/roundup/${data.slug}`);
    } catch {
      setError({
        field: 'form',
        message: 'Your question was not posted. Check your connection and try again.',
      });
    } finally {
      setIsSaving(false);
    }
  };

  const errorFor = (field: RoundupField) => (error?.field === field ? error.message : '');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="roundup-title" className={styles.label}>
          Your question
        </label>
        <p id="roundup-title-hint" className={styles.hint}>
          For example: Best late-night ramen near Central Square? ({ROUNDUP_TITLE_MAX_LENGTH - title.length}{' '}
          characters left)
        </p>
        <input
          id="roundup-title"
          className={styles.input}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={ROUNDUP_TITLE_MAX_LENGTH}
          aria-describedby="roundup-title-hint roundup-title-error"
          aria-invalid={error?.field === 'title' ? true : undefined}
          required
        />
        <p id="roundup-title-error" className={styles.error}>
          {errorFor('title')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="roundup-description" className={styles.label}>
          Details <span className={styles.hint}>(optional)</span>
        </label>
        <textarea
          id="roundup-description"
          className={styles.input}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={ROUNDUP_DESCRIPTION_MAX_LENGTH}
          aria-describedby="roundup-description-error"
          aria-invalid={error?.field === 'description' ? true : undefined}
        />
        <p id="roundup-description-error" className={styles.error}>
          {errorFor('description')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="roundup-location" className={styles.label}>
          Where
        </label>
        <select
          id="roundup-location"
          className={styles.input}
          value={location}
          onChange={(event) => setLocation(event.target.value as LocationSlug)}
          aria-invalid={error?.field === 'location' ? true : undefined}
        >
          {LOCATION_LIST.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <p role="alert" className={styles.error}>
        {error ? error.message : ''}
      </p>
      <div>
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Posting…' : 'Ask the community'}
        </button>
      </div>
    </form>
  );
}
