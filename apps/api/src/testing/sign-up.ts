/**
 * Signs a new user up through the real /api/auth endpoints and returns what a client would hold afterwards.
 */
import type { TestApp } from './create-test-app.ts';

export interface SignedUpUser {
  id: string;
  email: string;
  name: string;
  /** `Cookie` header value for the website's session. */
  cookie: string;
  /** Bearer token, as the app holds it. */
  token: string;
  /** Headers to send for an authenticated JSON request (bearer). */
  headers: Record<string, string>;
}

let counter = 0;

export async function signUp(
  t: TestApp,
  input: { email?: string; name?: string; password?: string; username?: string } = {},
): Promise<SignedUpUser> {
  counter += 1;
  const email = input.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = input.name ?? `User ${counter}`;
  const res = await t.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, name, password: input.password ?? 'a good long password' }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const token = res.headers.get('set-auth-token') ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (input.username) {
    // A username is chosen after signing up, as the product does it (a sign-up naming one is refused).
    const chosen = await t.app.request('/api/v1/users', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ username: input.username }),
    });
    if (chosen.status !== 200) throw new Error(`username failed: ${chosen.status} ${await chosen.text()}`);
  }
  return { id: body.user.id, email, name, cookie, token, headers };
}

/** A JSON request init for app.request(). */
export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
