'use client';
/**
 * One connected calendar on the Calendars screen: where it comes from, when it was and will be synced, its last
 * report, "Sync now" (a feed) or a new upload (a file), the places to confirm, its events with their locks, and
 * removing it (its events stay on the guide).
 */
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import {
  type CalendarSource,
  type CalendarSourceDetail,
  loadDetail,
  removeCalendar,
  syncNow,
} from './calendar-api';
import { CalendarReport, formatWhen } from './calendar-report';
import styles from './calendars.module.css';
import { ImportedEventsList } from './imported-events-list';
import { ProposedPlaces } from './proposed-places';

async function uploadNewVersion(id: string, file: File) {
  const { data, response } = await getBrowserClient().POST('/api/v1/imports/calendars/{id}/file', {
    params: { path: { id } },
    body: { content: await file.text() },
  });
  if (!data)
    throw new Error(
      response.status === 429 ? 'Too many imports in the last hour.' : 'The file could not be imported.',
    );
  return data;
}

export function CalendarSourceCard({ source }: { source: CalendarSource }) {
  const router = useRouter();
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [detail, setDetail] = useState<CalendarSourceDetail | null>(null);
  const fileId = useId();
  const owner = source.host?.name ?? source.place?.name ?? '';

  const act = async (what: string, action: () => Promise<unknown>, done?: string) => {
    setIsBusy(true);
    try {
      await action();
      if (done) toast.show({ type: 'success', title: done });
      router.refresh();
    } catch (caught) {
      toast.show({
        type: 'error',
        title: `Could not ${what}`,
        description: caught instanceof Error ? caught.message : undefined,
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <li className={styles.card} data-testid="calendar-source">
      <div className={styles.cardHeading}>
        <h3 className={styles.cardTitle}>{source.name}</h3>
        <p className={styles.meta}>
          {owner ? <>For {owner} · </> : null}
          {source.url ? <span className={styles.address}>{source.url}</span> : <>File {source.fileName}</>}
        </p>
        <p className={styles.meta}>
          {source.lastSuccessAt ? (
            <>
              Last synced{' '}
              <time suppressHydrationWarning dateTime={source.lastSuccessAt}>
                {formatWhen(source.lastSuccessAt)}
              </time>
            </>
          ) : (
            'Never synced'
          )}
          {source.nextRunAt ? (
            <>
              {' '}
              · next{' '}
              <time suppressHydrationWarning dateTime={source.nextRunAt}>
                {formatWhen(source.nextRunAt)}
              </time>
            </>
          ) : null}
          {source.failureCount > 0 ? (
            <> · {source.failureCount} failed in a row, retrying less often</>
          ) : null}
        </p>
      </div>
      {source.lastRun ? <CalendarReport run={source.lastRun} /> : null}
      <div className={styles.actions}>
        {source.kind === 'URL' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={isBusy}
            onClick={() => act('sync it', () => syncNow(source.id), `${source.name} is synced`)}
          >
            {isBusy ? 'Syncing…' : 'Sync now'}
          </button>
        ) : (
          <span className={styles.upload}>
            <label htmlFor={fileId}>Upload a new version</label>
            <input
              id={fileId}
              type="file"
              accept=".ics,text/calendar"
              disabled={isBusy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void act('import the file', () => uploadNewVersion(source.id, file), 'Imported');
              }}
            />
          </span>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          onClick={() => setIsConfirming(true)}
        >
          Remove
        </button>
      </div>
      <ProposedPlaces source={source} />
      <details
        className={styles.eventsBox}
        onToggle={(event) => {
          if ((event.target as HTMLDetailsElement).open && !detail) {
            loadDetail(source.id).then(setDetail, () => setDetail(null));
          }
        }}
      >
        <summary>Imported events and what the calendar may change</summary>
        {detail ? <ImportedEventsList detail={detail} /> : <p className={styles.note}>Loading…</p>}
      </details>
      <ConfirmDialog
        title={`Remove ${source.name}?`}
        body="Its events stay on Happenings as they are now; they are no longer kept in sync with the calendar."
        confirmLabel="Remove calendar"
        isOpen={isConfirming}
        isBusy={isBusy}
        onConfirm={() =>
          act(
            'remove it',
            async () => {
              await removeCalendar(source.id);
              setIsConfirming(false);
            },
            `${source.name} is removed`,
          )
        }
        onClose={() => setIsConfirming(false)}
      />
    </li>
  );
}
