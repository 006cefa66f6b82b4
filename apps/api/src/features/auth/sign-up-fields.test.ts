/**
 * A sign-up names an account and nothing else: the username a person shows, their picture and their phone number
 * come only through the product's own rules (PATCH /api/v1/users, a texted code), so a new account cannot take
 * someone else's username, display username or avatar and comment or be found under them.
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { createAuth } from './auth.ts';

let t: TestApp;
let ada: SignedUpUser;
const ADA_PHOTO = 'https://images.example.com/ada.jpg';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  await makeLocation(t.database.db);
  ada = await signUp(t, { name: 'Ada Lovelace', username: 'Ada_Real' });
  const photo = await t.app.request(
    '/api/v1/users',
    jsonRequest('PATCH', { photoURL: ADA_PHOTO }, ada.headers),
  );
  expect(photo.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const findUserByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0] ?? null;

type ErrorJson = { error: { code: string; details: Array<{ field: string }> } };

const post = (path: string, body: unknown) =>
  t.app.request(path, jsonRequest('POST', body, { origin: 'http://localhost:3000' }));

let counter = 0;
const newAccount = () => {
  counter += 1;
  return { name: 'Ada Lovelace', email: `impostor${counter}@example.com`, password: 'a good long password' };
};

describe('POST /api/auth/sign-up/email', () => {
  it.each([
    ['username', 'impostor_1'],
    ['displayUsername', 'Ada_Real'],
    ['image', ADA_PHOTO],
    ['phoneNumber', '+16175550142'],
    ['emailVerified', true],
    ['numericId', 1],
  ])('refuses %s with 400 naming the field, and makes no account', async (field, value) => {
    const account = newAccount();
    const res = await post('/api/auth/sign-up/email', { ...account, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.details.map((detail) => detail.field)).toEqual([`body.${field}`]);
    expect(await findUserByEmail(account.email)).toBeNull();
  });

  it('refuses the same fields in a form-encoded sign-up', async () => {
    const account = newAccount();
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({
        ...account,
        username: 'impostor_2',
        displayUsername: 'Ada_Real',
      }).toString(),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.details.map((detail) => detail.field)).toEqual([
      'body.username',
      'body.displayUsername',
    ]);
    expect(await findUserByEmail(account.email)).toBeNull();
  });

  it("takes what the website's form sends", async () => {
    const account = newAccount();
    const res = await post('/api/auth/sign-up/email', {
      ...account,
      callbackURL: '/__/auth/action?mode=verifyEmail',
    });
    expect(res.status).toBe(200);
    const stored = await findUserByEmail(account.email);
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      username: null,
      displayUsername: null,
      image: null,
    });
  });

  it("never shows a newcomer under someone else's username or picture, in comments or people search", async () => {
    const account = newAccount();
    const refused = await post('/api/auth/sign-up/email', {
      ...account,
      username: 'impostor_3',
      displayUsername: 'Ada_Real',
      image: ADA_PHOTO,
    });
    expect(refused.status).toBe(400);

    const impostor = await signUp(t, { name: 'Ada Lovelace' });
    const experience = await makeExperience(t.database.db, {
      creatorId: ada.id,
      occurrences: [
        { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
      ],
    });
    const posted = await t.app.request(
      `/api/v1/comments/experience/${experience.id}`,
      jsonRequest('POST', { text: 'Tickets at the door!' }, impostor.headers),
    );
    expect(posted.status).toBe(201);
    const thread = (await (
      await t.app.request(`/api/v1/comments?itemType=experience&itemId=${experience.id}`)
    ).json()) as { items: Array<{ user: { uid: string; username: string | null; photoURL: string } }> };
    const shown = thread.items.map((item) => item.user);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ uid: impostor.id, username: null });
    expect(shown[0]?.photoURL).not.toBe(ADA_PHOTO);

    const search = (await (
      await t.app.request('/api/v1/search?q=Ada_Real&type=users&location=boston-ma')
    ).json()) as {
      users: { items: Array<{ uid: string; username: string | null; photoURL: string | null }> };
    };
    const underAdasName = search.users.items.filter(
      (user) => user.username?.toLowerCase() === 'ada_real' || user.photoURL === ADA_PHOTO,
    );
    expect(underAdasName.map((user) => user.uid)).toEqual([ada.id]);

    const profile = await t.app.request('/api/v2/users/username/ada_real/profile');
    expect(((await profile.json()) as { uid: string }).uid).toBe(ada.id);
  });
});

describe('the other ways an account is made or changed', () => {
  it('refuses profile fields with a phone sign-up, before the code is checked', async () => {
    const res = await post('/api/auth/phone-number/verify', {
      phoneNumber: '+16175550143',
      code: '123456',
      displayUsername: 'Ada_Real',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.details.map((detail) => detail.field)).toEqual([
      'body.displayUsername',
    ]);
  });

  it("answers 404 to better-auth's update-user, so a signed-in account cannot rename itself there", async () => {
    const mallory = await signUp(t);
    const res = await t.app.request(
      '/api/auth/update-user',
      jsonRequest('POST', { displayUsername: 'Ada_Real', image: ADA_PHOTO }, mallory.headers),
    );
    expect(res.status).toBe(404);
    expect(await findUserByEmail(mallory.email)).toMatchObject({
      displayUsername: null,
      image: null,
    });
  });

  it('still reads the username chosen through the product with the session', async () => {
    const res = await t.app.request('/api/auth/get-session', { headers: { cookie: ada.cookie } });
    const body = (await res.json()) as { user: { username: string; displayUsername: string } };
    expect(body.user).toMatchObject({ username: 'ada_real', displayUsername: 'Ada_Real' });
  });

  it('never takes a username from a sign-up, even one made on the server without the HTTP checks', async () => {
    const auth = createAuth(t.deps);
    const account = newAccount();
    // Its types refuse these fields too: what a script could still send, cast past them.
    const smuggled = { ...account, username: 'impostor_4', displayUsername: 'Ada_Real' } as typeof account;
    await expect(auth.api.signUpEmail({ body: smuggled })).rejects.toThrow(/not allowed/);
    expect(await findUserByEmail(account.email)).toBeNull();
  });
});
