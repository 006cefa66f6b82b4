import { accounts } from '@happenings/db/auth';
import { categories } from '@happenings/db/experiences';
import { makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  await makeLocation(t.database.db, 'boston-ma');
  await t.database.db.insert(categories).values([
    { slug: 'music', name: 'Music', position: 1 },
    { slug: 'comedy', name: 'Comedy', position: 2 },
  ]);
  ada = await signUp(t, { username: 'ada_l' });
  bo = await signUp(t, { username: 'bo.b' });
});
afterAll(async () => {
  await t.close();
});

async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('PATCH /api/v1/users', () => {
  it('updates profile fields and answers the own profile', async () => {
    const res = await t.app.request(
      '/api/v1/users',
      jsonRequest(
        'PATCH',
        { displayName: 'Ada L.', bio: 'Jazz fan', location: 'boston-ma', interests: ['music', 'comedy'] },
        ada.headers,
      ),
    );
    expect(res.status).toBe(200);
    const profile = await body(res);
    expect(profile).toMatchObject({
      uid: ada.id,
      email: ada.email,
      displayName: 'Ada L.',
      bio: 'Jazz fan',
      location: 'boston-ma',
      interests: ['music', 'comedy'],
      username: 'ada_l',
      providerId: 'password',
      followersCount: 0,
    });
    expect(profile.photoURL).toMatch(
      /^http:\/\/localhost:3000\/media\/happenings\/image\/upload\/v1\/avatar\/(default|alt|rainbow)\/small\/a\.jpg$/,
    );
  });

  it('changes the username when sent alone', async () => {
    const res = await t.app.request(
      '/api/v1/users',
      jsonRequest('PATCH', { username: 'Ada_Lovelace' }, ada.headers),
    );
    expect(res.status).toBe(200);
    expect((await body(res)).username).toBe('Ada_Lovelace');
  });

  it('rejects a username sent with other fields, naming the other field', async () => {
    const res = await t.app.request(
      '/api/v1/users',
      jsonRequest('PATCH', { username: 'someone', bio: 'x' }, ada.headers),
    );
    expect(res.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(res)).error.details[0]?.field).toBe(
      'body.bio',
    );
  });

  it.each([
    ['too short', 'ab'],
    ['bad characters', 'no spaces'],
    ['reserved', 'Admin'],
  ])('rejects a username that is %s', async (_why, username) => {
    const res = await t.app.request('/api/v1/users', jsonRequest('PATCH', { username }, ada.headers));
    expect(res.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(res)).error.details[0]?.field).toBe(
      'body.username',
    );
  });

  it('answers 409 USERNAME_TAKEN for a username taken in another case', async () => {
    const res = await t.app.request('/api/v1/users', jsonRequest('PATCH', { username: 'BO.B' }, ada.headers));
    expect(res.status).toBe(409);
    expect((await body<{ error: { code: string } }>(res)).error.code).toBe('USERNAME_TAKEN');
  });

  it('rejects unknown interests naming the field', async () => {
    const res = await t.app.request(
      '/api/v1/users',
      jsonRequest('PATCH', { interests: ['knitting'] }, ada.headers),
    );
    expect(res.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(res)).error.details[0]?.field).toBe(
      'body.interests',
    );
  });

  it('validates fields (400 naming them) and needs a caller (401)', async () => {
    const bad = await t.app.request(
      '/api/v1/users',
      jsonRequest('PATCH', { location: 'paris' }, ada.headers),
    );
    expect(bad.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(bad)).error.details[0]?.field).toBe(
      'body.location',
    );
    const anonymous = await t.app.request('/api/v1/users', jsonRequest('PATCH', { bio: 'x' }));
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH /api/v1/users: photoURL and links', () => {
  const patch = (fields: Record<string, unknown>) =>
    t.app.request('/api/v1/users', jsonRequest('PATCH', fields, bo.headers));

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['plain http on another host', 'http://evil.example/me.jpg'],
    ['ftp', 'ftp://example.com/me.jpg'],
  ])('400 naming body.photoURL for %s', async (_name, photoURL) => {
    const res = await patch({ photoURL });
    expect(res.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(res)).error.details[0]?.field).toBe(
      'body.photoURL',
    );
  });

  it.each([
    ['https on any host (sign-in providers host pictures)', 'https://lh3.googleusercontent.com/a/photo.jpg'],
    [
      'our media server, http on a development origin',
      'http://localhost:3000/media/happenings/image/upload/v1/uploads/me.jpg',
    ],
  ])('accepts %s', async (_name, photoURL) => {
    const res = await patch({ photoURL });
    expect(res.status).toBe(200);
    expect((await body(res)).photoURL).toContain(new URL(photoURL).pathname);
  });

  it('400 naming the link for a javascript: link', async () => {
    const res = await patch({ links: [{ label: 'Site', url: 'javascript:alert(1)' }] });
    expect(res.status).toBe(400);
    expect((await body<{ error: { details: { field: string }[] } }>(res)).error.details[0]?.field).toBe(
      'body.links.0.url',
    );
  });
});

describe('POST /api/v1/users (onboarding)', () => {
  it('completes the profile once and is idempotent', async () => {
    const first = await t.app.request('/api/v1/users', jsonRequest('POST', { bio: 'Hello' }, bo.headers));
    expect(first.status).toBe(200);
    const firstBody = await body(first);
    expect(firstBody.bio).toBe('Hello');
    expect(firstBody.onboardedAt).toEqual(expect.any(String));
    const second = await t.app.request('/api/v1/users', jsonRequest('POST', {}, bo.headers));
    expect(second.status).toBe(200);
    expect((await body(second)).onboardedAt).toBe(firstBody.onboardedAt);
  });

  it('needs a caller', async () => {
    expect((await t.app.request('/api/v1/users', jsonRequest('POST', {}))).status).toBe(401);
  });
});

describe('GET /api/v2/users/profile', () => {
  it('answers the caller (401 anonymous)', async () => {
    const res = await t.app.request('/api/v2/users/profile', { headers: bo.headers });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ uid: bo.id, username: 'bo.b', emailVerified: false });
    expect((await t.app.request('/api/v2/users/profile')).status).toBe(401);
  });

  it('answers a sign-in method it has no spec name for as stored, even one named like a prototype key', async () => {
    const cy = await signUp(t);
    const signedUpBefore = new Date('2020-01-01T00:00:00Z');
    for (const providerId of ['github', 'constructor']) {
      await t.database.db.delete(accounts).where(eq(accounts.userId, cy.id));
      await t.database.db.insert(accounts).values({
        accountId: cy.id,
        providerId,
        userId: cy.id,
        createdAt: signedUpBefore,
        updatedAt: signedUpBefore,
      });
      const res = await t.app.request('/api/v2/users/profile', { headers: cy.headers });
      expect(res.status, providerId).toBe(200);
      expect((await body(res)).providerId).toBe(providerId);
    }
  });
});

describe('public profiles', () => {
  it('finds a user by username in any case, with counts and the relationship', async () => {
    await t.app.request(`/api/v1/follows/users/${bo.id}`, { method: 'POST', headers: ada.headers });
    const res = await t.app.request('/api/v2/users/username/BO.B/profile', { headers: ada.headers });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({
      uid: bo.id,
      username: 'bo.b',
      bio: 'Hello',
      followersCount: 1,
      followingCount: 0,
      interestedCount: 0,
      relationship: 'following',
    });
    const back = await t.app.request(`/api/v2/users/${ada.id}/profile`, { headers: bo.headers });
    expect((await body(back)).relationship).toBe('follower');
  });

  it('is readable anonymously with relationship none', async () => {
    const res = await t.app.request(`/api/v2/users/${bo.id}/profile`);
    expect(res.status).toBe(200);
    expect((await body(res)).relationship).toBe('none');
  });

  it('answers 404 for unknown users', async () => {
    expect((await t.app.request('/api/v2/users/username/nobody_here/profile')).status).toBe(404);
    expect((await t.app.request('/api/v2/users/no-such-id/profile')).status).toBe(404);
  });
});

describe('GET /api/v1/users/id/{id}', () => {
  it('answers the avatar user anonymously, by account id or numeric id', async () => {
    const res = await t.app.request(`/api/v1/users/id/${bo.id}`);
    expect(res.status).toBe(200);
    const user = await body<{ id: number; uid: string; username: string }>(res);
    expect(user).toMatchObject({ uid: bo.id, username: 'bo.b', displayName: bo.name });
    const byNumber = await t.app.request(`/api/v1/users/id/${user.id}`);
    expect((await body(byNumber)).uid).toBe(bo.id);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.app.request('/api/v1/users/id/unknown')).status).toBe(404);
  });
});
