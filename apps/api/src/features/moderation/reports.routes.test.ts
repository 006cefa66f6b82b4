/**
 * POST /api/v1/reports through HTTP (issue 23): a signed-in account reports what it can see, once per item; its
 * own content is refused; what it cannot see answers 404; reports of one item group into one case, and the
 * threshold's worth of distinct reporters hides the item from everyone but its author.
 */
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCommentFixture, makeRoundupFixture } from '../comments/comment.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let author: SignedUpUser;
let reporters: SignedUpUser[];

beforeAll(async () => {
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '3', RATE_LIMIT_SCALE: '100' } });
  author = await signUp(t, { name: 'Ann Author' });
  reporters = [];
  for (let i = 0; i < 4; i += 1) reporters.push(await signUp(t, { name: `Reporter ${i}` }));
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

const report = (user: SignedUpUser | null, body: Record<string, unknown>) =>
  call('POST', '/api/v1/reports', user, { reason: 'SPAM', ...body });

async function commentOnNewEvent(text = 'Buy cheap watches') {
  const experience = await makeExperience(t.database.db, { creatorId: author.id });
  const commentId = await makeCommentFixture(t.database.db, {
    userId: author.id,
    experienceId: experience.id,
    text,
  });
  return { experience, commentId };
}

const threadOf = async (experienceId: string, user: SignedUpUser | null) =>
  (await call('GET', `/api/v1/comments/experience/${experienceId}`, user)).body;

describe('POST /api/v1/reports', () => {
  it('files a report (201), and the same account reporting again gets its first report back (200)', async () => {
    const { commentId } = await commentOnNewEvent();
    const first = await report(reporters[0]!, { subjectType: 'comment', subjectId: commentId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ subjectType: 'comment', subjectId: commentId, reason: 'SPAM' });
    const again = await report(reporters[0]!, {
      subjectType: 'comment',
      subjectId: commentId,
      reason: 'HARASSMENT',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('needs a sign-in', async () => {
    const { commentId } = await commentOnNewEvent();
    expect((await report(null, { subjectType: 'comment', subjectId: commentId })).status).toBe(401);
  });

  it('refuses a report of one’s own content or profile (400 OWN_CONTENT)', async () => {
    const { commentId, experience } = await commentOnNewEvent();
    for (const [subjectType, subjectId] of [
      ['comment', commentId],
      ['experience', experience.id],
      ['user', author.id],
    ] as const) {
      const res = await report(author, { subjectType, subjectId });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('OWN_CONTENT');
    }
  });

  it('answers 404 for something missing or hidden from the reporter (a draft, an unknown id)', async () => {
    const draft = await makeExperience(t.database.db, {
      creatorId: author.id,
      publishState: 'NOT_PUBLISHED',
    });
    const roundupDraft = await makeRoundupFixture(t.database.db, { creatorId: author.id, isDraft: true });
    for (const [subjectType, subjectId] of [
      ['experience', draft.id],
      ['crowd-sourced-roundup', roundupDraft],
      ['comment', 'no-such-comment'],
      ['user', 'no-such-user'],
      ['collection', 'no-such-collection'],
      ['post', 'no-such-post'],
    ] as const) {
      const res = await report(reporters[0]!, { subjectType, subjectId });
      expect(res.status, `${subjectType} ${subjectId}`).toBe(404);
    }
  });

  it('names the field of a bad body: OTHER needs details, unknown reasons and types are refused', async () => {
    const { commentId } = await commentOnNewEvent();
    const other = await report(reporters[0]!, {
      subjectType: 'comment',
      subjectId: commentId,
      reason: 'OTHER',
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body.error.details)).toContain('details');
    const badType = await report(reporters[0]!, { subjectType: 'place', subjectId: commentId });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body.error.details)).toContain('subjectType');
  });

  it('hides an item reported by three distinct accounts from everyone but its author', async () => {
    const { experience, commentId } = await commentOnNewEvent('Visit my spam site');
    for (const reporter of reporters.slice(0, 2)) {
      expect((await report(reporter, { subjectType: 'comment', subjectId: commentId })).status).toBe(201);
    }
    // The same account twice counts once: still shown.
    expect((await report(reporters[1]!, { subjectType: 'comment', subjectId: commentId })).status).toBe(200);
    expect((await threadOf(experience.id, null)).items.map((c: Json) => c.id)).toContain(commentId);

    expect((await report(reporters[2]!, { subjectType: 'comment', subjectId: commentId })).status).toBe(201);
    expect((await threadOf(experience.id, null)).items.map((c: Json) => c.id)).not.toContain(commentId);
    expect((await threadOf(experience.id, reporters[3]!)).items.map((c: Json) => c.id)).not.toContain(
      commentId,
    );
    const own = (await threadOf(experience.id, author)).items.find((c: Json) => c.id === commentId);
    expect(own).toBeDefined();

    // Hidden: another account's report of it answers like a missing item.
    expect((await report(reporters[3]!, { subjectType: 'comment', subjectId: commentId })).status).toBe(404);
  });
});
