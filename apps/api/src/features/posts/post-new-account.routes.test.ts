/**
 * A new account's posts (issue 23): a caption carrying a link waits for a moderator (its author reads why, nobody
 * else sees it), and the stricter budget of new accounts answers 429 sooner than everyone's.
 */
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { NEW_ACCOUNT_LIMITS } from '../moderation/new-account-rules.ts';

let t: TestApp;
let newcomer: SignedUpUser;
let reader: SignedUpUser;
let eventId: string;

const photo = {
  asset_id: 'n1',
  public_id: 'uploads/n1',
  secure_url: 'http://localhost:3000/media/happenings/image/upload/v1/uploads/n1.jpg',
  resource_type: 'image',
  format: 'jpg',
  width: 800,
  height: 800,
  aspect_ratio: 1,
  bytes: 1000,
  etag: 'e',
  created_at: '2026-11-20T15:00:00Z',
  bit_rate: null,
  duration: null,
  video: null,
  audio: null,
};

beforeAll(async () => {
  t = await createTestApp({ env: { NEW_ACCOUNT_DAYS: '3' } });
  newcomer = await signUp(t);
  reader = await signUp(t);
  eventId = (await makeExperience(t.database.db)).id;
});

afterAll(async () => {
  await t?.close();
});

const post = (caption: string) =>
  t.app.request(
    '/api/v1/posts',
    jsonRequest('POST', { media: [photo], caption, experienceId: eventId }, newcomer.headers),
  );

describe('a new account’s posts', () => {
  it('holds a caption with a link for a moderator, then spends the stricter budget', async () => {
    const held = await post('Tickets at cheap-tickets.shop');
    expect(held.status).toBe(201);
    const body = (await held.json()) as { id: string; moderation?: { state: string; reason: string } };
    expect(body.moderation).toMatchObject({ state: 'HIDDEN', reason: 'Waiting for a moderator' });
    const seen = await t.app.request(`/api/v1/posts/${body.id}`, { headers: reader.headers });
    expect(seen.status).toBe(404);

    const burst = NEW_ACCOUNT_LIMITS.post[0]!.limit;
    const statuses: number[] = [];
    for (let i = 1; i <= burst; i += 1) statuses.push((await post(`Plain caption ${i}`)).status);
    expect(statuses.slice(0, burst - 1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
