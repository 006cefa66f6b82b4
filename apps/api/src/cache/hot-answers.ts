/**
 * Signed-out answers kept in this process's memory, ready to send (the JSON text and its compressed bodies), so a
 * hit costs no store round trip, no query and no compression. What keeps them right across processes is the
 * database's change notices (@happenings/db/client watchRowChanges): an answer is dropped as soon as a notice
 * names a row it shows; a list (a page of events, search results, the discover root) is also dropped by any
 * change to its tables that is not only an interest count, since that change may move a row into the list.
 *
 * A load that began before a change and finishes after its notice would keep what it read before the change:
 * each load takes a mark first, and an answer is not kept when a notice that concerns it arrived after its mark.
 * While notices may be missed (the listening connection is down or not yet open) nothing is kept or served from
 * here. What notices cannot tell (a host's new name, dates moving on as time passes) keeps the time to live of
 * the answer's shared-cache namespace, counted from when it was first built.
 */
import {
  type DatabaseHandle,
  type RowChange,
  type RowChangeHandlers,
  watchRowChanges,
} from '@happenings/db/client';
import { createKeptSessions, type KeptSessions } from './kept-sessions.ts';

export type AnswerScope =
  /** About the rows it names only (one experience). */
  | 'one'
  /** A list that any row of its tables may join (a page of events, search results). */
  | 'list';

/** What an answer is made of: rows by table (SQL names), and for a list the tables whose rows may join it. */
export interface AnswerSource {
  scope: AnswerScope;
  /** [table, id] of every row it shows. */
  rows: ReadonlyArray<readonly [string, string]>;
  tables: readonly string[];
}

export interface HotAnswer {
  readonly text: string;
  /** Compressed bodies by content coding, each made once, on the first request that accepts it. */
  readonly encoded: Map<string, Uint8Array>;
}

interface Entry extends HotAnswer {
  key: string;
  /** "table:id" of every row it shows. */
  rows: readonly string[];
  source: AnswerSource;
  expiresAt: number;
  bytes: number;
}

export interface HotAnswers extends RowChangeHandlers {
  get(key: string, now: number): HotAnswer | undefined;
  /** Taken before loading an answer; null when answers cannot be kept now. */
  mark(): number | null;
  /**
   * The answer, kept under `key` unless a notice that concerns it arrived since `mark` (it is returned either
   * way, to be sent).
   */
  keep(
    key: string,
    mark: number | null,
    answer: { text: string; source: AnswerSource; expiresAt: number },
  ): HotAnswer;
  /**
   * Resolves once every change committed so far has been noticed here (the change watch's settle): the API waits
   * for it after each write, so whoever reads after a write's answer never gets an answer the write changed.
   */
  readonly settle: () => Promise<void>;
  /**
   * Remembers that the request `url` (path and query, as sent) was answered with this kept answer, so the same
   * request is answered before routing (http/kept-answers.ts) for as long as the answer is kept.
   */
  rememberUrl(url: string, answer: HotAnswer): void;
  /** The kept answer a previous identical request got, if it is still kept and fresh. */
  getByUrl(url: string, now: number): HotAnswer | undefined;
  /** Records a compressed body made for a kept answer. */
  addEncoding(answer: HotAnswer, encoding: string, body: Uint8Array): void;
  /** Signed-in callers checked recently (kept-sessions.ts), fed by the same notices. */
  readonly sessions: KeptSessions;
  readonly size: number;
}

/** Request addresses remembered per process (each is a few hundred bytes at most). */
const MAX_URLS = 20_000;
/** Notices remembered for loads in flight; a load older than all of them is not kept. */
const REMEMBERED_CHANGES = 512;

const rowKey = (table: string, id: string) => `${table}:${id}`;

/** Whether `change` may make an answer made of `source` wrong. */
function concerns(change: RowChange, source: AnswerSource): boolean {
  if (change.table === '*') return true;
  const isListed =
    source.tables.includes(change.table) || source.rows.some(([table]) => table === change.table);
  if (!isListed) return false;
  if (change.kind === 'all') return true;
  if (change.kind === 'edit' && source.scope === 'list' && source.tables.includes(change.table)) return true;
  return source.rows.some(([table, id]) => table === change.table && change.ids.includes(id));
}

export function createHotAnswers(
  options: { maxBytes?: number; settle?: () => Promise<void> } = {},
): HotAnswers {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const keysByRow = new Map<string, Set<string>>();
  /** Keys of the entries a table's edits (lists) or "any row" notices drop. */
  const keysByTable = new Map<string, Set<string>>();
  const keysByUrl = new Map<string, string>();
  let bytes = 0;
  let isLive = false;
  let sequence = 0;
  const recent: Array<{ sequence: number; change: RowChange }> = [];
  const sessions = createKeptSessions();

  const index = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name) ?? new Set<string>();
    keys.add(key);
    map.set(name, keys);
  };
  const unindex = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(name);
  };
  const tablesOf = (source: AnswerSource) =>
    new Set([...source.tables, ...source.rows.map(([table]) => table)]);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const row of entry.rows) unindex(keysByRow, row, key);
    for (const table of tablesOf(entry.source)) unindex(keysByTable, table, key);
  };
  const dropAll = () => {
    entries.clear();
    keysByUrl.clear();
    keysByRow.clear();
    keysByTable.clear();
    bytes = 0;
  };
  const record = (change: RowChange) => {
    sequence += 1;
    recent.push({ sequence, change });
    if (recent.length > REMEMBERED_CHANGES) recent.shift();
  };
  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(key);
    }
  };

  const get = (key: string, now: number): Entry | undefined => {
    if (!isLive) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  return {
    settle: options.settle ?? (async () => {}),
    sessions,
    get,
    rememberUrl(url, answer) {
      const key = (answer as Partial<Entry>).key;
      if (key === undefined || entries.get(key) !== answer || url.length > 2_048) return;
      if (keysByUrl.size >= MAX_URLS) keysByUrl.clear();
      keysByUrl.set(url, key);
    },
    getByUrl(url, now) {
      const key = keysByUrl.get(url);
      if (key === undefined) return undefined;
      const entry = get(key, now);
      if (!entry) keysByUrl.delete(url);
      return entry;
    },
    mark: () => (isLive ? sequence : null),
    keep(key, mark, answer) {
      const sent: HotAnswer = { text: answer.text, encoded: new Map() };
      if (!isLive || mark === null) return sent;
      if (mark < sequence) {
        const oldest = recent[0]?.sequence ?? sequence + 1;
        if (oldest > mark + 1) return sent;
        const since = recent.filter((seen) => seen.sequence > mark);
        if (since.some(({ change }) => concerns(change, answer.source))) return sent;
      }
      drop(key);
      const entry: Entry = {
        ...sent,
        key,
        rows: answer.source.rows.map(([table, id]) => rowKey(table, id)),
        source: answer.source,
        expiresAt: answer.expiresAt,
        bytes: answer.text.length,
      };
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const row of entry.rows) index(keysByRow, row, key);
      for (const table of tablesOf(answer.source)) index(keysByTable, table, key);
      evict();
      return entry;
    },
    addEncoding(answer, encoding, body) {
      answer.encoded.set(encoding, body);
      const entry = entries.get((answer as Partial<Entry>).key ?? '');
      if (entry !== answer) return;
      entry.bytes += body.byteLength;
      bytes += body.byteLength;
      evict();
    },
    onChange(change) {
      sessions.onChange(change);
      record(change);
      if (change.table === '*') return dropAll();
      const ofTable = [...(keysByTable.get(change.table) ?? [])];
      if (change.kind === 'all') {
        for (const key of ofTable) drop(key);
        return;
      }
      for (const id of change.ids) {
        for (const key of [...(keysByRow.get(rowKey(change.table, id)) ?? [])]) drop(key);
      }
      if (change.kind !== 'edit') return;
      for (const key of ofTable) {
        const entry = entries.get(key);
        if (entry?.source.scope === 'list' && entry.source.tables.includes(change.table)) drop(key);
      }
    },
    onGap() {
      sessions.onGap();
      isLive = false;
      record({ table: '*', kind: 'all' });
      dropAll();
    },
    onLive() {
      sessions.onLive();
      isLive = true;
    },
    get size() {
      return entries.size;
    },
  };
}

/** A process's kept answers, fed by the database's row change notices until `close()`. */
export async function startHotAnswers(
  database: DatabaseHandle,
): Promise<{ hotAnswers: HotAnswers; close(): Promise<void> }> {
  let settle = async () => {};
  const hotAnswers = createHotAnswers({ settle: () => settle() });
  const watch = await watchRowChanges(database, hotAnswers);
  settle = () => watch.settle();
  return { hotAnswers, close: () => watch.close() };
}
