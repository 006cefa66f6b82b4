import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery';
let counter = 0;

/**
 * Signs a new person up through the API's e-mail sign-up (same origin as the app, so the origin check passes);
 * they sign in through the app afterwards.
 */
export async function signUpUser(request: APIRequestContext, baseURL: string): Promise<{ email: string }> {
  counter += 1;
  const email = `web-e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Web Newcomer' },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email };
}
