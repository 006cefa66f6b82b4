/**
 * "Calendars" (/account/calendars, and /admin/calendars for editors): a host's calendars connected to the guide,
 * each with its last report, and the form that connects another (issue 26 Connect a calendar).
 */

import { CalendarSourceCard } from './calendar-source-card';
import type { CalendarList } from './calendars.data';
import styles from './calendars.module.css';
import { ConnectCalendarForm, type OwnerChoice } from './connect-calendar-form';

/** The hosts and venues the visitor may add to: their own, or for an editor those given (`extraOwners`). */
export function ownerChoices(list: CalendarList, extraOwners: OwnerChoice[] = []): OwnerChoice[] {
  const own: OwnerChoice[] = [
    ...list.owners.hosts.map((host) => ({
      value: `host:${host.id}`,
      label: host.name,
      owner: { hostId: host.id },
    })),
    ...list.owners.places.map((place) => ({
      value: `place:${place.id}`,
      label: `${place.name} (venue)`,
      owner: { placeId: place.id },
    })),
  ];
  const seen = new Set(own.map((choice) => choice.value));
  return [...own, ...extraOwners.filter((choice) => !seen.has(choice.value))];
}

export function CalendarsPage({
  list,
  title = 'Calendars',
  extraOwners = [],
}: {
  list: CalendarList;
  title?: string;
  extraOwners?: OwnerChoice[];
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        Keep your events in Google Calendar, Outlook, Apple Calendar or Meetup? Connect the calendar and its
        events appear here, kept in sync every hour. Changes you make here are kept: the calendar no longer
        changes a field you edited.
      </p>
      <div className={styles.layout}>
        <ConnectCalendarForm owners={ownerChoices(list, extraOwners)} />
        <section aria-labelledby="connected-calendars" className={styles.sources}>
          <h2 id="connected-calendars" className={styles.sectionTitle}>
            Connected calendars
          </h2>
          {list.items.length === 0 ? (
            <p className={styles.note}>No calendar connected yet.</p>
          ) : (
            <ul className={styles.cards}>
              {list.items.map((source) => (
                <CalendarSourceCard key={source.id} source={source} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
