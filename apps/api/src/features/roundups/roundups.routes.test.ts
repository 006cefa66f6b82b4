import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db);
  await makeLocation(t.database.db, 'washington-dc');
  ada = await signUp(t, { username: 'ada_roundups' });
  bob = await signUp(t, { username: 'bob_roundups' });
});

afterAll(async () => {
  await t?.close();
});

const PATH = '/api/v1/crowd-sourced-roundups';
const send = (method: string, path: string, body: unknown, user: SignedUpUser | null) =>
  t.app.request(path, jsonRequest(method, body, user?.headers ?? {}));
const get = (path: string, user: SignedUpUser | null = null) =>
  t.app.request(path, { headers: user?.headers ?? {} });

async function ask(body: object, user = ada): Promise<Json> {
  const res = await send('POST', PATH, body, user);
  expect(res.status).toBe(201);
  return res.json();
}

describe('asking', () => {
  it('creates a published roundup with a slug from its question, read by id or slug by anyone', async () => {
    const roundup = await ask({
      title: 'Best late-night ramen near Central Square?',
      description: 'Open past 11',
    });
    expect(roundup).toMatchObject({
      title: 'Best late-night ramen near Central Square?',
      slug: 'best-late-night-ramen-near-central-square',
      description: 'Open past 11',
      location: 'boston-ma',
      publishState: 'PUBLISHED',
      parentCommentsCount: 0,
      canEdit: true,
      endsAt: null,
    });
    expect(roundup.creator.uid).toBe(ada.id);
    const byId: Json = await (await get(`${PATH}/${roundup.id}`)).json();
    expect(byId).toMatchObject({ id: roundup.id, canEdit: false });
    const bySlug: Json = await (await get(`${PATH}/${roundup.slug}`, ada)).json();
    expect(bySlug).toMatchObject({ id: roundup.id, canEdit: true });

    const again = await ask({ title: 'Best late-night ramen near Central Square?' }, bob);
    expect(again.slug).toMatch(/^best-late-night-ramen-near-central-square-[a-z0-9]{4}$/);
    // /roundup/ask is the website's page for asking.
    expect((await ask({ title: 'Ask?' })).slug).toMatch(/^ask-[a-z0-9]{4}$/);
  });

  it('answers 400 naming the field, and 401 to visitors', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '   ' }, 'body.title'],
      [{ title: 'x'.repeat(151) }, 'body.title'],
      [{ title: 'Fine', description: 'x'.repeat(2001) }, 'body.description'],
      [{ title: 'Fine', location: 'paris' }, 'body.location'],
      [{ title: 'Fine', publishState: 'PENDING_REVIEW' }, 'body.publishState'],
      [{ title: 'Fine', endsAt: '2000-01-01T00:00:00Z' }, 'body.endsAt'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', PATH, body, ada);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Json).error.details[0].field).toBe(field);
    }
    expect((await send('POST', PATH, { title: 'Anonymous?' }, null)).status).toBe(401);
  });
});

describe('drafts, lists, edits and deletion', () => {
  it('keeps a draft to its creator and lists roundups of a location newest first', async () => {
    const dc1 = await ask({ title: 'Best half-smoke in DC?', location: 'washington-dc' });
    const dc2 = await ask({ title: 'Best jazz brunch in DC?', location: 'washington-dc' }, bob);
    const draft = await ask({
      title: 'Quiet draft',
      location: 'washington-dc',
      publishState: 'NOT_PUBLISHED',
    });
    expect((await get(`${PATH}/${draft.id}`)).status).toBe(404);
    expect((await get(`${PATH}/${draft.id}`, bob)).status).toBe(404);
    expect((await get(`${PATH}/${draft.id}`, ada)).status).toBe(200);
    expect((await get(`/api/v1/comments/crowd-sourced-roundup/${draft.id}`, bob)).status).toBe(404);

    const first: Json = await (await get(`${PATH}?location=washington-dc&limit=1`)).json();
    expect(first.items.map((item: Json) => item.id)).toEqual([dc2.id]);
    const second: Json = await (
      await get(`${PATH}?location=washington-dc&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((item: Json) => item.id)).toEqual([dc1.id]);
    expect(second.nextCursor).toBeNull();

    const own: Json = await (await get(`${PATH}?creatorId=${ada.id}&limit=50`, ada)).json();
    expect(own.items.map((item: Json) => item.id)).toContain(draft.id);
    const seenByBob: Json = await (await get(`${PATH}?creatorId=${ada.id}&limit=50`, bob)).json();
    expect(seenByBob.items.map((item: Json) => item.id)).not.toContain(draft.id);
  });

  it('lets the creator edit (the slug stays) and nobody else', async () => {
    const roundup = await ask({ title: 'Best bagels?' });
    const edited = await send('PATCH', `${PATH}/${roundup.id}`, { title: 'Best bagels in Brookline?' }, ada);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Best bagels in Brookline?', slug: roundup.slug });
    expect((await send('PATCH', `${PATH}/${roundup.id}`, { title: 'Mine now' }, bob)).status).toBe(403);
    expect((await send('PATCH', `${PATH}/${roundup.id}`, { title: 'Mine now' }, null)).status).toBe(401);
    expect((await send('PATCH', `${PATH}/no-such-roundup`, { title: 'x' }, ada)).status).toBe(404);
    const invalid = await send('PATCH', `${PATH}/${roundup.id}`, { title: '' }, ada);
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as Json).error.details[0].field).toBe('body.title');
  });

  it('deletes a roundup with its whole thread, for its creator only', async () => {
    const roundup = await ask({ title: 'Best dumplings?' });
    const experience = await makeExperience(t.database.db, {
      occurrences: [
        { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
      ],
    });
    const answer: Json = await (
      await send(
        'POST',
        `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`,
        { text: 'This one', recommends: { itemType: 'experience', itemId: experience.id } },
        bob,
      )
    ).json();
    expect((await send('DELETE', `${PATH}/${roundup.id}`, undefined, bob)).status).toBe(403);
    const deleted = await send('DELETE', `${PATH}/${roundup.id}`, undefined, ada);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: roundup.id });
    expect((await get(`${PATH}/${roundup.id}`, ada)).status).toBe(404);
    expect((await get(`/api/v1/comments/${answer.id}/replies`)).status).toBe(404);
    expect((await send('DELETE', `${PATH}/${roundup.id}`, undefined, ada)).status).toBe(404);
  });

  it('feeds the roundups discover stream, most answered first', async () => {
    const quiet = await ask({ title: 'Quiet question?', location: 'washington-dc' });
    const busy = await ask({ title: 'Busy question?', location: 'washington-dc' });
    const other = await ask({ title: 'Other question?', location: 'washington-dc' });
    for (const user of [ada, bob]) {
      await send('POST', `/api/v1/comments/crowd-sourced-roundup/${busy.id}`, { text: 'answer' }, user);
    }
    await send('POST', `/api/v1/comments/crowd-sourced-roundup/${other.id}`, { text: 'answer' }, bob);
    const stream: Json = await (
      await get('/api/v1/discover/roundups?location=washington-dc&limit=50')
    ).json();
    const ids = stream.items.map((item: Json) => item.id);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(other.id));
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(quiet.id));
  });
});
