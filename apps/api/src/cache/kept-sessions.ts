/**
 * Signed-in callers this process has checked recently, so a request does not look its session and account up again
 * (better-auth reads the session by its token, then the user: two queries before any route runs). Kept by the
 * credential exactly as sent (the bearer token or the `__session` cookie, signature included: only a credential
 * better-auth accepted is ever kept), for at most a minute, and dropped as soon as the database announces a change
 * (migration 0034 for sessions, 0020 for users, @happenings/db/client watchRowChanges):
 *
 * - a session deleted or changed (signing out, a new password ending the other sessions, a ban ending them all, a
 *   refresh) drops that session;
 * - an account changed (its name, username, picture, staff roles, ban, verified e-mail) drops its sessions;
 * - while notices may be missed, nothing is kept or served from here, and a check that began before a change to
 *   sessions or accounts and ends after it is not kept (it may have read the row before the change).
 *
 * The API waits for its own notices after each write (app.ts), so a caller's own sign-out, new name or role change
 * holds on their next request to this process; another process drops its copy within the notice's milliseconds.
 */
import type { RowChange, RowChangeHandlers } from '@happenings/db/client';

/** What a check found about the caller; the API keeps its SessionUser (context.ts imports this module's owner). */
export interface KeptCaller {
  readonly id: string;
}

/** The longest a checked caller is trusted without asking better-auth again (which also refreshes the session). */
export const KEPT_SESSION_TTL_MS = 60_000;
const MAX_SESSIONS = 50_000;

export interface KeptSession {
  user: KeptCaller;
  sessionId: string;
  /** When the session itself ends. */
  sessionExpiresAt: number;
}

export interface KeptSessions extends RowChangeHandlers {
  get(credential: string, now: number): KeptCaller | undefined;
  /** Taken before checking a credential; null when nothing can be kept now. */
  mark(): number | null;
  /** Keeps what a check found, unless a change to sessions or accounts arrived since `mark`. */
  keep(credential: string, mark: number | null, session: KeptSession, now: number): void;
  readonly size: number;
}

interface Entry {
  user: KeptCaller;
  sessionId: string;
  expiresAt: number;
}

/**
 * The credential a request carries, as better-auth reads it (the bearer plugin: `Authorization: Bearer` wins over
 * the cookie), or null when there is none or it is of a kind not kept (any other Authorization scheme).
 */
export function credentialOf(headers: Headers, cookieName: string): string | null {
  const authorization = headers.get('authorization');
  if (authorization !== null) {
    return authorization.startsWith('Bearer ') && authorization.length > 7
      ? `b:${authorization.slice(7)}`
      : null;
  }
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== cookieName) continue;
    const value = part.slice(equals + 1).trim();
    return value ? `c:${value}` : null;
  }
  return null;
}

export function createKeptSessions(): KeptSessions {
  // A Map iterates in insertion order: the oldest checks leave first when it is full.
  const entries = new Map<string, Entry>();
  const credentialsBySession = new Map<string, Set<string>>();
  const credentialsByUser = new Map<string, Set<string>>();
  let isLive = false;
  let sequence = 0;

  const index = (map: Map<string, Set<string>>, key: string, credential: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(credential);
    map.set(key, set);
  };
  const unindex = (map: Map<string, Set<string>>, key: string, credential: string) => {
    const set = map.get(key);
    set?.delete(credential);
    if (set?.size === 0) map.delete(key);
  };
  const drop = (credential: string) => {
    const entry = entries.get(credential);
    if (!entry) return;
    entries.delete(credential);
    unindex(credentialsBySession, entry.sessionId, credential);
    unindex(credentialsByUser, entry.user.id, credential);
  };
  const dropAll = () => {
    entries.clear();
    credentialsBySession.clear();
    credentialsByUser.clear();
  };
  const dropIndexed = (map: Map<string, Set<string>>, ids: readonly string[]) => {
    for (const id of ids) for (const credential of [...(map.get(id) ?? [])]) drop(credential);
  };

  return {
    get(credential, now) {
      if (!isLive) return undefined;
      const entry = entries.get(credential);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        drop(credential);
        return undefined;
      }
      return entry.user;
    },
    mark: () => (isLive ? sequence : null),
    keep(credential, mark, session, now) {
      if (!isLive || mark === null || mark !== sequence) return;
      const expiresAt = Math.min(session.sessionExpiresAt, now + KEPT_SESSION_TTL_MS);
      if (expiresAt <= now) return;
      drop(credential);
      if (entries.size >= MAX_SESSIONS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(credential, { user: session.user, sessionId: session.sessionId, expiresAt });
      index(credentialsBySession, session.sessionId, credential);
      index(credentialsByUser, session.user.id, credential);
    },
    onChange(change: RowChange) {
      if (change.table !== '*' && change.table !== 'sessions' && change.table !== 'users') return;
      // Only the write time of an account changed: nothing a caller is made of.
      if (change.table === 'users' && change.kind === 'interest') return;
      sequence += 1;
      if (change.table === '*' || change.kind === 'all') return dropAll();
      dropIndexed(change.table === 'sessions' ? credentialsBySession : credentialsByUser, change.ids);
    },
    onGap() {
      isLive = false;
      sequence += 1;
      dropAll();
    },
    onLive() {
      isLive = true;
    },
    get size() {
      return entries.size;
    },
  };
}
