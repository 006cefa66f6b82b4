/**
 * The signed-in session of the app (spec §6: the app sends the user's bearer token on every call). better-auth's
 * bearer plugin hands the token out in the `set-auth-token` header of a sign-in; it names a server session that
 * lasts 12 days (spec §6) and is extended when checked.
 *
 * spec §9 "cached access tokens refresh when under 300000 ms remain": before a call, a token whose session ends
 * within ACCESS_TOKEN_REFRESH_MARGIN_MS is checked with GET /api/auth/get-session, which extends the session on
 * the server and answers its new end (and a new token when the server issues one). A session the server no longer
 * knows signs the app out ('expired'), as does a 401 on any call (reportUnauthorized).
 */
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from '@happenings/domain/constants';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  username: string | null;
}

export interface StoredSession {
  token: string;
  /** When the server session ends (ISO 8601). */
  expiresAt: string;
  user: SessionUser;
}

export interface TokenStore {
  read(): Promise<string | null>;
  write(value: string): Promise<void>;
  clear(): Promise<void>;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: 'initial' | 'signed-out' | 'expired' }
  | { status: 'signed-in'; session: StoredSession };

export type SignInResult = { ok: true } | { ok: false; message: string };

export interface SessionOptions {
  apiUrl: string;
  store: TokenStore;
  fetch?: typeof fetch;
  now?: () => number;
}

interface GetSessionBody {
  session?: { expiresAt?: string } | null;
  user?: { id: string; name: string; email: string; username?: string | null } | null;
}

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** The messages people see when a sign-in fails, by the API's error code or status. */
export function describeSignInFailure(status: number, body: ErrorBody | null): string {
  const code = body?.error?.code;
  if (status === 401 || code === 'INVALID_EMAIL_OR_PASSWORD') return 'That e-mail and password do not match.';
  if (code === 'EMAIL_NOT_VERIFIED') return 'Confirm your e-mail address first: we sent you a link.';
  if (status === 429) return 'Too many attempts. Wait a minute and try again.';
  if (code === 'CHALLENGE_REQUIRED')
    return 'Too many attempts on this account. Sign in on the website, or try again later.';
  if (status === 400 && body?.error?.message) return body.error.message;
  if (status === 0) return 'Could not reach Happenings. Check your connection and try again.';
  return 'Something went wrong. Try again in a moment.';
}

function toSessionUser(user: NonNullable<GetSessionBody['user']>): SessionUser {
  return { id: user.id, name: user.name, email: user.email, username: user.username ?? null };
}

/** Said when the code from the browser is unknown, used or over 2 minutes old, or the browser's sign-in failed. */
export const SOCIAL_SIGN_IN_EXPIRED = 'That sign-in did not finish. Try again.';

type Listener = (state: SessionState) => void;

export class Session {
  private state: SessionState = { status: 'loading' };
  private readonly listeners = new Set<Listener>();
  private refreshing: Promise<void> | null = null;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
  }

  getState(): SessionState {
    return this.state;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the stored session (at start); a stored session is trusted until the server says otherwise. */
  async load(): Promise<void> {
    let stored: StoredSession | null = null;
    try {
      const text = await this.options.store.read();
      stored = text ? (JSON.parse(text) as StoredSession) : null;
    } catch {
      stored = null;
    }
    if (stored?.token && stored.expiresAt && Date.parse(stored.expiresAt) > this.now()) {
      this.setState({ status: 'signed-in', session: stored });
    } else {
      if (stored) await this.options.store.clear().catch(() => undefined);
      this.setState({ status: 'signed-out', reason: 'initial' });
    }
  }

  /** POST /api/auth/sign-in/email; on success the session is stored and the app is signed in. */
  async signInWithEmail(email: string, password: string): Promise<SignInResult> {
    let response: Response;
    try {
      response = await this.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    } catch {
      return { ok: false, message: describeSignInFailure(0, null) };
    }
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const token = response.headers.get('set-auth-token');
    if (!response.ok || !token) return { ok: false, message: describeSignInFailure(response.status, body) };
    return this.signInWithToken(token);
  }

  /**
   * Google and Apple: the browser came back to the app with a one-time code (the API's app-sign-in handover),
   * exchanged here, with the code verifier the app kept when it sent the browser off, for a session of the app's
   * own. Without that verifier (the sign-in was not started by this app) there is nothing to exchange.
   */
  async signInWithAppCode(code: string, codeVerifier: string | null): Promise<SignInResult> {
    if (!codeVerifier) return { ok: false, message: SOCIAL_SIGN_IN_EXPIRED };
    let response: Response;
    try {
      response = await this.request('/api/v1/auth/app-sign-in/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, codeVerifier }),
      });
    } catch {
      return { ok: false, message: describeSignInFailure(0, null) };
    }
    const body = (await response.json().catch(() => null)) as ({ token?: string } & ErrorBody) | null;
    if (response.status === 401) return { ok: false, message: SOCIAL_SIGN_IN_EXPIRED };
    if (!response.ok || !body?.token)
      return { ok: false, message: describeSignInFailure(response.status, body) };
    return this.signInWithToken(body.token);
  }

  /**
   * Keeps the bearer token a sign-in answered (its `set-auth-token` header): the server says when its session
   * ends and whose it is, then the session is stored and the app is signed in.
   */
  async signInWithToken(token: string): Promise<SignInResult> {
    const checked = await this.lookUp(token).catch(() => null);
    if (!checked?.session?.expiresAt || !checked.user) {
      return { ok: false, message: describeSignInFailure(500, null) };
    }
    await this.save({ token, expiresAt: checked.session.expiresAt, user: toSessionUser(checked.user) });
    return { ok: true };
  }

  /** The token to send, refreshed first when its session is about to end (spec §9); null when signed out. */
  async getToken(): Promise<string | null> {
    const current = this.signedIn();
    if (!current) return null;
    const remaining = Date.parse(current.expiresAt) - this.now();
    if (remaining < ACCESS_TOKEN_REFRESH_MARGIN_MS) await this.refresh();
    return this.signedIn()?.token ?? null;
  }

  /** Checks the session with the server and keeps its new end; one check at a time. */
  refresh(): Promise<void> {
    this.refreshing ??= this.checkWithServer().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Any call answered 401 with this token: the server has ended the session. */
  reportUnauthorized(token: string | null): void {
    const current = this.signedIn();
    // A 401 for a token already replaced (or after signing out) says nothing about the current session.
    if (!current || (token !== null && token !== current.token)) return;
    void this.end('expired');
  }

  /** Signs out here and on the server (best effort: offline, the device forgets the session all the same). */
  async signOut(): Promise<void> {
    const current = this.signedIn();
    if (current) {
      await this.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { authorization: `Bearer ${current.token}`, 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => undefined);
    }
    await this.end('signed-out');
  }

  private async checkWithServer(): Promise<void> {
    const current = this.signedIn();
    if (!current) return;
    let answer: { body: GetSessionBody | null; token: string | null };
    try {
      answer = await this.lookUpWithToken(current.token);
    } catch {
      // Offline or the server is down: keep the session and try again on the next call.
      return;
    }
    if (this.signedIn()?.token !== current.token) return;
    const { body, token } = answer;
    if (!body?.session?.expiresAt || !body.user) {
      await this.end('expired');
      return;
    }
    await this.save({
      token: token ?? current.token,
      expiresAt: body.session.expiresAt,
      user: toSessionUser(body.user),
    });
  }

  private async lookUp(token: string): Promise<GetSessionBody | null> {
    return (await this.lookUpWithToken(token)).body;
  }

  /** GET /api/auth/get-session with the token: the session (null when it is gone) and any renewed token. */
  private async lookUpWithToken(
    token: string,
  ): Promise<{ body: GetSessionBody | null; token: string | null }> {
    const response = await this.request('/api/auth/get-session', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 401) return { body: null, token: null };
    if (!response.ok) throw new Error(`get-session answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as GetSessionBody | null;
    return { body, token: response.headers.get('set-auth-token') };
  }

  private request(path: string, init: RequestInit): Promise<Response> {
    // The bearer token is the app's only credential: no cookie jar (a cookie left behind after signing out
    // would keep the person signed in).
    return this.fetch(`${this.options.apiUrl}${path}`, { ...init, credentials: 'omit' });
  }

  private signedIn(): StoredSession | null {
    return this.state.status === 'signed-in' ? this.state.session : null;
  }

  private async save(session: StoredSession): Promise<void> {
    await this.options.store.write(JSON.stringify(session));
    this.setState({ status: 'signed-in', session });
  }

  private async end(reason: 'signed-out' | 'expired'): Promise<void> {
    await this.options.store.clear().catch(() => undefined);
    this.setState({ status: 'signed-out', reason });
  }

  private setState(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
