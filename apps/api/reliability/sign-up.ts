/** Signs a user up through an API process's real /api/auth endpoint; returns what a client holds afterwards. */
import { PUBLIC_URL } from './api-process.ts';

export interface RemoteUser {
  id: string;
  email: string;
  /** Headers of an authenticated JSON request (bearer token, as the app sends it). */
  headers: Record<string, string>;
}

let counter = 0;

export function signUpRequest(email: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email, name: email.split('@')[0], password: 'a good long password' }),
  };
}

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The signed-up user of a 200 sign-up response. */
export async function readSignedUpUser(response: Response, email: string): Promise<RemoteUser> {
  const body = (await response.json()) as { user: { id: string } };
  const token = response.headers.get('set-auth-token') ?? '';
  return {
    id: body.user.id,
    email,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}

export async function signUp(
  request: (pathname: string, init?: RequestInit) => Promise<Response>,
  label = 'user',
): Promise<RemoteUser> {
  const email = uniqueEmail(label);
  const response = await request('/api/auth/sign-up/email', signUpRequest(email));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return readSignedUpUser(response, email);
}
