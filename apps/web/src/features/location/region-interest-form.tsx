'use client';
/**
 * "Tell me when you launch here" for a location the app does not serve yet (spec §2 /{location}, spec §7
 * POST /api/next/region-interest): one labelled e-mail field, success and error announced politely.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styles from './location-page.module.css';

async function registerInterest(input: { email: string; region: LocationSlug }): Promise<void> {
  const response = await fetch('/api/next/region-interest', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(
    response.status === 400 && body?.error?.message
      ? body.error.message
      : 'We could not save your e-mail. Please try again.',
  );
}

export function RegionInterestForm({ region, regionName }: { region: LocationSlug; regionName: string }) {
  const [email, setEmail] = useState('');
  const ids = { email: useId(), hint: useId(), status: useId() };
  const mutation = useMutation({ mutationFn: registerInterest });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ email: email.trim(), region });
  };

  return (
    <div className={styles.formWrap}>
      <div aria-live="polite" id={ids.status}>
        {mutation.isSuccess ? (
          <p className={styles.success}>
            Thanks! We will e-mail <strong>{mutation.variables.email}</strong> as soon as Happenings launches
            in {regionName}.
          </p>
        ) : null}
      </div>
      {mutation.isSuccess ? null : (
        <form className={styles.form} onSubmit={onSubmit} aria-describedby={ids.hint}>
          <label htmlFor={ids.email} className={styles.label}>
            E-mail address
          </label>
          <p id={ids.hint} className={styles.hint}>
            We will write once, when the app is ready for {regionName}.
          </p>
          <div className={styles.inputRow}>
            <input
              id={ids.email}
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={mutation.isError || undefined}
              aria-errormessage={mutation.isError ? `${ids.status}-error` : undefined}
              className={styles.input}
            />
            <button type="submit" className="button" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending…' : 'Notify me'}
            </button>
          </div>
          <p id={`${ids.status}-error`} className={styles.error} role="alert">
            {mutation.error ? mutation.error.message : null}
          </p>
        </form>
      )}
    </div>
  );
}
