'use client';
/**
 * The events a calendar made, each with the fields the calendar may no longer change (issue 26: edits made here
 * are not silently overwritten). A field the host edits here is locked on the next import by itself; unlocking it
 * takes the calendar's value again at the next import; locking one keeps it as it is now.
 */
import { useState } from 'react';
import { type CalendarSourceDetail, type ImportedField, setLocks } from './calendar-api';
import styles from './calendars.module.css';

const FIELDS: ReadonlyArray<{ field: ImportedField; label: string }> = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
  { field: 'schedule', label: 'Dates' },
  { field: 'where', label: 'Place' },
  { field: 'status', label: 'Status' },
];

type ImportedEvent = CalendarSourceDetail['events'][number];

function EventLocks({ sourceId, event }: { sourceId: string; event: ImportedEvent }) {
  const [locked, setLocked] = useState<ImportedField[]>(event.lockedFields);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const name = event.experience?.name ?? event.uid;

  const toggle = async (field: ImportedField, isLocked: boolean) => {
    const next = isLocked ? [...locked, field] : locked.filter((value) => value !== field);
    setIsBusy(true);
    try {
      await setLocks(sourceId, event.id, next);
      setLocked(next);
      setMessage(isLocked ? 'Kept as it is here.' : 'Follows the calendar from the next sync.');
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : 'Not saved.');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <li className={styles.event} data-testid="imported-event">
      <fieldset className={styles.locks} disabled={isBusy || !event.experience}>
        <legend>
          {event.experience ? <a href={`/event/${event.experience.slug}`}>{name}</a> : name}
          {event.removed ? <span className={styles.badge}>left the calendar</span> : null}
        </legend>
        <span className={styles.locksLabel}>Keep my edits of:</span>
        {FIELDS.map(({ field, label }) => (
          <label key={field} className={styles.lock}>
            <input
              type="checkbox"
              checked={locked.includes(field)}
              onChange={(change) => toggle(field, change.target.checked)}
            />{' '}
            {label}
          </label>
        ))}
        <span role="status" className={styles.hint}>
          {message ?? ''}
        </span>
      </fieldset>
    </li>
  );
}

export function ImportedEventsList({ detail }: { detail: CalendarSourceDetail }) {
  if (detail.events.length === 0) return <p className={styles.note}>No events imported yet.</p>;
  return (
    <ul className={styles.events}>
      {detail.events.map((event) => (
        <EventLocks key={event.id} sourceId={detail.id} event={event} />
      ))}
    </ul>
  );
}
