import { contestEntries } from '@happenings/db/contests';
import { notifications } from '@happenings/db/notifications';
import { makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeContest } from '../contests/contest.fixtures.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { username: 'ada_c' });
  bo = await signUp(t, { username: 'bo_c' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
type Board = {
  metric: string;
  contest: { id: string; slug: string } | null;
  items: { rank: number; user: { uid: string }; score: number }[];
};
const board = async (x: string) =>
  (await (await t.app.request(`/api/v1/users/leaderboard/${x}`, { headers: ada.headers })).json()) as Board;
const inviteSignup = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.app.request('/api/v1/users/invite-signup', jsonRequest('POST', body, user.headers));

describe('POST /api/v1/users/invite-signup for a contest', () => {
  it('notifies the inviter once with JOINED_APP_BY_CONTEST_INVITE (subject CONTEST) and nobody else', async () => {
    const contest = await makeContest(t.database.db, { slug: 'invite-sprint' });
    const newcomer = await signUp(t, { username: 'newcomer_c' });
    const res = await inviteSignup(newcomer, { inviterId: ada.id, contest: 'invite-sprint' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recorded: true, inviter: { uid: ada.id } });
    // A repeat (by id this time) changes nothing.
    expect(
      await (await inviteSignup(newcomer, { inviterId: ada.id, contest: contest.id })).json(),
    ).toMatchObject({ recorded: false });

    const sent = await t.database.db.select().from(notifications);
    const aboutNewcomer = sent.filter((n) => n.actorId === newcomer.id);
    expect(aboutNewcomer.map((n) => [n.recipientId, n.type, n.subjectType, n.subjectId, n.kind])).toEqual([
      [ada.id, 'JOINED_APP_BY_CONTEST_INVITE', 'CONTEST', contest.id, 'GENERAL'],
    ]);
    expect(sent.filter((n) => n.recipientId === newcomer.id)).toEqual([]);

    // The inbox shows it with the contest's name.
    const inbox = (await (await t.app.request('/api/v1/notifications', { headers: ada.headers })).json()) as {
      items: { type: string }[];
    };
    expect(inbox.items.map((item) => item.type)).toContain('JOINED_APP_BY_CONTEST_INVITE');

    // It counts for the contest and, like every invite, for the all-time invites board.
    const contestBoard = await board('invite-sprint');
    expect(contestBoard.contest).toMatchObject({ id: contest.id, slug: 'invite-sprint' });
    expect(contestBoard.items.map((i) => [i.rank, i.user.uid, i.score])).toEqual([[1, ada.id, 1]]);
    expect((await board('invites')).items.map((i) => [i.user.uid, i.score])).toEqual([[ada.id, 1]]);
  });

  it('409 CONTEST_NOT_RUNNING before or after the contest, 404 for an unknown contest; nothing recorded', async () => {
    const { db } = t.database;
    const now = Date.now();
    const ended = await makeContest(db, {
      startsAt: new Date(now - 9 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    const upcoming = await makeContest(db, { startsAt: new Date(now + DAY_MS), endsAt: null });
    const late = await signUp(t, { username: 'late_c' });
    for (const contest of [ended, upcoming]) {
      const res = await inviteSignup(late, { inviterId: bo.id, contest: contest.slug });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'CONTEST_NOT_RUNNING' } });
    }
    expect((await inviteSignup(late, { inviterId: bo.id, contest: 'no-such-contest' })).status).toBe(404);
    const sent = await db.select().from(notifications);
    expect(sent.filter((n) => n.actorId === late.id)).toEqual([]);
  });
});

describe('GET /api/v1/users/leaderboard/{contest}', () => {
  it('ranks only the invites made for the contest within its dates', async () => {
    const { db } = t.database;
    const now = Date.now();
    const contest = await makeContest(db, {
      slug: 'window-check',
      startsAt: new Date(now - 5 * DAY_MS),
      endsAt: new Date(now + 5 * DAY_MS),
    });
    const other = await makeContest(db);
    const invitees = await Promise.all(Array.from({ length: 6 }, () => makeUser(db)));
    const at = (days: number) => new Date(now + days * DAY_MS);
    await db.insert(contestEntries).values([
      // Within the dates: bo 2, ada 1.
      { contestId: contest.id, userId: invitees[0]!.id, invitedById: bo.id, joinedAt: at(-4) },
      { contestId: contest.id, userId: invitees[1]!.id, invitedById: bo.id, joinedAt: at(-1) },
      { contestId: contest.id, userId: invitees[2]!.id, invitedById: ada.id, joinedAt: at(-2) },
      // Before and after the dates, and for another contest: not counted.
      { contestId: contest.id, userId: invitees[3]!.id, invitedById: ada.id, joinedAt: at(-6) },
      { contestId: contest.id, userId: invitees[4]!.id, invitedById: ada.id, joinedAt: at(6) },
      { contestId: other.id, userId: invitees[5]!.id, invitedById: ada.id, joinedAt: at(-1) },
    ]);
    const bySlug = await board('window-check');
    expect(bySlug).toMatchObject({ metric: 'invites', contest: { id: contest.id } });
    expect(bySlug.items.map((i) => [i.rank, i.user.uid, i.score])).toEqual([
      [1, bo.id, 2],
      [2, ada.id, 1],
    ]);
    expect((await board(contest.id)).items).toEqual(bySlug.items);
    // The metric boards keep their meaning.
    expect((await board('followers')).contest).toBeNull();
  });
});
