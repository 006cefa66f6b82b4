/**
 * Posting, reading and deleting posts through HTTP on PGlite: POST /api/v1/posts (201, 400 naming the field, 401,
 * 404 for a draft experience, 429), GET /api/v1/posts/{id}, the lists of one experience and one place, DELETE by
 * the author only, and moderation taking a reported post out of every list and its page for all but its author.
 */
import { places } from '@happenings/db/places';
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let eventId: string;
let placeId: string;

const photo = (name = 'a1') => ({
  asset_id: name,
  public_id: `uploads/${name}`,
  secure_url: `http://localhost:3000/media/happenings/image/upload/v1/uploads/${name}.jpg`,
  resource_type: 'image',
  format: 'jpg',
  width: 1200,
  height: 800,
  aspect_ratio: 1.5,
  bytes: 1000,
  etag: 'e',
  created_at: '2026-11-20T15:00:00Z',
  bit_rate: null,
  duration: null,
  video: null,
  audio: null,
});

beforeAll(async () => {
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '2', NEW_ACCOUNT_DAYS: '0' } });
  const { db } = t.database;
  ada = await signUp(t, { username: 'ada_posts' });
  bob = await signUp(t, { username: 'bob_posts' });
  eventId = (await makeExperience(db, { name: 'Harbor Lights' })).id;
  const [place] = await db.insert(places).values({ name: 'The Sinclair' }).returning();
  placeId = place!.id;
});

afterAll(async () => {
  await t?.close();
});

async function call(method: string, path: string, user: SignedUpUser | null, body?: unknown) {
  const headers = user?.headers ?? {};
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

const post = (user: SignedUpUser | null, body: Record<string, unknown>) =>
  call('POST', '/api/v1/posts', user, { media: [photo()], ...body });

const captionsOf = (page: Json) => (page.items as { caption: string }[]).map((item) => item.caption);

describe('POST /api/v1/posts', () => {
  it('posts a photo about an experience (201): it heads the experience’s list and has its page', async () => {
    const made = await post(ada, { experienceId: eventId, caption: 'Lights on the water' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      caption: 'Lights on the water',
      experience: { id: eventId, name: 'Harbor Lights' },
      venue: null,
      user: { uid: ada.id, username: 'ada_posts' },
      media: [{ asset_id: 'a1', resource_type: 'image' }],
    });
    const page = await call('GET', `/api/v1/posts/${made.body.id}`, null);
    expect(page.status).toBe(200);
    expect(page.body.caption).toBe('Lights on the water');
    const list = await call('GET', `/api/v1/posts?experienceId=${eventId}`, null);
    expect(captionsOf(list.body)[0]).toBe('Lights on the water');
  });

  it('posts about a place; the place’s list holds it and the experience’s does not', async () => {
    const made = await post(bob, { venueId: placeId, caption: 'Sound check' });
    expect(made.status).toBe(201);
    expect(made.body.venue).toEqual({ id: placeId, name: 'The Sinclair' });
    expect(captionsOf((await call('GET', `/api/v1/posts?venueId=${placeId}`, null)).body)).toEqual([
      'Sound check',
    ]);
    expect(captionsOf((await call('GET', `/api/v1/posts?experienceId=${eventId}`, null)).body)).not.toContain(
      'Sound check',
    );
  });

  it.each([
    ['no media', { media: [], experienceId: 'x' }, 'body.media'],
    ['two media', { media: [photo('a'), photo('b')], experienceId: 'x' }, 'body.media'],
    ['neither an experience nor a place', {}, 'body.experienceId'],
    ['both an experience and a place', { experienceId: 'x', venueId: 'y' }, 'body.venueId'],
    ['a caption over the limit', { experienceId: 'x', caption: 'a'.repeat(501) }, 'body.caption'],
  ])('400 naming the field for %s', async (_name, body, field) => {
    const res = await post(ada, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('400 for media that is not on our media server', async () => {
    const media = [{ ...photo(), secure_url: 'https://evil.example/a.jpg' }];
    const res = await post(ada, { media, experienceId: eventId });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('body.media.0.secure_url');
  });

  it('401 signed out; 404 about a draft experience (its own creator’s too) or a place that does not exist', async () => {
    expect((await post(null, { experienceId: eventId })).status).toBe(401);
    const draft = await makeExperience(t.database.db, { creatorId: ada.id, publishState: 'NOT_PUBLISHED' });
    expect((await post(ada, { experienceId: draft.id })).status).toBe(404);
    expect((await post(ada, { venueId: 'no-such-place' })).status).toBe(404);
    // The draft's list is as hidden as the draft.
    expect((await call('GET', `/api/v1/posts?experienceId=${draft.id}`, bob)).status).toBe(404);
  });

  it('429 with Retry-After once the burst is spent', async () => {
    const carol = await signUp(t);
    let last = 0;
    for (let i = 0; i < 6; i += 1) last = (await post(carol, { experienceId: eventId })).status;
    expect(last).toBe(429);
  });
});

describe('DELETE /api/v1/posts/{id}', () => {
  it('is its author’s: 403 to others, 401 signed out; then the post is gone (404)', async () => {
    const made = await post(ada, { experienceId: eventId, caption: 'Short-lived' });
    expect((await call('DELETE', `/api/v1/posts/${made.body.id}`, bob)).status).toBe(403);
    expect((await call('DELETE', `/api/v1/posts/${made.body.id}`, null)).status).toBe(401);
    const deleted = await call('DELETE', `/api/v1/posts/${made.body.id}`, ada);
    expect(deleted).toEqual({ status: 200, body: { id: made.body.id, deleted: true } });
    expect((await call('GET', `/api/v1/posts/${made.body.id}`, ada)).status).toBe(404);
  });
});

describe('moderation', () => {
  it('a post reported by the threshold leaves every list and its page for others; its author reads why', async () => {
    const made = await post(ada, { experienceId: eventId, caption: 'Reported one' });
    const id = made.body.id as string;
    for (const reporter of [bob, await signUp(t)]) {
      const res = await call('POST', '/api/v1/reports', reporter, {
        subjectType: 'post',
        subjectId: id,
        reason: 'SPAM',
      });
      expect(res.status).toBe(201);
    }
    expect((await call('GET', `/api/v1/posts/${id}`, bob)).status).toBe(404);
    expect((await call('GET', `/api/v1/posts/${id}`, null)).status).toBe(404);
    for (const path of [
      '/api/v1/posts',
      `/api/v1/posts?experienceId=${eventId}`,
      `/api/v1/users/posts?userId=${ada.id}`,
    ]) {
      expect(captionsOf((await call('GET', path, bob)).body), path).not.toContain('Reported one');
    }
    const own = await call('GET', `/api/v1/posts/${id}`, ada);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toMatchObject({ state: 'HIDDEN' });
    const ownList = await call('GET', `/api/v1/users/posts?userId=${ada.id}`, ada);
    expect(ownList.body.items.find((item: Json) => item.id === id).moderation.state).toBe('HIDDEN');
    // Others cannot act on it either; its author still may delete it.
    expect((await call('DELETE', `/api/v1/posts/${id}`, bob)).status).toBe(404);
  });

  it('the back office case shows the post: its caption, picture and page', async () => {
    const made = await post(ada, { experienceId: eventId, caption: 'Case preview' });
    await call('POST', '/api/v1/reports', bob, {
      subjectType: 'post',
      subjectId: made.body.id,
      reason: 'SPAM',
    });
    const moderator = await signUpStaff(t, ['moderator']);
    const queue = await call('GET', '/api/v1/staff/reports', moderator);
    expect(queue.status).toBe(200);
    const found = (queue.body.items as Json[]).find((item) => item.subjectId === made.body.id);
    expect(found.preview).toMatchObject({
      exists: true,
      text: 'Case preview',
      path: `/post/${made.body.id}`,
      media: { asset_id: 'a1' },
    });
    const removed = await call('POST', `/api/v1/staff/moderation/post/${made.body.id}/remove`, moderator, {
      reason: 'Spam',
    });
    expect(removed.status).toBe(200);
    expect((await call('GET', `/api/v1/posts/${made.body.id}`, bob)).status).toBe(404);
  });
});
