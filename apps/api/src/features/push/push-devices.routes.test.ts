/**
 * Registering and removing the app's push tokens through the API, on a real database: idempotent registration, a
 * token held by another signed-in account refused (it moves only once that sign-in has ended), removal only by its
 * holder, refusals naming the field, the cap of devices
 * per account (oldest dropped) and the budget of writes.
 */
import { sessions } from '@happenings/db/auth';
import { listPushDevices } from '@happenings/db/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { PUSH_LIMITS } from './push-limits.ts';

const DEVICES = '/api/v1/push-notifications/devices';

let t: TestApp;
/** The API's clock: each registration of the cap test happens a second after the previous one. */
let now = Date.parse('2026-11-20T15:00:00Z');
beforeAll(async () => {
  // Sign-ups are limited per address (5 in 10 minutes): room for this file's score of people.
  t = await createTestApp({ clock: () => now, env: { RATE_LIMIT_SCALE: '5' } });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const newToken = () => {
  counter += 1;
  return `ExponentPushToken[test-${Date.now().toString(36)}-${counter}]`;
};

const register = (user: SignedUpUser | null, body: unknown) =>
  t.app.request(DEVICES, jsonRequest('PUT', body, user?.headers ?? {}));

const unregister = (user: SignedUpUser | null, token: string) =>
  t.app.request(`${DEVICES}/${encodeURIComponent(token)}`, {
    method: 'DELETE',
    headers: user?.headers ?? {},
  });

const tokensOf = async (user: SignedUpUser) =>
  (await listPushDevices(t.database.db, user.id)).map((device) => device.token);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; details: Array<{ field: string }> } }).error;
}

describe('PUT /api/v1/push-notifications/devices', () => {
  it('registers the token once however often the app registers it', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const token = newToken();
    expect((await register(ana, { token, platform: 'ios' })).status).toBe(204);
    now += 1_000;
    expect((await register(ana, { token, platform: 'ios' })).status).toBe(204);

    const devices = await listPushDevices(t.database.db, ana.id);
    expect(devices.map((device) => [device.token, device.platform])).toEqual([[token, 'ios']]);
    expect(devices[0]!.lastSeenAt.getTime()).toBe(now);
    expect(devices[0]!.createdAt.getTime()).toBe(now - 1_000);
  });

  it('takes the newer ExpoPushToken form and web and android devices', async () => {
    const bo = await signUp(t, { name: 'Bo' });
    const expo = 'ExpoPushToken[a1B2-c3_d4.e5:f6]';
    expect((await register(bo, { token: expo, platform: 'web' })).status).toBe(204);
    const android = newToken();
    now += 1_000;
    expect((await register(bo, { token: android, platform: 'android' })).status).toBe(204);
    expect(await tokensOf(bo)).toEqual([android, expo]);
  });

  it('refuses with 409 TOKEN_IN_USE a token another account holds while it is signed in, changing nothing', async () => {
    const holder = await signUp(t, { name: 'Holder' });
    const other = await signUp(t, { name: 'Other' });
    const token = newToken();
    await register(holder, { token, platform: 'android' });
    now += 1_000;
    const res = await register(other, { token, platform: 'ios' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('TOKEN_IN_USE');

    const devices = await listPushDevices(t.database.db, holder.id);
    expect(devices.map((device) => [device.token, device.platform])).toEqual([[token, 'android']]);
    expect(devices[0]!.lastSeenAt.getTime()).toBe(now - 1_000);
    expect(await tokensOf(other)).toEqual([]);
    expect((await unregister(other, token)).status).toBe(404);
  });

  it('lets the next account on the phone take the token once the holder signed out there', async () => {
    const first = await signUp(t, { name: 'First' });
    const second = await signUp(t, { name: 'Second' });
    const token = newToken();
    await register(first, { token, platform: 'android' });
    await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, first.headers));
    now += 1_000;
    expect((await register(second, { token, platform: 'android' })).status).toBe(204);
    expect(await tokensOf(second)).toEqual([token]);
  });

  it("lets the next account take the token once the holder's session there has run out", async () => {
    const first = await signUp(t, { name: 'Lapsed' });
    const second = await signUp(t, { name: 'Next' });
    const token = newToken();
    await register(first, { token, platform: 'ios' });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now - 1_000) })
      .where(eq(sessions.userId, first.id));
    now += 1_000;
    expect((await register(second, { token, platform: 'ios' })).status).toBe(204);
    expect(await tokensOf(second)).toEqual([token]);
    expect(await tokensOf(first)).toEqual([]);
  });

  it('moves the registration to a new sign-in of the same account', async () => {
    const kim = await signUp(t, { name: 'Kim', password: 'a good long password' });
    const token = newToken();
    await register(kim, { token, platform: 'ios' });
    const again = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: kim.email, password: 'a good long password' }),
    );
    const bearer = again.headers.get('set-auth-token')!;
    const resigned = { ...kim, headers: { ...kim.headers, authorization: `Bearer ${bearer}` } };
    now += 1_000;
    expect((await register(resigned, { token, platform: 'ios' })).status).toBe(204);
    // The first sign-in ending no longer ends the registration: it is the new one's.
    await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, kim.headers));
    expect(await tokensOf(kim)).toEqual([token]);
  });

  it('needs a sign-in, before looking at the body', async () => {
    const res = await register(null, { token: 'not a token' });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('UNAUTHENTICATED');
  });

  let cy: SignedUpUser | undefined;
  it.each([
    ['a token that is not an Expo token', { token: 'abc123', platform: 'ios' }, 'body.token'],
    ['a raw device token in brackets', { token: 'PushToken[abc]', platform: 'ios' }, 'body.token'],
    ['an empty token', { token: 'ExponentPushToken[]', platform: 'ios' }, 'body.token'],
    ['a NUL in the token', { token: 'ExponentPushToken[ab\u0000c]', platform: 'ios' }, 'body.token'],
    ['a space in the token', { token: 'ExponentPushToken[ab c]', platform: 'ios' }, 'body.token'],
    [
      'a token over the length cap',
      { token: `ExponentPushToken[${'a'.repeat(300)}]`, platform: 'ios' },
      'body.token',
    ],
    ['no token', { platform: 'ios' }, 'body.token'],
    ['an unknown platform', { token: 'ExponentPushToken[abc]', platform: 'windows' }, 'body.platform'],
    ['no platform', { token: 'ExponentPushToken[abc]' }, 'body.platform'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    cy ??= await signUp(t, { name: 'Cy' });
    const res = await register(cy, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.details.map((detail) => detail.field)).toContain(field);
    expect(await tokensOf(cy)).toEqual([]);
  });

  it(`keeps an account's ${PUSH_LIMITS.devicesPerAccount} latest devices, dropping the oldest`, async () => {
    const dee = await signUp(t, { name: 'Dee' });
    const tokens: string[] = [];
    for (let index = 0; index <= PUSH_LIMITS.devicesPerAccount; index += 1) {
      now += 1_000;
      tokens.push(newToken());
      expect((await register(dee, { token: tokens.at(-1), platform: 'ios' })).status).toBe(204);
    }
    const kept = await tokensOf(dee);
    expect(kept).toHaveLength(PUSH_LIMITS.devicesPerAccount);
    expect(kept).not.toContain(tokens[0]);
    expect(kept).toEqual(tokens.slice(1).reverse());

    // Registering the oldest again makes it the newest: the next oldest goes.
    now += 1_000;
    await register(dee, { token: tokens[1], platform: 'ios' });
    now += 1_000;
    await register(dee, { token: newToken(), platform: 'ios' });
    const after = await tokensOf(dee);
    expect(after).toHaveLength(PUSH_LIMITS.devicesPerAccount);
    expect(after).toContain(tokens[1]);
    expect(after).not.toContain(tokens[2]);
  });

  it('answers 429 with Retry-After beyond the hourly budget of writes', async () => {
    const eve = await signUp(t, { name: 'Eve' });
    const token = newToken();
    for (let index = 0; index < PUSH_LIMITS.writesPerHour.limit * 5; index += 1) {
      expect((await register(eve, { token, platform: 'ios' })).status).toBe(204);
    }
    const res = await register(eve, { token, platform: 'ios' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(res)).code).toBe('RATE_LIMITED');
  });
});

describe('a registration and the sign-in it was made with', () => {
  it('ends when that session signs out, and not when another one does', async () => {
    const jo = await signUp(t, { name: 'Jo', password: 'a good long password' });
    const token = newToken();
    await register(jo, { token, platform: 'ios' });
    // Jo signs in on another device too and signs out there: this phone keeps its pushes.
    const other = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: jo.email, password: 'a good long password' }),
    );
    const otherToken = other.headers.get('set-auth-token');
    expect(otherToken).toBeTruthy();
    const signOut = (bearer: string) =>
      t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, { authorization: `Bearer ${bearer}` }));
    expect((await signOut(otherToken!)).status).toBe(200);
    expect(await tokensOf(jo)).toEqual([token]);

    expect((await signOut(jo.token)).status).toBe(200);
    expect(await tokensOf(jo)).toEqual([]);
  });
});

describe('DELETE /api/v1/push-notifications/devices/{token}', () => {
  it("removes the caller's token, once", async () => {
    const fay = await signUp(t, { name: 'Fay' });
    const token = newToken();
    const other = newToken();
    await register(fay, { token, platform: 'ios' });
    await register(fay, { token: other, platform: 'android' });

    expect((await unregister(fay, token)).status).toBe(204);
    expect(await tokensOf(fay)).toEqual([other]);
    const again = await unregister(fay, token);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('NOT_FOUND');
  });

  it("answers 404 for another account's token and leaves it registered", async () => {
    const gus = await signUp(t, { name: 'Gus' });
    const hal = await signUp(t, { name: 'Hal' });
    const token = newToken();
    await register(gus, { token, platform: 'ios' });

    expect((await unregister(hal, token)).status).toBe(404);
    expect(await tokensOf(gus)).toEqual([token]);
  });

  it('needs a sign-in, and an Expo token in the path', async () => {
    const ivy = await signUp(t, { name: 'Ivy' });
    expect((await unregister(null, 'ExponentPushToken[abc]')).status).toBe(401);
    const res = await unregister(ivy, 'not-a-token');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details.map((detail) => detail.field)).toContain('params.token');
  });
});
