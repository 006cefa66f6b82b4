import { places } from '@happenings/db/schema';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let experienceId: string;
let experienceSlug: string;
let draftId: string;
let placeId: string;
let roundupId: string;

const soon = () => [
  { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
];

beforeAll(async () => {
  // Posting limits have their own test (posting-limit.routes.test.ts).
  // Everyone's rules; a new account's stricter ones (links held, tighter limits) are tested in features/moderation.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', NEW_ACCOUNT_DAYS: '0' } });
  const { db } = t.database;
  await makeLocation(db);
  ada = await signUp(t, { username: 'ada_comments' });
  bob = await signUp(t, { username: 'bob_comments' });
  const published = await makeExperience(db, { name: 'Ramen Night', creatorId: ada.id, occurrences: soon() });
  experienceId = published.id;
  experienceSlug = published.slug;
  draftId = (
    await makeExperience(db, { creatorId: ada.id, publishState: 'NOT_PUBLISHED', occurrences: soon() })
  ).id;
  const [place] = await db
    .insert(places)
    .values({ name: 'Noodle Bar', locationSlug: 'boston-ma', createdById: ada.id })
    .returning();
  placeId = place!.id;
  const asked = await t.app.request(
    '/api/v1/crowd-sourced-roundups',
    jsonRequest('POST', { title: 'Best late-night ramen near Central Square?' }, ada.headers),
  );
  expect(asked.status).toBe(201);
  roundupId = ((await asked.json()) as Json).id;
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, user: SignedUpUser | null) =>
  t.app.request(path, jsonRequest('POST', body, user?.headers ?? {}));
const get = (path: string, user: SignedUpUser | null = null) =>
  t.app.request(path, { headers: user?.headers ?? {} });
const call = (method: string, path: string, user: SignedUpUser | null) =>
  t.app.request(path, { method, headers: user?.headers ?? {} });

async function comment(path: string, text: string, user: SignedUpUser, extra: object = {}): Promise<Json> {
  const res = await post(path, { text, ...extra }, user);
  expect(res.status).toBe(201);
  return res.json();
}

describe('threads of experiences and places', () => {
  it('posts a comment as typed and lists it to visitors, newest first', async () => {
    const typed = '  <b>Loved it</b> — see https://example.com/menu?x=1  ';
    const first = await comment(`/api/v1/comments/experience/${experienceId}`, typed, ada);
    expect(first).toMatchObject({
      kind: 'comment',
      itemType: 'experience',
      itemId: experienceId,
      parentCommentId: null,
      text: typed,
      isAuthor: true,
      isDeleted: false,
      recommends: null,
      votes: { up: 0, down: 0, mine: 'none' },
      likes: 0,
      isLiked: false,
      repliesCount: 0,
      updatedAt: null,
    });
    expect(first.user.uid).toBe(ada.id);
    expect(first.parentCommentsCount).toBeUndefined();
    const second = await comment(`/api/v1/comments/experience/${experienceId}`, 'Second', bob);

    const res = await get(`/api/v1/comments/experience/${experienceId}`);
    expect(res.status).toBe(200);
    const page: Json = await res.json();
    expect(page.items.map((item: Json) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[1]).toMatchObject({ text: typed, isAuthor: false });
    expect(page.nextCursor).toBeNull();

    const generic: Json = await (
      await get(`/api/v1/comments?itemType=experience&itemId=${experienceId}`)
    ).json();
    expect(generic.items.map((item: Json) => item.id)).toEqual([second.id, first.id]);
  });

  it('comments on places too', async () => {
    const posted = await comment(`/api/v1/comments/place/${placeId}`, 'Great broth', bob);
    expect(posted).toMatchObject({ kind: 'comment', itemType: 'place', itemId: placeId });
    const page: Json = await (await get(`/api/v1/comments/place/${placeId}`)).json();
    expect(page.items.map((item: Json) => item.id)).toEqual([posted.id]);
  });

  it('answers 400 naming the field', async () => {
    const path = `/api/v1/comments/experience/${experienceId}`;
    const cases: Array<[unknown, string]> = [
      [{ text: '   ' }, 'body.text'],
      [{ text: 'x'.repeat(2001) }, 'body.text'],
      [{}, 'body.text'],
      [{ text: 'Try it', recommends: { itemType: 'experience', itemId: experienceId } }, 'body.recommends'],
    ];
    for (const [body, field] of cases) {
      const res = await post(path, body, ada);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = ((await res.json()) as Json).error;
      expect(error.details.map((detail: Json) => detail.field)).toContain(field);
    }
    for (const [query, field] of [
      ['sort=best', 'query.sort'],
      ['limit=0', 'query.limit'],
      ['cursor=not-a-cursor', 'query.cursor'],
    ]) {
      const res = await get(`${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as Json).error.details[0].field).toBe(field);
    }
    // A cursor of one order is refused by the other: mixing keys would skip or repeat comments.
    await comment(path, 'a', ada);
    const newPage: Json = await (await get(`${path}?limit=1`)).json();
    expect(newPage.nextCursor).toEqual(expect.any(String));
    const mixed = await get(`${path}?sort=top&cursor=${newPage.nextCursor}`);
    expect(mixed.status).toBe(400);
  });

  it('answers 401 to anonymous writers and 404 for unknown or hidden subjects', async () => {
    expect((await post(`/api/v1/comments/experience/${experienceId}`, { text: 'hi' }, null)).status).toBe(
      401,
    );
    expect((await get('/api/v1/comments/experience/no-such-experience')).status).toBe(404);
    expect((await post('/api/v1/comments/place/no-such-place', { text: 'hi' }, bob)).status).toBe(404);
    // A draft's thread is as hidden as the draft, even for a body that would not validate.
    expect((await get(`/api/v1/comments/experience/${draftId}`, bob)).status).toBe(404);
    expect((await post(`/api/v1/comments/experience/${draftId}`, {}, bob)).status).toBe(404);
    expect((await get(`/api/v1/comments?itemType=experience&itemId=${draftId}`)).status).toBe(404);
    // ... and visible to its creator.
    const own = await comment(`/api/v1/comments/experience/${draftId}`, 'Note to self', ada);
    expect((await get(`/api/v1/comments/${own.id}/replies`, bob)).status).toBe(404);
    expect((await call('POST', `/api/v1/comments/${own.id}/upvote`, bob)).status).toBe(404);
  });
});

describe('roundup recommendations and replies', () => {
  it('answers with recommendations pointing at an experience or a place, with replies one level deep', async () => {
    const thread = `/api/v1/comments/crowd-sourced-roundup/${roundupId}`;
    const answer = await comment(thread, 'Go to Ramen Night', bob, {
      recommends: { itemType: 'experience', itemId: experienceId },
    });
    expect(answer).toMatchObject({
      kind: 'recommendation',
      itemType: 'crowd-sourced-roundup',
      parentCommentsCount: 1,
      recommends: { itemType: 'experience', itemId: experienceId, name: 'Ramen Night', slug: experienceSlug },
    });
    const placeAnswer = await comment(thread, 'Noodle Bar, always', ada, {
      recommends: { itemType: 'place', itemId: placeId },
    });
    expect(placeAnswer.recommends).toMatchObject({ itemType: 'place', name: 'Noodle Bar', slug: null });

    const reply = await comment(`/api/v1/comments/comment/${answer.id}`, 'Agreed!', ada);
    expect(reply).toMatchObject({ kind: 'recommendation-reply', parentCommentId: answer.id });
    // Answering a reply joins the parent's conversation.
    const replyToReply = await comment(`/api/v1/comments/comment/${reply.id}`, 'Me too', bob);
    expect(replyToReply).toMatchObject({ kind: 'recommendation-reply', parentCommentId: answer.id });

    const replies: Json = await (await get(`/api/v1/comments/${answer.id}/replies`)).json();
    expect(replies.items.map((item: Json) => item.id)).toEqual([reply.id, replyToReply.id]);

    const page: Json = await (await get(thread)).json();
    expect(page.parentCommentsCount).toBe(2);
    expect(page.items.map((item: Json) => item.id)).toEqual([placeAnswer.id, answer.id]);
    expect(page.items[1]).toMatchObject({ repliesCount: 2, parentCommentsCount: 2 });

    const roundup: Json = await (await get(`/api/v1/crowd-sourced-roundups/${roundupId}`)).json();
    expect(roundup.parentCommentsCount).toBe(2);

    // Replies on experiences are comment-replies.
    const onEvent = await comment(`/api/v1/comments/experience/${experienceId}`, 'Parent', ada);
    const eventReply = await comment(`/api/v1/comments/comment/${onEvent.id}`, 'Child', bob);
    expect(eventReply.kind).toBe('comment-reply');
  });

  it('refuses a recommendation of something that does not exist or is a draft', async () => {
    const thread = `/api/v1/comments/crowd-sourced-roundup/${roundupId}`;
    for (const recommends of [
      { itemType: 'experience', itemId: draftId },
      { itemType: 'place', itemId: 'no-such-place' },
    ]) {
      const res = await post(thread, { text: 'Try this', recommends }, ada);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error.details[0].field).toBe('body.recommends.itemId');
    }
  });
});

describe('editing and deleting', () => {
  it('lets the author edit their comment, nobody else', async () => {
    const mine = await comment(`/api/v1/comments/experience/${experienceId}`, 'Typo hre', ada);
    const edit = (user: SignedUpUser | null, body: unknown, id = mine.id) =>
      t.app.request(`/api/v1/comments/${id}`, jsonRequest('PATCH', body, user?.headers ?? {}));

    const edited = await edit(ada, { text: 'Typo here' });
    expect(edited.status).toBe(200);
    const body: Json = await edited.json();
    expect(body).toMatchObject({ id: mine.id, text: 'Typo here' });
    expect(body.updatedAt).toEqual(expect.any(String));

    expect((await edit(bob, { text: 'Hijacked' })).status).toBe(403);
    expect((await edit(null, { text: 'Hijacked' })).status).toBe(401);
    expect((await edit(ada, { text: 'x' }, 'no-such-comment')).status).toBe(404);
    const invalid = await edit(ada, { text: '' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as Json).error.details[0].field).toBe('body.text');
    expect((await call('DELETE', `/api/v1/comments/${mine.id}`, bob)).status).toBe(403);
  });

  it("lets the author change or remove what their recommendation points at, and nothing else's", async () => {
    const thread = `/api/v1/comments/crowd-sourced-roundup/${roundupId}`;
    const answer = await comment(thread, 'Try the ramen', bob, {
      recommends: { itemType: 'experience', itemId: experienceId },
    });
    const edit = (user: SignedUpUser, body: unknown, id = answer.id) =>
      t.app.request(`/api/v1/comments/${id}`, jsonRequest('PATCH', body, user.headers));

    const toPlace = await edit(bob, {
      text: 'Noodle Bar instead',
      recommends: { itemType: 'place', itemId: placeId },
    });
    expect(toPlace.status).toBe(200);
    expect(((await toPlace.json()) as Json).recommends).toMatchObject({
      itemType: 'place',
      itemId: placeId,
      name: 'Noodle Bar',
    });
    // Left out, the pointer stays; the top list shows the new one.
    expect(
      ((await (await edit(bob, { text: 'Noodle Bar, really' })).json()) as Json).recommends,
    ).toMatchObject({
      itemId: placeId,
    });
    const top: Json = await (await get(`${thread}/top`)).json();
    expect(top.items.find((item: Json) => item.id === answer.id).recommends.itemId).toBe(placeId);

    const drafted = await edit(bob, { text: 'x', recommends: { itemType: 'experience', itemId: draftId } });
    expect(drafted.status).toBe(400);
    expect(((await drafted.json()) as Json).error.details[0].field).toBe('body.recommends.itemId');
    expect((await edit(ada, { text: 'x', recommends: null })).status).toBe(403);

    const cleared = await edit(bob, { text: 'Just go out', recommends: null });
    expect(((await cleared.json()) as Json).recommends).toBeNull();

    const plain = await comment(`/api/v1/comments/experience/${experienceId}`, 'Nice', bob);
    const refused = await edit(
      bob,
      { text: 'Nice', recommends: { itemType: 'place', itemId: placeId } },
      plain.id,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).error.details[0].field).toBe('body.recommends');
  });

  it('keeps the thread of a deleted comment with replies as a placeholder, and removes it with its last reply', async () => {
    const thread = `/api/v1/comments/crowd-sourced-roundup/${roundupId}`;
    const before: Json = await (await get(thread)).json();
    const parent = await comment(thread, 'Parent to delete', bob);
    const reply = await comment(`/api/v1/comments/comment/${parent.id}`, 'A reply that stays', ada);

    const deleted = await call('DELETE', `/api/v1/comments/${parent.id}`, bob);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: parent.id, outcome: 'placeholder' });

    const page: Json = await (await get(thread, bob)).json();
    const placeholder = page.items.find((item: Json) => item.id === parent.id);
    expect(placeholder).toMatchObject({
      isDeleted: true,
      text: null,
      user: null,
      isAuthor: false,
      repliesCount: 1,
    });
    expect(page.parentCommentsCount).toBe(before.parentCommentsCount);
    const replies: Json = await (await get(`/api/v1/comments/${parent.id}/replies`)).json();
    expect(replies.items.map((item: Json) => item.text)).toEqual(['A reply that stays']);
    // Nobody votes on, replies to, edits or deletes a placeholder.
    expect((await call('POST', `/api/v1/comments/${parent.id}/upvote`, ada)).status).toBe(404);
    expect((await post(`/api/v1/comments/comment/${parent.id}`, { text: 'hi' }, ada)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/comments/${parent.id}`, bob)).status).toBe(404);
    // The top recommendations leave placeholders out.
    const top: Json = await (await get(`${thread}/top`)).json();
    expect(top.items.map((item: Json) => item.id)).not.toContain(parent.id);

    const last = await call('DELETE', `/api/v1/comments/${reply.id}`, ada);
    expect(await last.json()).toEqual({ id: reply.id, outcome: 'removed' });
    const after: Json = await (await get(thread)).json();
    expect(after.items.map((item: Json) => item.id)).not.toContain(parent.id);
    expect((await get(`/api/v1/comments/${parent.id}/replies`)).status).toBe(404);
  });

  it('removes a comment without replies, and the roundup counts one answer fewer', async () => {
    const thread = `/api/v1/comments/crowd-sourced-roundup/${roundupId}`;
    const answer = await comment(thread, 'Short-lived', ada);
    const count = ((await (await get(thread)).json()) as Json).parentCommentsCount;
    const res = await call('DELETE', `/api/v1/comments/${answer.id}`, ada);
    expect(await res.json()).toEqual({ id: answer.id, outcome: 'removed' });
    const page: Json = await (await get(thread)).json();
    expect(page.parentCommentsCount).toBe(count - 1);
    expect(page.items.map((item: Json) => item.id)).not.toContain(answer.id);
  });
});

describe('votes and likes', () => {
  it('keeps one vote per user: repeating it changes nothing, switching moves it, removing it clears it', async () => {
    const target = await comment(`/api/v1/comments/experience/${experienceId}`, 'Vote on me', ada);
    const vote = async (method: string, path: string, user = bob): Promise<Json> => {
      const res = await call(method, `/api/v1/comments/${target.id}/${path}`, user);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect((await vote('POST', 'upvote')).votes).toEqual({ up: 1, down: 0, mine: 'up' });
    expect((await vote('POST', 'upvote')).votes).toEqual({ up: 1, down: 0, mine: 'up' });
    expect((await vote('POST', 'downvote')).votes).toEqual({ up: 0, down: 1, mine: 'down' });
    expect((await vote('POST', 'upvote', ada)).votes).toEqual({ up: 1, down: 1, mine: 'up' });
    expect((await vote('DELETE', 'vote')).votes).toEqual({ up: 1, down: 0, mine: 'none' });
    expect((await vote('DELETE', 'vote')).votes).toEqual({ up: 1, down: 0, mine: 'none' });

    expect(await vote('POST', 'likes')).toMatchObject({ likes: 1, isLiked: true });
    expect(await vote('POST', 'likes')).toMatchObject({ likes: 1, isLiked: true });
    expect(await vote('DELETE', 'likes')).toMatchObject({ likes: 0, isLiked: false });

    const seen: Json = await (await get(`/api/v1/comments/experience/${experienceId}`, ada)).json();
    expect(seen.items.find((item: Json) => item.id === target.id).votes).toEqual({
      up: 1,
      down: 0,
      mine: 'up',
    });
    expect((await call('POST', `/api/v1/comments/${target.id}/upvote`, null)).status).toBe(401);
    expect((await call('POST', '/api/v1/comments/no-such-comment/likes', bob)).status).toBe(404);
  });
});
