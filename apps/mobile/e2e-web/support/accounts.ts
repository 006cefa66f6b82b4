import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery';
let counter = 0;

export interface WebPerson {
  email: string;
  name: string;
  username: string;
  token: string;
}

/**
 * Signs a new person up through the API's e-mail sign-up, from the page whose origin is `origin` (the app's, or
 * the website's when the API trusts it), and gives them a username; they sign in through a screen afterwards.
 */
export async function signUpUser(
  request: APIRequestContext,
  origin: string,
  name = 'Web Newcomer',
): Promise<WebPerson> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  const email = `web-e2e-${unique}@example.com`;
  const response = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const token = response.headers()['set-auth-token'];
  if (!token) throw new Error('sign-up answered no set-auth-token header');
  // spec §5: the username is sent alone.
  const username = `e2e_${unique}`.slice(0, 30);
  const named = await request.patch(`${origin}/api/v1/users`, {
    data: { username },
    headers: { origin, authorization: `Bearer ${token}` },
  });
  if (!named.ok()) throw new Error(`username refused: ${named.status()} ${await named.text()}`);
  return { email, name, username, token };
}
