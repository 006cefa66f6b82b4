/**
 * Talking to the tests' API directly (not through the app): making accounts and reading back what the app did.
 */

let counter = 0;

export function testApiUrl(): string {
  const url = process.env.MOBILE_TEST_API_URL;
  if (!url)
    throw new Error('MOBILE_TEST_API_URL is not set: run the tests with `npm test` (jest global set-up)');
  return url;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  token: string;
}

/** A new account, signed up through better-auth; its bearer token comes from `set-auth-token`. */
export async function signUpAccount(name = 'Mobile Tester'): Promise<TestAccount> {
  counter += 1;
  const email = `mobile-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = 'correct-horse-battery';
  const response = await fetch(`${testApiUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name }),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, password, name, token };
}

/** GET a path of the API, as `token`'s user when given. */
export async function getJson<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testApiUrl()}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Ends a session on the server, as signing out on another device would. */
export async function endSession(token: string): Promise<void> {
  const response = await fetch(`${testApiUrl()}/api/auth/sign-out`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`sign-out failed: ${response.status}`);
}

/** POST, PATCH or DELETE a path of the API as `token`'s user, with a JSON body when given. */
export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testApiUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The account's user id (the `uid` of the API's avatar users), from its session. */
export async function userIdOf(account: TestAccount): Promise<string> {
  const { body } = await getJson<{ user: { id: string } }>('/api/auth/get-session', account.token);
  return body.user.id;
}

/** Gives the account a username (spec §5: sent on its own), so its profile has a page at /u/{username}. */
export async function giveUsername(account: TestAccount, prefix = 'mobile'): Promise<string> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${counter}`.slice(0, 30);
  const { status, body } = await sendJson('PATCH', '/api/v1/users', account.token, { username });
  if (status !== 200) throw new Error(`setting the username failed: ${status} ${JSON.stringify(body)}`);
  return username;
}
