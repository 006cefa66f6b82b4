/**
 * Contests and the feature flags through HTTP (issue 23 curation): an editor creates and changes a contest; its
 * public page and leaderboard follow at once (the leaderboard counts entries within the dates it reads); an admin
 * (not an editor) switches the spec §3 flags, which the config call and the contest page follow at once. Every
 * write is in the audit log with before and after.
 */
import { contestEntries } from '@happenings/db/contests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../testing/sign-up.ts';
import { type CurationTest, DAY, type Json, NOW, startCurationTest } from './curation.fixtures.ts';

let c: CurationTest;
const contestsPath = '/api/v1/staff/curation/contests';
const flagsPath = '/api/v1/staff/curation/feature-flags';

beforeAll(async () => {
  c = await startCurationTest();
});

afterAll(async () => {
  await c?.t.close();
});

describe('contests', () => {
  it('are created and changed by an editor; the page and the leaderboard follow at once', async () => {
    const created = await c.call('POST', contestsPath, c.editor, {
      slug: 'winter-invites',
      name: 'Winter invites',
      rules: 'One point per friend who joins.',
      prize: 'Two concert tickets',
      location: 'boston-ma',
      startsAt: new Date(NOW - DAY).toISOString(),
      endsAt: new Date(NOW + 10 * DAY).toISOString(),
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect((await c.call('GET', '/api/v1/contests/slug/winter-invites', null)).body).toMatchObject({
      id,
      name: 'Winter invites',
      prize: 'Two concert tickets',
      location: 'boston-ma',
      isActive: true,
    });
    expect((await c.call('GET', contestsPath, c.editor)).body.items.map((item: Json) => item.slug)).toContain(
      'winter-invites',
    );

    // Someone joined through an inviter's link a few hours ago: the inviter leads the board.
    const inviter = await signUp(c.t, { name: 'Ivy Inviter' });
    const friend = await signUp(c.t);
    await c.t.database.db.insert(contestEntries).values({
      contestId: id,
      userId: friend.id,
      invitedById: inviter.id,
      joinedAt: new Date(NOW - 3_600_000),
    });
    const board = async () =>
      (await c.call('GET', `/api/v1/users/leaderboard/${id}`, c.visitor)).body.items.map((item: Json) => [
        item.user.uid,
        item.score,
      ]);
    expect(await board()).toEqual([[inviter.id, 1]]);

    // Moving the start after that entry takes it off the board; a new slug is the page's address at once.
    const changed = await c.call('PATCH', `${contestsPath}/${id}`, c.editor, {
      slug: 'winter-invites-2026',
      startsAt: new Date(NOW).toISOString(),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      slug: 'winter-invites-2026',
      startsAt: new Date(NOW).toISOString(),
    });
    expect(await board()).toEqual([]);
    expect((await c.call('GET', '/api/v1/contests/slug/winter-invites', null)).status).toBe(404);
    expect((await c.call('GET', '/api/v1/contests/slug/winter-invites-2026', null)).body.id).toBe(id);

    expect((await c.auditOf('CREATE_CONTEST'))[0]).toMatchObject({
      target: { type: 'CONTEST', id },
      before: null,
      after: { slug: 'winter-invites', prize: 'Two concert tickets' },
    });
    expect((await c.auditOf('UPDATE_CONTEST'))[0]).toMatchObject({
      before: { slug: 'winter-invites', startsAt: new Date(NOW - DAY).toISOString() },
      after: { slug: 'winter-invites-2026', startsAt: new Date(NOW).toISOString() },
    });
  });

  it('refuses a taken slug (409), dates the wrong way round (400 naming endsAt), an unknown contest (404)', async () => {
    await c.call('POST', contestsPath, c.editor, { slug: 'taken-slug', name: 'First' });
    const second = await c.call('POST', contestsPath, c.editor, { slug: 'taken-slug', name: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'SLUG_TAKEN', details: [{ field: 'body.slug' }] });
    const backwards = await c.call('POST', contestsPath, c.editor, {
      slug: 'backwards',
      name: 'Backwards',
      startsAt: new Date(NOW + DAY).toISOString(),
      endsAt: new Date(NOW).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0].field).toBe('body.endsAt');
    const { body: open } = await c.call('POST', contestsPath, c.editor, {
      slug: 'open-ended',
      name: 'Open',
      startsAt: new Date(NOW).toISOString(),
    });
    const endBeforeStart = await c.call('PATCH', `${contestsPath}/${open.id}`, c.editor, {
      endsAt: new Date(NOW - DAY).toISOString(),
    });
    expect(endBeforeStart.status).toBe(400);
    expect(endBeforeStart.body.error.details[0].field).toBe('body.endsAt');
    const badSlug = await c.call('POST', contestsPath, c.editor, { slug: 'Bad Slug', name: 'x' });
    expect(badSlug.body.error.details[0].field).toBe('body.slug');
    const nothing = await c.call('PATCH', `${contestsPath}/${open.id}`, c.editor, {});
    expect(nothing.status).toBe(400);
    const unknown = await c.call('PATCH', `${contestsPath}/00000000-0000-4000-8000-000000000000`, c.editor, {
      name: 'x',
    });
    expect(unknown.status).toBe(404);
    expect((await c.call('POST', contestsPath, c.moderator, { slug: 'mod', name: 'x' })).status).toBe(403);
    expect((await c.call('GET', contestsPath, c.visitor)).status).toBe(404);
  });
});

describe('feature flags', () => {
  it('are switched by an admin, and the config and the contest page follow at once', async () => {
    await c.call('POST', contestsPath, c.editor, { slug: 'noah-contest', name: 'Noah' });
    const page = async () => (await c.call('GET', '/api/v1/contests/slug/noah-contest', null)).body;
    const config = async () => (await c.call('GET', '/api/v1/config', null)).body.featureFlags;
    expect(await config()).toEqual({ showNoahContestAsCompleted: false, showNoahContestWebPage: false });
    expect(await page()).toMatchObject({ showWebPage: false, showAsCompleted: false });

    const on = await c.call('PUT', flagsPath, c.admin, { showNoahContestWebPage: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ showNoahContestAsCompleted: false, showNoahContestWebPage: true });
    expect(await config()).toMatchObject({ showNoahContestWebPage: true });
    expect(await page()).toMatchObject({ showWebPage: true, showAsCompleted: false });

    await c.call('PUT', flagsPath, c.admin, { showNoahContestAsCompleted: true });
    expect(await page()).toMatchObject({ showWebPage: true, showAsCompleted: true });
    expect((await c.call('GET', flagsPath, c.admin)).body).toEqual({
      showNoahContestAsCompleted: true,
      showNoahContestWebPage: true,
    });

    const logs = await c.auditOf('SET_FEATURE_FLAGS');
    expect(logs.map((log: Json) => [log.before, log.after])).toEqual(
      expect.arrayContaining([
        [{ showNoahContestWebPage: false }, { showNoahContestWebPage: true }],
        [{ showNoahContestAsCompleted: false }, { showNoahContestAsCompleted: true }],
      ]),
    );
    // Setting a flag to what it is changes and logs nothing.
    await c.call('PUT', flagsPath, c.admin, { showNoahContestWebPage: true });
    expect(await c.auditOf('SET_FEATURE_FLAGS')).toHaveLength(2);
  });

  it('are an admin’s: an editor and a moderator get 403; bad input names the field', async () => {
    expect((await c.call('GET', flagsPath, c.editor)).status).toBe(403);
    expect((await c.call('PUT', flagsPath, c.editor, { showNoahContestWebPage: false })).status).toBe(403);
    expect((await c.call('PUT', flagsPath, c.moderator, { showNoahContestWebPage: false })).status).toBe(403);
    expect((await c.call('PUT', flagsPath, c.visitor, { showNoahContestWebPage: false })).status).toBe(404);
    const notBoolean = await c.call('PUT', flagsPath, c.admin, { showNoahContestWebPage: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error.details[0].field).toBe('body.showNoahContestWebPage');
    expect((await c.call('PUT', flagsPath, c.admin, {})).status).toBe(400);
  });
});
