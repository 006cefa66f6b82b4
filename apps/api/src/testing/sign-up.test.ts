import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { signUp } from './sign-up.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('signUp helper', () => {
  it('returns a usable bearer token and cookie', async () => {
    const user = await signUp(t, { username: 'helper_test' });
    for (const headers of [{ authorization: `Bearer ${user.token}` }, { cookie: user.cookie }] as Record<
      string,
      string
    >[]) {
      const res = await t.app.request('/api/auth/get-session', { headers });
      expect(((await res.json()) as { user: { id: string; username: string } }).user).toMatchObject({
        id: user.id,
        username: 'helper_test',
      });
    }
  });
});
