'use client';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from '@/features/location/location-context';
import { NewsletterError, subscribeToNewsletter } from '@/features/newsletter/newsletter.data';
import styles from './newsletter-form.module.css';

export function NewsletterForm() {
  const { location } = useLocation();
  const [email, setEmail] = useState('');
  const [city, setCity] = useState<LocationSlug>(location.slug);
  const ids = { email: useId(), city: useId(), status: useId() };
  const subscription = useMutation({ mutationFn: subscribeToNewsletter });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscription.mutate({ email: email.trim(), location: city });
  };

  if (subscription.isSuccess) {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>Check your inbox to confirm</p>
        <p>
          We sent a link to <strong>{subscription.variables.email}</strong>. Follow it to start getting the{' '}
          {LOCATION_LIST.find((option) => option.slug === city)?.name ?? 'city'} newsletter: nothing is sent
          until you do. You can unsubscribe from any issue.
        </p>
      </div>
    );
  }

  const errorMessage =
    subscription.error instanceof NewsletterError
      ? subscription.error.message
      : subscription.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate={false} aria-describedby={ids.status}>
      <div className={styles.field}>
        <label htmlFor={ids.email}>E-mail address</label>
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
          aria-invalid={errorMessage ? true : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.city}>City</label>
        <select
          id={ids.city}
          name="location"
          value={city}
          onChange={(e) => setCity(e.target.value as LocationSlug)}
        >
          {LOCATION_LIST.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={subscription.isPending}>
        {subscription.isPending ? 'Subscribing…' : 'Subscribe'}
      </button>
      <p id={ids.status} className={styles.error} role="alert">
        {errorMessage}
      </p>
    </form>
  );
}
