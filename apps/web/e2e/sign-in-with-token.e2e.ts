import { signUpUser } from './support/accounts';
import { expect, test } from './support/test';

test('GET /api/login without a token answers 401 with the spec §8 text', async ({ request }) => {
  const response = await request.get('/api/login');
  expect(response.status()).toBe(401);
  expect((await response.json()).error.message).toBe('Unable to set authentication token: Unauthorized');
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('GET /api/login with a bad token answers 401 with the spec §8 text', async ({ request }) => {
  const response = await request.get('/api/login', { headers: { authorization: 'Bearer not-a.real-token' } });
  expect(response.status()).toBe(401);
  expect((await response.json()).error.message).toBe('Unable to set authentication token: Unauthorized');
});

test('POST /api/next/refresh-auth-cookies without a cookie is MISSING_CREDENTIALS (spec §6)', async ({
  request,
}) => {
  const response = await request.post('/api/next/refresh-auth-cookies');
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe('MISSING_CREDENTIALS');
});

test('an app token becomes the website session cookie, and a same-origin POST /api/logout clears it', async ({
  page,
  baseURL,
}) => {
  const { request } = page;
  const { token } = await signUpUser(request, baseURL!);
  // The app hands over its bearer token; the website sets its own cookie.
  const fresh = await page
    .context()
    .request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  expect(fresh.status()).toBe(200);
  expect(await fresh.json()).toEqual({ ok: true });
  const setCookie = fresh.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(/^__session=[^;]+; Max-Age=1036800; Path=\/; HttpOnly; SameSite=Lax$/);

  await page.context().clearCookies();
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  const cookie = (await page.context().cookies()).find((c) => c.name === '__session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu (E2E Visitor)' })).toBeVisible();

  const refreshed = await page.context().request.post('/api/next/refresh-auth-cookies');
  expect(refreshed.status()).toBe(200);
  expect((await refreshed.json()).user.name).toBe('E2E Visitor');

  // A GET signs nobody out (any page could embed it); a POST from another origin neither.
  const viaGet = await page.context().request.get('/api/logout');
  expect(viaGet.status()).toBe(405);
  expect(viaGet.headers().allow).toBe('POST');
  const foreign = await page
    .context()
    .request.post('/api/logout', { headers: { origin: 'http://127.0.0.1:1' } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.message).toBe('Unable to clear authentication token: Forbidden');
  expect((await page.context().cookies()).find((c) => c.name === '__session')).toBeDefined();

  const logout = await page.context().request.post('/api/logout', { headers: { origin: baseURL! } });
  expect(logout.status()).toBe(200);
  expect((await page.context().cookies()).find((c) => c.name === '__session')).toBeUndefined();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
