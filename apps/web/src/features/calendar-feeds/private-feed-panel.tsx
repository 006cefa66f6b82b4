'use client';
/**
 * A private feed's secret address (issue 26 Subscribe), for its owner: "what I'm interested in" on the account
 * page, a private collection on its page. The address is shown once, when made (only its hash is kept), with the
 * feed's options; a new one replaces it (the old one stops working) and turning it off stops it.
 */
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import { FeedOptions } from './feed-options';
import styles from './subscribe.module.css';

type Target = { kind: 'interested' } | { kind: 'collection'; id: string };

interface Status {
  active: boolean;
  createdAt: string | null;
}

function request(target: Target, method: 'GET' | 'POST' | 'DELETE') {
  const client = getBrowserClient();
  if (target.kind === 'interested') {
    const path = '/api/v1/calendar-feeds/interested/address' as const;
    return method === 'GET' ? client.GET(path) : method === 'POST' ? client.POST(path) : client.DELETE(path);
  }
  const path = '/api/v1/calendar-feeds/collections/{id}/address' as const;
  const params = { params: { path: { id: target.id } } };
  return method === 'GET'
    ? client.GET(path, params)
    : method === 'POST'
      ? client.POST(path, params)
      : client.DELETE(path, params);
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(
    new Date(iso),
  );

export function PrivateFeedPanel({ target, what }: { target: Target; what: string }) {
  const toast = useToast();
  const [status, setStatus] = useState<Status | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const targetKey = target.kind === 'collection' ? target.id : 'interested';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is named by targetKey
  useEffect(() => {
    request(target, 'GET').then(
      ({ data }) => setStatus((data as Status | undefined) ?? null),
      () => setStatus(null),
    );
  }, [targetKey]);

  const make = async () => {
    setIsBusy(true);
    try {
      const { data, error } = await request(target, 'POST');
      if (error || !data) throw new Error('refused');
      const made = data as { url: string; createdAt: string };
      setUrl(made.url);
      setStatus({ active: true, createdAt: made.createdAt });
    } catch {
      toast.show({ type: 'error', title: 'No new address was made', description: 'Try again in a moment.' });
    } finally {
      setIsBusy(false);
    }
  };

  const revoke = async () => {
    setIsBusy(true);
    try {
      const { error } = await request(target, 'DELETE');
      if (error) throw new Error('refused');
      setUrl(null);
      setStatus({ active: false, createdAt: null });
      toast.show({ type: 'success', title: 'The private address no longer works' });
    } catch {
      toast.show({ type: 'error', title: 'The address is still on', description: 'Try again in a moment.' });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.private}>
      <p className={styles.lead}>
        Follow {what} in Google Calendar, Apple Calendar or Outlook with a private address. Anyone who has the
        address can see these events, so keep it to yourself; a new address stops the old one.
      </p>
      {url ? (
        <FeedOptions feedUrl={url} />
      ) : status?.active ? (
        <p role="status">
          Your private address is on (made {status.createdAt ? formatDate(status.createdAt) : 'earlier'}). It
          is shown only when made: make a new one to see it again.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button" disabled={isBusy} onClick={make}>
          {status?.active ? 'Make a new private address' : 'Make a private address'}
        </button>
        {status?.active ? (
          <button type="button" className="button button-secondary" disabled={isBusy} onClick={revoke}>
            Turn off the private address
          </button>
        ) : null}
      </div>
    </div>
  );
}
