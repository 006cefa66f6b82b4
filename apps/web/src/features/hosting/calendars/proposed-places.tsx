'use client';
/**
 * Places the calendar names that the guide does not know yet (LOCATION matched no place by name and address): the
 * host checks the name and address and adds the place; the events at that location then show it, with its map.
 */
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { type CalendarSource, confirmPlace } from './calendar-api';
import styles from './calendars.module.css';

type Proposal = CalendarSource['proposedPlaces'][number];

function ProposedPlaceForm({ sourceId, proposal }: { sourceId: string; proposal: Proposal }) {
  const router = useRouter();
  const [name, setName] = useState(proposal.name);
  const [address, setAddress] = useState(proposal.address ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const ids = { name: useId(), address: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      await confirmPlace(sourceId, {
        location: proposal.location,
        name: name.trim(),
        address: address.trim() || null,
        lat: proposal.lat,
        lng: proposal.lng,
      });
      router.refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The place could not be added.');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <li className={styles.proposal}>
      <form onSubmit={submit} aria-label={`New place: ${proposal.location}`}>
        <p className={styles.note}>
          “{proposal.location}” ({proposal.events} {proposal.events === 1 ? 'event' : 'events'})
        </p>
        <div className={styles.proposalFields}>
          <div className={styles.field}>
            <label htmlFor={ids.name}>Place name</label>
            <input id={ids.name} required value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.address}>Street address</label>
            <input id={ids.address} value={address} onChange={(event) => setAddress(event.target.value)} />
          </div>
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-secondary" disabled={isBusy || name.trim() === ''}>
          Add this place
        </button>
      </form>
    </li>
  );
}

export function ProposedPlaces({ source }: { source: CalendarSource }) {
  if (source.proposedPlaces.length === 0) return null;
  return (
    <section className={styles.proposals} aria-label="New places to confirm">
      <h4 className={styles.subTitle}>New places to confirm</h4>
      <ul>
        {source.proposedPlaces.map((proposal) => (
          <ProposedPlaceForm key={proposal.location} sourceId={source.id} proposal={proposal} />
        ))}
      </ul>
    </section>
  );
}
