/**
 * Counts and pages that must stay exact while many people act at once: 20 voters changing their votes
 * concurrently, and paging through a thread while new comments arrive (spec §7, §9: 20 a page).
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let voters: SignedUpUser[];
let threadPath: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  const { db } = t.database;
  await makeLocation(db);
  voters = [];
  for (let i = 0; i < 20; i += 1) voters.push(await signUp(t, { username: `voter_${i}` }));
  const experience = await makeExperience(db, {
    occurrences: [{ startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) }],
  });
  threadPath = `/api/v1/comments/experience/${experience.id}`;
});

afterAll(async () => {
  await t?.close();
});

async function postComment(text: string, user: SignedUpUser, path = threadPath): Promise<Json> {
  const res = await t.app.request(path, jsonRequest('POST', { text }, user.headers));
  expect(res.status).toBe(201);
  return res.json();
}

const react = (method: string, id: string, action: string, user: SignedUpUser) =>
  t.app.request(`/api/v1/comments/${id}/${action}`, { method, headers: user.headers });

async function readComment(id: string, user?: SignedUpUser): Promise<Json> {
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50';
    const page: Json = await (
      await t.app.request(`${threadPath}${query}`, { headers: user?.headers ?? {} })
    ).json();
    const found = page.items.find((item: Json) => item.id === id);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`comment ${id} not in the thread`);
}

describe('20 concurrent voters', () => {
  it('count every vote exactly once while they vote, change and remove their votes at the same time', async () => {
    const target = await postComment('Best ramen in town?', voters[0]!);
    // Round 1: everyone votes up at once, each twice (a double click).
    const round1 = await Promise.all(
      voters.flatMap((voter) => [
        react('POST', target.id, 'upvote', voter),
        react('POST', target.id, 'upvote', voter),
      ]),
    );
    expect(round1.map((res) => res.status)).toEqual(round1.map(() => 200));
    expect((await readComment(target.id)).votes).toMatchObject({ up: 20, down: 0 });

    // Round 2, all at once: voters 0-7 switch to down, 8-11 remove their vote, 12-19 vote up again.
    const round2 = await Promise.all(
      voters.map((voter, i) =>
        i < 8
          ? react('POST', target.id, 'downvote', voter)
          : i < 12
            ? react('DELETE', target.id, 'vote', voter)
            : react('POST', target.id, 'upvote', voter),
      ),
    );
    expect(round2.map((res) => res.status)).toEqual(round2.map(() => 200));
    expect((await readComment(target.id)).votes).toMatchObject({ up: 8, down: 8 });
    expect((await readComment(target.id, voters[3])).votes.mine).toBe('down');
    expect((await readComment(target.id, voters[9])).votes.mine).toBe('none');

    // Likes at once: everyone likes (twice), then half unlike while the other half like again.
    await Promise.all(voters.flatMap((voter) => [0, 1].map(() => react('POST', target.id, 'likes', voter))));
    await Promise.all(
      voters.map((voter, i) => react(i % 2 === 0 ? 'DELETE' : 'POST', target.id, 'likes', voter)),
    );
    expect((await readComment(target.id)).likes).toBe(10);
  });

  it("ranks 'top' by the lower bound of the Wilson interval, not by up minus down", async () => {
    // mixed: 7 up, 3 down (up minus down 4); unanimous: 3 up (up minus down 3); unvoted: newest, no votes.
    const mixed = await postComment('Mixed reception', voters[0]!);
    const unanimous = await postComment('Everybody agrees', voters[1]!);
    const unvoted = await postComment('Nobody voted yet', voters[2]!);
    await Promise.all(
      voters.slice(0, 10).map((voter, i) => react('POST', mixed.id, i < 7 ? 'upvote' : 'downvote', voter)),
    );
    await Promise.all(voters.slice(0, 3).map((voter) => react('POST', unanimous.id, 'upvote', voter)));

    const page: Json = await (await t.app.request(`${threadPath}?sort=top&limit=50`)).json();
    const order = page.items
      .map((item: Json) => item.id)
      .filter((id: string) => [mixed.id, unanimous.id, unvoted.id].includes(id));
    expect(order).toEqual([unanimous.id, mixed.id, unvoted.id]);
  });
});

describe('pagination while comments arrive', () => {
  it.each(['new', 'top'] as const)(
    '%s: every comment once, none skipped, when new ones are posted between pages',
    async (sort) => {
      const roundup: Json = await (
        await t.app.request(
          '/api/v1/crowd-sourced-roundups',
          jsonRequest('POST', { title: `Paging ${sort}` }, voters[0]!.headers),
        )
      ).json();
      const path = `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`;
      const existing: string[] = [];
      for (let i = 0; i < 45; i += 1)
        existing.push((await postComment(`answer ${i}`, voters[i % 20]!, path)).id);
      // Some votes so 'top' is not just 'new'.
      for (const [i, id] of existing.slice(5, 15).entries()) {
        await react('POST', id, i % 3 === 0 ? 'downvote' : 'upvote', voters[i]!);
      }

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
        const page: Json = await (await t.app.request(`${path}${query}`)).json();
        expect(page.items.length).toBeLessThanOrEqual(20);
        seen.push(...page.items.map((item: Json) => item.id));
        cursor = page.nextCursor;
        pages += 1;
        // Three new answers arrive before the next page is asked for.
        for (let i = 0; i < 3; i += 1) await postComment(`late ${pages}.${i}`, voters[i]!, path);
      } while (cursor);

      expect(new Set(seen).size).toBe(seen.length);
      for (const id of existing) expect(seen).toContain(id);
      expect(pages).toBeGreaterThanOrEqual(3);
    },
  );
});
