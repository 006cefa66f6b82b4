import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { signInBrowser } from './people';

/** The seeded demo account holding every staff role (docs/moderation.md). */
export const STAFF_ACCOUNT = { email: 'staff@example.com', password: 'happenings-demo' } as const;

/** Signs the staff account in through the website's same-origin /api/auth; returns its bearer token. */
export async function signInStaff(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: STAFF_ACCOUNT,
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()} ${await response.text()}`);
  const token = response.headers()['set-auth-token'];
  if (!token) throw new Error('sign-in answered no set-auth-token header');
  return token;
}

/** A browser context signed in as the staff account. */
export async function signInStaffBrowser(context: BrowserContext, baseURL: string): Promise<string> {
  const token = await signInStaff(context.request, baseURL);
  await signInBrowser(context, token);
  return token;
}
