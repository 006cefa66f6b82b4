import type { APIRequestContext } from '@playwright/test';

let counter = 0;

/** Signs a new user up through the website's same-origin /api/auth; returns the signed bearer token. */
export async function signUpUser(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct-horse-battery', name: 'E2E Visitor' },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const token = response.headers()['set-auth-token'];
  if (!token) throw new Error('sign-up answered no set-auth-token header');
  return { email, token };
}
