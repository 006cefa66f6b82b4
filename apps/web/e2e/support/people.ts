import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { signUpUser } from './accounts';

let counter = 0;

export interface E2EPerson {
  email: string;
  token: string;
  /** Account id (follows and lists take it). */
  id: string;
  username: string;
  displayName: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a user up through the API and gives them a username (PATCH /api/v1/users, spec §5: sent alone). */
export async function signUpWithUsername(request: APIRequestContext, baseURL: string): Promise<E2EPerson> {
  const { email, token } = await signUpUser(request, baseURL);
  counter += 1;
  const username = `e2e_${Date.now().toString(36)}${process.pid % 1000}_${counter}`;
  const patch = await request.patch('/api/v1/users', { headers: bearer(token), data: { username } });
  if (!patch.ok()) throw new Error(`username not set: ${patch.status()} ${await patch.text()}`);
  const profile = await request.get('/api/v2/users/profile', { headers: bearer(token) });
  if (!profile.ok()) throw new Error(`profile not read: ${profile.status()}`);
  const body = (await profile.json()) as { uid: string; displayName: string | null };
  return { email, token, id: body.uid, username, displayName: body.displayName ?? 'E2E Visitor' };
}

/** Signs the browser context in: GET /api/login turns the bearer token into the `__session` cookie. */
export async function signInBrowser(context: BrowserContext, token: string): Promise<void> {
  const response = await context.request.get('/api/login', { headers: bearer(token) });
  if (!response.ok()) throw new Error(`browser sign-in failed: ${response.status()}`);
}
