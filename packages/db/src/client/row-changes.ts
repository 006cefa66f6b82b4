/**
 * The committed changes to the rows public answers are made of, as the database announces them (migration 0020:
 * statement triggers on experiences, posts, crowd_sourced_roundups, collections, users and places notify the
 * channel `row_changes`). Every write path is covered by construction: routes, jobs, seeding and SQL typed by
 * hand, from any process.
 *
 * On PostgreSQL one connection of its own holds the LISTEN; when it breaks, notices sent meanwhile are lost, so
 * the watcher says so (`onGap`) before it reconnects, and callers drop whatever the notices would have corrected.
 * PGlite runs in this process and tells its listeners as the writing statement commits.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

export const ROW_CHANGES_CHANNEL = 'row_changes';
/** The listening connection's name in pg_stat_activity. */
export const WATCH_APPLICATION_NAME = 'happenings-row-changes';

/** A change to rows of `table` (its SQL name: experiences, posts, crowd_sourced_roundups, ...). */
export type RowChange =
  /** Only interest counts (and write times) of these rows changed. */
  | { table: string; kind: 'interest'; ids: string[] }
  /** Anything else about these rows changed, they were created or deleted. */
  | { table: string; kind: 'edit'; ids: string[] }
  /** Too many at once to list (or the table was truncated): any row may have changed. */
  | { table: string; kind: 'all' };

/** Marker notices of settle(), not changes. */
const SETTLE_PREFIX = 'settle:';
/** How long settle() waits for its marker before giving up (the connection is then likely broken). */
const SETTLE_TIMEOUT_MS = 2_000;

/** "<table>|i:<ids>", "<table>|s:<ids>" or "<table>|*"; anything unreadable counts as "any row of any table". */
export function parseRowChange(payload: string): RowChange {
  const bar = payload.indexOf('|');
  const table = bar > 0 ? payload.slice(0, bar) : '*';
  const rest = payload.slice(bar + 1);
  if (table !== '*' && rest.startsWith('i:'))
    return { table, kind: 'interest', ids: rest.slice(2).split(',') };
  if (table !== '*' && rest.startsWith('s:')) return { table, kind: 'edit', ids: rest.slice(2).split(',') };
  return { table, kind: 'all' };
}

export interface RowChangeHandlers {
  onChange(change: RowChange): void;
  /** Notices may have been missed (PostgreSQL: the listening connection broke or is not open yet). */
  onGap(): void;
  /** Notices arrive again from now on. */
  onLive(): void;
}

export interface RowChangeWatch {
  /** Whether notices arrive now. */
  isLive(): boolean;
  /**
   * Resolves once every change committed before the call has been told to the handlers (a marker notice sent
   * after them comes back), so a reader that follows a write never meets what the write changed.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

/** Watches the changes until closed; resolves once the first LISTEN is in place (or has failed once). */
export async function watchRowChanges(
  handle: DatabaseHandle,
  handlers: RowChangeHandlers,
): Promise<RowChangeWatch> {
  if (handle.kind === 'pglite') {
    const stop = await handle.client.listen(ROW_CHANGES_CHANNEL, (payload) =>
      handlers.onChange(parseRowChange(payload)),
    );
    handlers.onLive();
    // PGlite tells its listeners while the committing statement returns: nothing is ever in flight.
    return { isLive: () => true, settle: async () => {}, close: () => stop() };
  }
  return watchOnPostgres(handle.url, handlers);
}

async function watchOnPostgres(url: string, handlers: RowChangeHandlers): Promise<RowChangeWatch> {
  let client: pg.Client | null = null;
  let isLive = false;
  let isClosed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const watchId = randomUUID();
  let settleCount = 0;
  const settling = new Map<string, () => void>();

  const lose = (broken: pg.Client) => {
    if (client !== broken) return;
    client = null;
    if (isLive && !isClosed)
      console.warn('Row change notices lost (listening connection broke): listening again');
    isLive = false;
    handlers.onGap();
    for (const done of settling.values()) done();
    settling.clear();
    broken.end().catch(() => {});
    if (isClosed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    retry = null;
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: WATCH_APPLICATION_NAME,
    });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel !== ROW_CHANGES_CHANNEL) return;
      const payload = message.payload ?? '*';
      if (payload.startsWith(SETTLE_PREFIX)) settling.get(payload)?.();
      else handlers.onChange(parseRowChange(payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ROW_CHANGES_CHANNEL}`);
      if (client !== next || isClosed) return;
      failures = 0;
      isLive = true;
      handlers.onLive();
    } catch {
      lose(next);
    }
  };

  handlers.onGap();
  await connect();
  /** Sends one marker and resolves when it comes back (or after SETTLE_TIMEOUT_MS, or the connection broke). */
  const sendMarker = async (): Promise<void> => {
    const open = client;
    if (!open || !isLive) return;
    settleCount += 1;
    const marker = `${SETTLE_PREFIX}${watchId}:${settleCount}`;
    // Notices reach a listener in commit order, its own included: the marker comes after every earlier change.
    const back = new Promise<void>((resolve) => {
      const timer = setTimeout(() => finish(), SETTLE_TIMEOUT_MS);
      const finish = () => {
        clearTimeout(timer);
        settling.delete(marker);
        resolve();
      };
      settling.set(marker, finish);
    });
    try {
      await open.query('SELECT pg_notify($1, $2)', [ROW_CHANGES_CHANNEL, marker]);
    } catch {
      settling.get(marker)?.();
    }
    await back;
  };
  let inFlightSettle: Promise<void> | null = null;
  let queuedSettle: Promise<void> | null = null;

  return {
    isLive: () => isLive,
    settle() {
      if (!client || !isLive) return Promise.resolve();
      // Callers arriving while a marker is out share the next one: one marker out and one waiting at most.
      queuedSettle ??= (inFlightSettle ?? Promise.resolve()).then(() => {
        queuedSettle = null;
        inFlightSettle = sendMarker();
        return inFlightSettle;
      });
      return queuedSettle;
    },
    async close() {
      isClosed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      isLive = false;
      await open?.end().catch(() => {});
    },
  };
}
