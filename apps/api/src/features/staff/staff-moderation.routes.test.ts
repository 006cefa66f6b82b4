/**
 * The moderators' calls through HTTP (issue 23), on PGlite (and PostgreSQL under test:pg): the queue of cases and
 * one case; hide, restore, remove and dismiss with what each does to every reader, the reporters and the audit
 * log; warn, suspend, ban and unban with the sessions, the content and the sign-ups they end; and the races: two
 * moderators deciding one case, a ban while its account is mid-request, a report of something already removed.
 */
import { staffActions, users } from '@happenings/db/schema';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';
import { makeCollectionFixture } from '../collections/collection.fixtures.ts';
import { makeCommentFixture, makeRoundupFixture } from '../comments/comment.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let moderator: SignedUpUser;
let secondModerator: SignedUpUser;
let editor: SignedUpUser;
let admin: SignedUpUser;
let reporters: SignedUpUser[];
let reader: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '3', RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db, 'boston-ma');
  moderator = await signUpStaff(t, ['moderator'], { name: 'Mo Moderator' });
  secondModerator = await signUpStaff(t, ['moderator'], { name: 'Mia Moderator' });
  editor = await signUpStaff(t, ['editor']);
  admin = await signUpStaff(t, ['admin']);
  reporters = [];
  for (let i = 0; i < 3; i += 1) reporters.push(await signUp(t, { name: `Reporter ${i}` }));
  reader = await signUp(t, { name: 'Rita Reader' });
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

/** A fresh author with an event and a comment on it. */
async function authorWithComment(text = 'Cheap watches at example.com') {
  const author = await signUp(t, { name: 'Ann Author' });
  const experience = await makeExperience(t.database.db, { creatorId: author.id });
  const commentId = await makeCommentFixture(t.database.db, {
    userId: author.id,
    experienceId: experience.id,
    text,
  });
  return { author, experience, commentId };
}

const report = (user: SignedUpUser, subjectType: string, subjectId: string, reason = 'SPAM') =>
  call('POST', '/api/v1/reports', user, { subjectType, subjectId, reason });

/** The ids a reader finds in an event's thread; none when the event itself is gone for them (404). */
const threadIds = async (experienceId: string, user: SignedUpUser | null): Promise<string[]> => {
  const res = await call('GET', `/api/v1/comments/experience/${experienceId}`, user);
  if (res.status === 404) return [];
  expect(res.status).toBe(200);
  return res.body.items.map((c: Json) => c.id);
};

const inbox = async (user: SignedUpUser) =>
  (await call('GET', '/api/v1/notifications', user)).body.items as Json[];

const caseOf = async (subjectType: string, subjectId: string, state = 'OPEN') => {
  const page = await call(
    'GET',
    `/api/v1/staff/reports?state=${state}&subjectType=${subjectType}&limit=50`,
    moderator,
  );
  return page.body.items.find((item: Json) => item.subjectId === subjectId);
};

const auditOf = (targetId: string) =>
  t.database.db.select().from(staffActions).where(eq(staffActions.targetId, targetId));

describe('the queue', () => {
  it('lists open cases most-reported first, with the item, its author and the reasons; one case has its reports', async () => {
    const twice = await authorWithComment('Reported twice');
    const once = await authorWithComment('Reported once');
    await report(reporters[0]!, 'comment', once.commentId);
    await report(reporters[0]!, 'comment', twice.commentId, 'HARASSMENT');
    await report(reporters[1]!, 'comment', twice.commentId);

    const page = await call('GET', '/api/v1/staff/reports?subjectType=comment&limit=50', moderator);
    expect(page.status).toBe(200);
    const ids = page.body.items.map((item: Json) => item.subjectId);
    expect(ids.indexOf(twice.commentId)).toBeLessThan(ids.indexOf(once.commentId));
    const listed = page.body.items.find((item: Json) => item.subjectId === twice.commentId);
    expect(listed).toMatchObject({
      state: 'OPEN',
      reporterCount: 2,
      reasons: { HARASSMENT: 1, SPAM: 1 },
      moderation: null,
      preview: { exists: true, text: 'Reported twice', author: { uid: twice.author.id } },
    });

    const detail = await call('GET', `/api/v1/staff/reports/${listed.id}`, moderator);
    expect(detail.status).toBe(200);
    expect(detail.body.reports.map((r: Json) => r.reporter.uid)).toEqual([
      reporters[0]!.id,
      reporters[1]!.id,
    ]);

    const overview = await call('GET', '/api/v1/staff/overview', moderator);
    expect(overview.body.reports.open).toBeGreaterThanOrEqual(2);
  });

  it('is a moderator’s: an editor is refused (403), an ordinary account finds no such path (404)', async () => {
    expect((await call('GET', '/api/v1/staff/reports', editor)).status).toBe(403);
    expect((await call('GET', '/api/v1/staff/reports', reader)).status).toBe(404);
    expect((await call('GET', '/api/v1/staff/reports', admin)).status).toBe(200);
  });

  it('pages by cursor without repeating a case', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { commentId } = await authorWithComment(`Paged ${i}`);
      await report(reporters[2]!, 'comment', commentId);
    }
    const first = await call('GET', '/api/v1/staff/reports?limit=2', moderator);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await call(
      'GET',
      `/api/v1/staff/reports?limit=2&cursor=${first.body.nextCursor}`,
      moderator,
    );
    const firstIds = first.body.items.map((item: Json) => item.id);
    for (const item of second.body.items) expect(firstIds).not.toContain(item.id);
    expect((await call('GET', '/api/v1/staff/reports?cursor=nonsense', moderator)).status).toBe(400);
  });
});

describe('deciding on an item', () => {
  it('hide: gone for everyone but its author, who reads why; reporters told; case resolved; logged', async () => {
    const { author, experience, commentId } = await authorWithComment();
    await report(reporters[0]!, 'comment', commentId);
    const reportCase = await caseOf('comment', commentId);

    const hidden = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/hide`, moderator, {
      reason: 'Advertising',
      caseId: reportCase.id,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      moderation: { state: 'HIDDEN', reason: 'Advertising' },
      case: {
        id: reportCase.id,
        state: 'RESOLVED',
        decision: 'HIDE_CONTENT',
        decidedBy: { uid: moderator.id },
      },
    });
    expect(await threadIds(experience.id, null)).not.toContain(commentId);
    expect(await threadIds(experience.id, reader)).not.toContain(commentId);
    const own = (await call('GET', `/api/v1/comments/experience/${experience.id}`, author)).body.items;
    expect(own.find((c: Json) => c.id === commentId).moderation).toMatchObject({
      state: 'HIDDEN',
      reason: 'Advertising',
    });
    // Its replies, votes and likes are as hidden as the comment, but to its author.
    expect((await call('GET', `/api/v1/comments/${commentId}/replies`, reader)).status).toBe(404);
    expect(
      (await call('POST', `/api/v1/comments/comment/${commentId}`, reader, { text: 'Me too' })).status,
    ).toBe(404);
    expect((await call('POST', `/api/v1/comments/${commentId}/likes`, reader)).status).toBe(404);
    expect((await call('GET', `/api/v1/comments/${commentId}/replies`, author)).status).toBe(200);
    expect((await inbox(reporters[0]!)).map((n: Json) => n.type)).toContain('REPORT_RESOLVED');
    const [logged] = await auditOf(commentId);
    expect(logged).toMatchObject({
      actorId: moderator.id,
      action: 'HIDE_CONTENT',
      targetType: 'COMMENT',
      before: { moderation: null, caseState: 'OPEN' },
      after: { moderation: 'HIDDEN', caseState: 'RESOLVED' },
      reason: 'Advertising',
    });

    const restored = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/restore`, moderator, {
      reason: 'On second look, fine',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.moderation).toBeNull();
    expect(await threadIds(experience.id, reader)).toContain(commentId);
    const again = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/restore`, moderator, {
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
  });

  it('remove: gone for everyone, final, and its author is told why', async () => {
    const { author, experience, commentId } = await authorWithComment();
    const removed = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/remove`, moderator, {
      reason: 'Threats',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.moderation.state).toBe('REMOVED');
    expect(await threadIds(experience.id, reader)).not.toContain(commentId);
    const warning = (await inbox(author)).find((n: Json) => n.type === 'MODERATION_WARNING');
    expect(warning.subject.snippet).toContain('Threats');
    const restore = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/restore`, moderator, {
      reason: 'Undo',
    });
    expect(restore.status).toBe(409);
    expect(restore.body.error.code).toBe('REMOVED');
    // A report of something already removed answers like a missing item.
    expect((await report(reporters[1]!, 'comment', commentId)).status).toBe(404);
  });

  it('hides an event from its page and lists, and shows it to its creator with the reason', async () => {
    const author = await signUp(t);
    const experience = await makeExperience(t.database.db, { creatorId: author.id });
    const res = await call('POST', `/api/v1/staff/moderation/experience/${experience.id}/hide`, moderator, {
      reason: 'Not a real event',
    });
    expect(res.status).toBe(200);
    expect((await call('GET', `/api/v1/experiences/${experience.id}`, null)).status).toBe(404);
    expect((await call('GET', `/api/v1/experiences/${experience.id}`, reader)).status).toBe(404);
    const own = await call('GET', `/api/v1/experiences/${experience.id}`, author);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toMatchObject({ state: 'HIDDEN', reason: 'Not a real event' });
  });

  it('hides a roundup, a community collection and a profile the same way, their owner reading why', async () => {
    const owner = await signUp(t);
    const roundupId = await makeRoundupFixture(t.database.db, { creatorId: owner.id });
    const collection = await makeCollectionFixture(t.database.db, { ownerId: owner.id, isCommunity: true });
    for (const [subjectType, subjectId] of [
      ['crowd-sourced-roundup', roundupId],
      ['collection', collection.id],
    ] as const) {
      const res = await call('POST', `/api/v1/staff/moderation/${subjectType}/${subjectId}/hide`, moderator, {
        reason: 'Off-topic',
      });
      expect(res.status, subjectType).toBe(200);
    }
    expect((await call('GET', `/api/v1/crowd-sourced-roundups/${roundupId}`, reader)).status).toBe(404);
    const ownRoundup = await call('GET', `/api/v1/crowd-sourced-roundups/${roundupId}`, owner);
    expect(ownRoundup.body.moderation).toMatchObject({ state: 'HIDDEN', reason: 'Off-topic' });
    expect((await call('GET', `/api/v1/collections/${collection.id}/information`, reader)).status).toBe(404);
    const ownCollection = await call('GET', `/api/v1/collections/${collection.id}/information`, owner);
    expect(ownCollection.body.moderation).toMatchObject({ state: 'HIDDEN', reason: 'Off-topic' });

    await call('POST', `/api/v1/staff/moderation/user/${owner.id}/hide`, moderator, {
      reason: 'Impersonation',
    });
    expect((await call('GET', `/api/v2/users/${owner.id}/profile`, reader)).status).toBe(404);
    expect((await call('GET', `/api/v2/users/${owner.id}/profile`, owner)).status).toBe(200);
  });

  it('dismiss: closes the case, shows again what the threshold hid, tells no reporter; twice is 409', async () => {
    const { experience, commentId } = await authorWithComment('Harsh but fair review');
    for (const reporter of reporters) await report(reporter, 'comment', commentId);
    expect(await threadIds(experience.id, reader)).not.toContain(commentId);
    const reportCase = await caseOf('comment', commentId);
    expect(reportCase.moderation).toMatchObject({ state: 'HIDDEN' });
    const [autoHide] = await auditOf(commentId);
    expect(autoHide).toMatchObject({ actorId: null, action: 'HIDE_CONTENT' });

    const before = (await inbox(reporters[0]!)).filter((n: Json) => n.type === 'REPORT_RESOLVED').length;
    const dismissed = await call('POST', `/api/v1/staff/reports/${reportCase.id}/dismiss`, moderator, {
      note: 'Criticism, not abuse',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      moderation: null,
      case: { state: 'DISMISSED', note: 'Criticism, not abuse' },
    });
    expect(await threadIds(experience.id, reader)).toContain(commentId);
    const after = (await inbox(reporters[0]!)).filter((n: Json) => n.type === 'REPORT_RESOLVED').length;
    expect(after).toBe(before);

    const twice = await call('POST', `/api/v1/staff/reports/${reportCase.id}/dismiss`, secondModerator, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({
      code: 'ALREADY_DECIDED',
      details: { decision: 'DISMISS_REPORTS' },
    });
  });

  it('two moderators deciding one case at once: one decides, the other is told (409), one audit row', async () => {
    const { commentId } = await authorWithComment();
    await report(reporters[0]!, 'comment', commentId);
    const reportCase = await caseOf('comment', commentId);
    const [a, b] = await Promise.all([
      call('POST', `/api/v1/staff/moderation/comment/${commentId}/hide`, moderator, {
        reason: 'Spam',
        caseId: reportCase.id,
      }),
      call('POST', `/api/v1/staff/moderation/comment/${commentId}/remove`, secondModerator, {
        reason: 'Spam',
        caseId: reportCase.id,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error.code).toBe('ALREADY_DECIDED');
    expect((await auditOf(commentId)).filter((row) => row.actorId !== null)).toHaveLength(1);
  });

  it('answers 404 for an unknown item or case, and 400 naming the field of a bad body', async () => {
    expect(
      (
        await call('POST', '/api/v1/staff/moderation/comment/no-such-comment/hide', moderator, {
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/v1/staff/reports/no-such-case', moderator)).status).toBe(404);
    const { commentId } = await authorWithComment();
    const bad = await call('POST', `/api/v1/staff/moderation/comment/${commentId}/hide`, moderator, {
      reason: '',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.details)).toContain('reason');
    const badType = await call('POST', `/api/v1/staff/moderation/place/${commentId}/hide`, moderator, {
      reason: 'x',
    });
    expect(badType.status).toBe(400);
  });
});

describe('sanctions on an account', () => {
  it('warn: the person is notified with the reason, and the log keeps it', async () => {
    const person = await signUp(t);
    const res = await call('POST', `/api/v1/staff/people/${person.id}/warn`, moderator, {
      reason: 'Keep it civil',
    });
    expect(res.status).toBe(200);
    const warning = (await inbox(person)).find((n: Json) => n.type === 'MODERATION_WARNING');
    expect(warning.subject.snippet).toBe('Keep it civil');
    expect((await auditOf(person.id)).map((row) => row.action)).toEqual(['WARN_USER']);
  });

  it('ban: sessions end at once, content hides, the e-mail cannot sign up again; unban undoes it', async () => {
    const { author, experience, commentId } = await authorWithComment('Mine');
    expect((await call('GET', '/api/v2/users/profile', author)).status).toBe(200);
    const banned = await call('POST', `/api/v1/staff/people/${author.id}/ban`, moderator, {
      reason: 'Spam ring',
    });
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({ person: { banned: true }, banReason: 'Spam ring', banExpires: null });
    expect(banned.body.sessionsEnded).toBeGreaterThanOrEqual(1);

    // The next call of the banned account, already signed in, is a 401; a new sign-in is refused.
    expect((await call('GET', '/api/v2/users/profile', author)).status).toBe(401);
    const signIn = await t.app.request('/api/auth/sign-in/email', {
      ...jsonRequest('POST', { email: author.email, password: 'a good long password' }),
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    });
    expect(signIn.status).toBe(403);
    expect(await threadIds(experience.id, reader)).not.toContain(commentId);
    expect((await call('GET', `/api/v1/experiences/${experience.id}`, reader)).status).toBe(404);
    expect((await call('GET', `/api/v2/users/${author.id}/profile`, reader)).status).toBe(404);

    // The same address, tagged or cased otherwise, cannot open a new account.
    const [local, domain] = author.email.split('@');
    const again = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        email: `${local!.toUpperCase()}+again@${domain}`,
        name: 'Back again',
        password: 'a good long password',
      }),
    });
    expect(again.status).toBe(403);
    expect(((await again.json()) as Json).error.code).toBe('IDENTITY_BANNED');

    const twice = await call('POST', `/api/v1/staff/people/${author.id}/ban`, secondModerator, {
      reason: 'Again',
    });
    expect(twice.status).toBe(409);

    const lifted = await call('POST', `/api/v1/staff/people/${author.id}/unban`, moderator, {});
    expect(lifted.status).toBe(200);
    expect(lifted.body.person.banned).toBe(false);
    expect(await threadIds(experience.id, reader)).toContain(commentId);
    expect((await auditOf(author.id)).map((row) => row.action).sort()).toEqual(['BAN_USER', 'UNBAN_USER']);
  });

  it('a ban while its account is mid-request: whatever that request wrote is hidden, its next call is 401', async () => {
    const { author, experience } = await authorWithComment();
    const [, posted] = await Promise.all([
      call('POST', `/api/v1/staff/people/${author.id}/ban`, moderator, { reason: 'Flooding' }),
      call('POST', `/api/v1/comments/experience/${experience.id}`, author, { text: 'One more' }),
    ]);
    if (posted.status === 201) expect(await threadIds(experience.id, reader)).not.toContain(posted.body.id);
    else expect(posted.status).toBe(401);
    expect((await call('GET', '/api/v2/users/profile', author)).status).toBe(401);
  });

  it('suspend: needs an end in the future, and ends by itself when it passes', async () => {
    const { author, experience, commentId } = await authorWithComment();
    const past = await call('POST', `/api/v1/staff/people/${author.id}/suspend`, moderator, {
      reason: 'Cool off',
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body.error.details)).toContain('until');
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();
    const suspended = await call('POST', `/api/v1/staff/people/${author.id}/suspend`, moderator, {
      reason: 'Cool off',
      until,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.banExpires).toBe(until);
    expect(await threadIds(experience.id, reader)).not.toContain(commentId);
    // Its end reached (moved back here rather than waiting a day): the content shows again, with nothing run.
    await t.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(and(eq(users.id, author.id)));
    expect(await threadIds(experience.id, reader)).toContain(commentId);
  });

  it('nobody sanctions themselves; only an admin sanctions an admin; an editor none', async () => {
    const self = await call('POST', `/api/v1/staff/people/${moderator.id}/ban`, moderator, { reason: 'x' });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('OWN_ACCOUNT');
    expect(
      (await call('POST', `/api/v1/staff/people/${admin.id}/ban`, moderator, { reason: 'x' })).status,
    ).toBe(403);
    const person = await signUp(t);
    expect(
      (await call('POST', `/api/v1/staff/people/${person.id}/warn`, editor, { reason: 'x' })).status,
    ).toBe(403);
    const otherAdmin = await signUpStaff(t, ['admin']);
    expect(
      (await call('POST', `/api/v1/staff/people/${otherAdmin.id}/warn`, admin, { reason: 'x' })).status,
    ).toBe(200);
  });
});
