/**
 * "Fill in from a web page" (issue 26 One event from a page): the host pastes the address of the event's page on
 * Eventbrite, Meetup, a venue's site...; the API reads its schema.org Event (POST /api/v1/imports/page) and the
 * form is filled in with it, for the host to check before saving. A page that cannot be used says why.
 */
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './event-editor.module.css';
import type { EventPageDraft } from './event-page-import';

async function importEventPage(url: string): Promise<EventPageDraft> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/imports/page', { body: { url } });
  if (data) return data;
  if (response.status === 401) throw new Error('Your session ended. Sign in again to import.');
  if (response.status === 400) throw new Error('Paste the full address of the page, starting with https://.');
  throw new Error(
    (error as { error?: { message?: string } } | undefined)?.error?.message ?? 'The page could not be read.',
  );
}

export function PageImport({ onImport }: { onImport: (page: EventPageDraft) => void }) {
  const [url, setUrl] = useState('');
  const inputId = useId();
  const statusId = useId();
  const reading = useMutation({ mutationFn: importEventPage, onSuccess: onImport });

  // A form of its own inside the editor's would nest forms: the button submits nothing but this call.
  const read = (event: SyntheticEvent) => {
    event.preventDefault();
    if (url.trim() !== '') reading.mutate(url.trim());
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>Fill in from a web page</label>
      <div className={styles.pageImportRow}>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://www.eventbrite.com/e/…"
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') read(event);
          }}
          aria-describedby={statusId}
        />
        <button type="button" onClick={read} disabled={reading.isPending || url.trim() === ''}>
          {reading.isPending ? 'Reading…' : 'Fill in'}
        </button>
      </div>
      <p id={statusId} className={reading.isError ? styles.fieldError : styles.hint} role="status">
        {reading.isError
          ? reading.error.message
          : reading.isSuccess
            ? 'Filled in from the page: check each field before saving.'
            : 'The event’s page on Eventbrite, Meetup, Ticketmaster or a venue’s site: its name, dates, venue and description fill the form.'}
      </p>
    </div>
  );
}
