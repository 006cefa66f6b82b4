'use client';
/**
 * Connecting a calendar (issue 26 Connect a calendar): the address of a calendar feed (Google Calendar's "secret
 * address in iCal format", Outlook's published ICS link, Apple's public calendar, Meetup's or a venue's .ics
 * link; https:// or webcal://) or an .ics file. The first import runs at once and its report is shown on the
 * calendar's card; a feed is then fetched again every hour.
 */
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { type CalendarOwner, connectFeed, uploadFile } from './calendar-api';
import styles from './calendars.module.css';

export interface OwnerChoice {
  value: string;
  label: string;
  owner: CalendarOwner;
}

export function ConnectCalendarForm({ owners }: { owners: OwnerChoice[] }) {
  const router = useRouter();
  const toast = useToast();
  const [mode, setMode] = useState<'url' | 'file'>('url');
  const [ownerValue, setOwnerValue] = useState(owners[0]?.value ?? '');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const ids = { owner: useId(), url: useId(), file: useId(), status: useId() };
  const owner = owners.find((choice) => choice.value === ownerValue)?.owner;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!owner) return;
    setError(null);
    setIsBusy(true);
    try {
      const source =
        mode === 'url' ? await connectFeed(owner, url.trim()) : file ? await uploadFile(owner, file) : null;
      if (!source) return;
      const run = source.lastRun;
      toast.show({
        type: 'success',
        title: `${source.name} is connected`,
        description: run ? `${run.created} events imported, ${run.skipped} skipped.` : undefined,
      });
      setUrl('');
      setFile(null);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The calendar could not be connected.');
    } finally {
      setIsBusy(false);
    }
  };

  if (owners.length === 0) {
    return (
      <p className={styles.note}>
        Calendars are connected to a host or a venue you manage. You have none yet: create your host page
        first.
      </p>
    );
  }

  return (
    <form className={styles.connect} onSubmit={submit} aria-describedby={ids.status}>
      <h2 className={styles.sectionTitle}>Connect a calendar</h2>
      {owners.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={ids.owner}>Whose events</label>
          <select id={ids.owner} value={ownerValue} onChange={(event) => setOwnerValue(event.target.value)}>
            {owners.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.note}>
          Events will be added to <strong>{owners[0]?.label}</strong>.
        </p>
      )}
      <fieldset className={styles.modes}>
        <legend>Where the calendar is</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'url'} onChange={() => setMode('url')} /> At an
          address
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'file'} onChange={() => setMode('file')} /> In an
          .ics file
        </label>
      </fieldset>
      {mode === 'url' ? (
        <div className={styles.field}>
          <label htmlFor={ids.url}>Calendar address</label>
          <input
            id={ids.url}
            type="url"
            inputMode="url"
            required
            value={url}
            placeholder="webcal://… or https://…/calendar.ics"
            onChange={(event) => setUrl(event.target.value)}
          />
          <p className={styles.hint}>
            In Google Calendar: Settings › your calendar › “Public address in iCal format”. In Outlook:
            Publish a calendar › ICS link. Kept in sync every hour.
          </p>
        </div>
      ) : (
        <div className={styles.field}>
          <label htmlFor={ids.file}>Calendar file (.ics, up to 1 MB)</label>
          <input
            id={ids.file}
            type="file"
            accept=".ics,text/calendar"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className={styles.hint}>A file is imported once; upload a new version to update its events.</p>
        </div>
      )}
      <p id={ids.status} role="status" className={error ? styles.error : styles.hint}>
        {error ?? (isBusy ? 'Importing… a large calendar can take a minute.' : '')}
      </p>
      <button type="submit" className="button" disabled={isBusy || !owner}>
        {isBusy ? 'Importing…' : mode === 'url' ? 'Connect calendar' : 'Import file'}
      </button>
    </form>
  );
}
