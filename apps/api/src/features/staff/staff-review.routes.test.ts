/**
 * The review queue through HTTP (issue 23): a newcomer's request to publish waits for an editor and says so; an
 * editor rejects it with a reason the host reads; the host edits and submits again; an editor approves it and it
 * is listed at once where events are listed; both decisions reach the host and the audit log. Two editors deciding
 * the same item at once make one decision. Trusted accounts publish without review.
 */
import { makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

/** Friday 20 November 2026, 10:00 in New York. */
const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let clock = NOW;
let editor: SignedUpUser;
let secondEditor: SignedUpUser;
let moderator: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  // One event reviewed before a newcomer publishes directly: the rule's setting, not its default, is under test.
  t = await createTestApp({ clock: () => clock, env: { REVIEW_FIRST_EVENTS: '1', RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db, 'boston-ma');
  await makeLocation(t.database.db, 'washington-dc');
  editor = await signUpStaff(t, ['editor'], { name: 'Eddie Editor' });
  secondEditor = await signUpStaff(t, ['editor'], { name: 'Erin Editor' });
  moderator = await signUpStaff(t, ['moderator']);
  admin = await signUpStaff(t, ['admin']);
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

let counter = 0;
/** A lantern walk on Tuesday 24 November 2026, 18:30 in Boston. */
const walk = (publishState: string, name = `Lantern Walk ${++counter}`) => ({
  name,
  shortDescription: 'An evening walk with paper lanterns',
  when: { startDate: '2026-11-24', endDate: '2026-11-24', startTime: '18:30', endTime: '20:00' },
  where: { name: 'Esplanade', city: 'Boston', state: 'MA', lat: 42.3559, lng: -71.0752 },
  publishState,
});

const inbox = async (user: SignedUpUser) => (await call('GET', '/api/v1/notifications', user)).body.items;
const audit = async (query: string) => (await call('GET', `/api/v1/staff/audit?${query}`, admin)).body.items;
const queueIds = async (query = '') =>
  (await call('GET', `/api/v1/staff/review${query}`, editor)).body.items.map(
    (item: Json) => item.experience.id,
  );

describe('a newcomer asking to publish', () => {
  it('is answered with the event waiting for review, flagged, never an error; a draft stays a draft', async () => {
    const host = await signUp(t);
    const created = await call('POST', '/api/v1/experiences', host, walk('PUBLISHED'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      publishState: 'PENDING_REVIEW',
      heldForReview: true,
      review: { state: 'PENDING', reason: null, decidedAt: null, submittedAt: new Date(NOW).toISOString() },
    });
    expect((await call('GET', `/api/v1/experiences/${created.body.id}`, null)).status).toBe(404);
    const draft = await call('POST', '/api/v1/experiences', host, walk('NOT_PUBLISHED'));
    expect(draft.body).toMatchObject({ publishState: 'NOT_PUBLISHED', heldForReview: false, review: null });
    expect(await queueIds()).toContain(created.body.id);
    expect(await queueIds()).not.toContain(draft.body.id);
  });
});

describe('the review flow, end to end', () => {
  it('rejects with a reason the host reads, takes the edited event back, approves it and lists it', async () => {
    const host = await signUp(t, { name: 'Hana Host' });
    const submitted = await call(
      'POST',
      '/api/v1/experiences',
      host,
      walk('PENDING_REVIEW', 'Harbor Lanterns'),
    );
    expect(submitted.body).toMatchObject({ publishState: 'PENDING_REVIEW', heldForReview: false });
    const { id } = submitted.body;

    // The queue shows it with who submitted it and their history.
    const queue = await call('GET', '/api/v1/staff/review?location=boston-ma', editor);
    const item = queue.body.items.find((entry: Json) => entry.experience.id === id);
    expect(item).toMatchObject({
      experience: { name: 'Harbor Lanterns', publishState: 'PENDING_REVIEW', location: 'boston-ma' },
      creator: { uid: host.id, displayName: 'Hana Host' },
      history: { publishedCount: 0, trusted: false },
      review: { state: 'PENDING', submittedAt: new Date(NOW).toISOString() },
    });
    expect((await call('GET', `/api/v1/staff/review/${id}`, editor)).body.experience.id).toBe(id);

    clock = NOW + 60_000;
    const reason = 'Say where on the Esplanade people meet, and whether lanterns are provided.';
    const rejected = await call('POST', `/api/v1/staff/review/${id}/reject`, editor, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      experience: { publishState: 'NOT_PUBLISHED' },
      review: { state: 'REJECTED', reason, decidedAt: new Date(NOW + 60_000).toISOString() },
    });
    expect(await queueIds()).not.toContain(id);

    // The host reads the reason on the event and in the inbox; nobody else sees the event.
    const seen = await call('GET', `/api/v1/experiences/${id}`, host);
    expect(seen.body).toMatchObject({ canEdit: true, review: { state: 'REJECTED', reason } });
    expect((await call('GET', `/api/v1/experiences/${id}`, editor)).status).toBe(404);
    const [told] = await inbox(host);
    expect(told).toMatchObject({
      type: 'EXPERIENCE_REJECTED',
      text: '“Harbor Lanterns” was not approved: see the editors’ note, edit it and submit it again',
      subject: { type: 'EXPERIENCE', id, snippet: reason },
      actors: [],
      url: `/event/${submitted.body.slug}`,
    });
    const drafts = await call('GET', `/api/v1/experiences?creatorId=${host.id}&filter=DRAFT`, host);
    expect(drafts.body.items[0]).toMatchObject({ id, review: { state: 'REJECTED', reason } });

    // Editing keeps the reason; asking to publish sends it back to the queue, the reason cleared.
    clock = NOW + 120_000;
    const edited = { ...walk('NOT_PUBLISHED', 'Harbor Lanterns'), description: 'Meet at the Hatch Shell.' };
    const kept = await call('PUT', `/api/v1/experiences/${id}`, host, edited);
    expect(kept.body.review).toMatchObject({ state: 'REJECTED', reason });
    clock = NOW + 180_000;
    const resubmitted = await call('PUT', `/api/v1/experiences/${id}`, host, {
      ...edited,
      publishState: 'PUBLISHED',
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({
      publishState: 'PENDING_REVIEW',
      heldForReview: true,
      review: { state: 'PENDING', reason: null, submittedAt: new Date(NOW + 180_000).toISOString() },
    });
    expect(await queueIds()).toContain(id);
    // Signed in, events are listed fresh: not there while it waits.
    const eventsNow = () =>
      call('GET', '/api/v1/events?location=boston-ma&start=2026-11-24&end=2026-11-24&size=100', editor);
    expect((await eventsNow()).body.items.map((entry: Json) => entry.experience.id)).not.toContain(id);

    clock = NOW + 240_000;
    const approved = await call('POST', `/api/v1/staff/review/${id}/approve`, secondEditor);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      experience: { publishState: 'PUBLISHED' },
      review: { state: 'APPROVED', reason: null, decidedAt: new Date(NOW + 240_000).toISOString() },
    });

    // Published: its page, the location's events, search and streams list it.
    expect((await call('GET', `/api/v1/experiences/${id}`, null)).status).toBe(200);
    expect((await eventsNow()).body.items.map((entry: Json) => entry.experience.id)).toContain(id);
    const anonymousEvents = await call(
      'GET',
      '/api/v1/events?location=boston-ma&start=2026-11-24&end=2026-11-24&size=100',
      null,
    );
    expect(anonymousEvents.body.items.map((entry: Json) => entry.experience.id)).toContain(id);
    const search = await call(
      'GET',
      '/api/v1/search?q=harbor%20lanterns&location=boston-ma&type=experiences',
      null,
    );
    expect(search.body.experiences.items.map((found: Json) => found.id)).toContain(id);
    const week = await call(
      'GET',
      '/api/v1/discover/week-experiences?location=boston-ma&weekStartDate=2026-11-23&limit=50',
      null,
    );
    expect(week.body.items.map((found: Json) => found.id)).toContain(id);

    const [approval] = await inbox(host);
    expect(approval).toMatchObject({
      type: 'EXPERIENCE_APPROVED',
      text: '“Harbor Lanterns” was approved and is published',
      subject: { id },
    });
    expect((await call('GET', `/api/v1/experiences/${id}`, host)).body.review).toMatchObject({
      state: 'APPROVED',
    });

    // The audit log holds both decisions, with who, before, after and the reason.
    const logged = await audit(`targetType=EXPERIENCE&targetId=${id}`);
    expect(logged).toMatchObject([
      {
        action: 'APPROVE_EXPERIENCE',
        actor: { uid: secondEditor.id, displayName: 'Erin Editor' },
        before: { publishState: 'PENDING_REVIEW', submittedAt: new Date(NOW + 180_000).toISOString() },
        after: { publishState: 'PUBLISHED' },
        reason: null,
        createdAt: new Date(NOW + 240_000).toISOString(),
      },
      {
        action: 'REJECT_EXPERIENCE',
        actor: { uid: editor.id, displayName: 'Eddie Editor' },
        before: { publishState: 'PENDING_REVIEW', submittedAt: new Date(NOW).toISOString() },
        after: { publishState: 'NOT_PUBLISHED', reason },
        reason,
      },
    ]);

    // One approved event: this host is past REVIEW_FIRST_EVENTS=1 and publishes the next one directly.
    const next = await call('POST', '/api/v1/experiences', host, walk('PUBLISHED'));
    expect(next.body).toMatchObject({ publishState: 'PUBLISHED', heldForReview: false });
    clock = NOW;
  });
});

describe('two editors deciding the same item at once', () => {
  it.each([
    ['approve', 'approve'],
    ['approve', 'reject'],
  ] as const)('make one decision (%s and %s): the other is told ALREADY_DECIDED', async (first, second) => {
    const host = await signUp(t);
    const { id } = (await call('POST', '/api/v1/experiences', host, walk('PENDING_REVIEW'))).body;
    const decide = (user: SignedUpUser, what: 'approve' | 'reject') =>
      call(
        'POST',
        `/api/v1/staff/review/${id}/${what}`,
        user,
        what === 'reject' ? { reason: 'Not an event' } : undefined,
      );
    const answers = await Promise.all([decide(editor, first), decide(secondEditor, second)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.error).toMatchObject({
      code: 'ALREADY_DECIDED',
      details: { decision: won.body.review.state },
    });
    expect(await audit(`targetType=EXPERIENCE&targetId=${id}`)).toHaveLength(1);
    expect((await inbox(host)).filter((item: Json) => item.subject.id === id)).toHaveLength(1);
  });
});

describe('deciding', () => {
  it('needs a reason of 1 to 500 characters to reject', async () => {
    const host = await signUp(t);
    const { id } = (await call('POST', '/api/v1/experiences', host, walk('PENDING_REVIEW'))).body;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await call('POST', `/api/v1/staff/review/${id}/reject`, editor, body);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('body.reason');
    }
    expect(
      (await call('POST', `/api/v1/staff/review/${id}/reject`, editor, { reason: 'x'.repeat(500) })).status,
    ).toBe(200);
  });

  it('answers 404 for no such experience and 409 NOT_IN_REVIEW for one that was never submitted', async () => {
    expect((await call('POST', '/api/v1/staff/review/no-such-id/approve', editor)).status).toBe(404);
    expect((await call('GET', '/api/v1/staff/review/no-such-id', editor)).status).toBe(404);
    const host = await signUp(t);
    const { id } = (await call('POST', '/api/v1/experiences', host, walk('NOT_PUBLISHED'))).body;
    const res = await call('POST', `/api/v1/staff/review/${id}/approve`, editor);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOT_IN_REVIEW');
  });

  it('takes a submission out of the queue when its host takes it back to a draft', async () => {
    const host = await signUp(t);
    const { id } = (await call('POST', '/api/v1/experiences', host, walk('PENDING_REVIEW'))).body;
    await call('PUT', `/api/v1/experiences/${id}`, host, walk('NOT_PUBLISHED'));
    expect(await queueIds()).not.toContain(id);
    expect((await call('POST', `/api/v1/staff/review/${id}/approve`, editor)).body.error.code).toBe(
      'NOT_IN_REVIEW',
    );
  });
});

describe('the queue', () => {
  it('lists the oldest submission first, per location, page by page', async () => {
    const host = await signUp(t);
    const ids: string[] = [];
    for (const minutes of [30, 20, 10]) {
      clock = NOW + minutes * 60_000;
      ids.push((await call('POST', '/api/v1/experiences', host, walk('PENDING_REVIEW'))).body.id);
    }
    clock = NOW + 40 * 60_000;
    const inDc = await call('POST', '/api/v1/experiences', host, {
      ...walk('PENDING_REVIEW'),
      where: { name: 'The Mall', lat: 38.8895, lng: -77.0353 },
    });
    clock = NOW;
    const mine = (list: string[]) => list.filter((id) => ids.includes(id) || id === inDc.body.id);
    expect(mine(await queueIds('?location=boston-ma&limit=50'))).toEqual([ids[2], ids[1], ids[0]]);
    expect(mine(await queueIds('?location=washington-dc'))).toEqual([inDc.body.id]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Json = await call(
        'GET',
        `/api/v1/staff/review?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        editor,
      );
      seen.push(...page.body.items.map((item: Json) => item.experience.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(mine(seen)).toEqual([ids[2], ids[1], ids[0], inDc.body.id]);
    expect((await call('GET', '/api/v1/staff/review?cursor=bogus', editor)).status).toBe(400);
  });

  it('counts what waits for the navigation, for any staff', async () => {
    const overview = await call('GET', '/api/v1/staff/overview', moderator);
    expect(overview.status).toBe(200);
    const waiting = (await queueIds('?limit=50')).length;
    expect(overview.body).toMatchObject({ roles: ['moderator'], reviews: { waiting } });
    expect(overview.body.reviews.byLocation['washington-dc']).toBeGreaterThanOrEqual(1);
  });
});

describe('trusted hosts', () => {
  it('publish without review once an editor trusts them, and wait again once that is taken back', async () => {
    const host = await signUp(t);
    const trust = async (trusted: boolean, by = editor) => {
      clock += 60_000;
      return call('PUT', `/api/v1/staff/hosts/${host.id}/trusted`, by, { trusted });
    };
    expect((await trust(true, moderator)).status).toBe(403);
    const trusted = await trust(true);
    expect(trusted.status).toBe(200);
    expect(trusted.body).toMatchObject({ uid: host.id, trusted: true, roles: [] });
    // Trusting a trusted account changes nothing and logs nothing.
    expect((await trust(true)).body.trusted).toBe(true);
    expect((await trust(false)).body.trusted).toBe(false);
    const held = await call('POST', '/api/v1/experiences', host, walk('PUBLISHED'));
    expect(held.body).toMatchObject({ publishState: 'PENDING_REVIEW', heldForReview: true });
    await trust(true);
    const published = await call('POST', '/api/v1/experiences', host, walk('PUBLISHED'));
    expect(published.body).toMatchObject({ publishState: 'PUBLISHED', heldForReview: false });
    // The one that waits still waits for an editor: trust is about what the host publishes from now on.
    expect(await queueIds('?limit=50')).toContain(held.body.id);
    expect(await audit(`action=SET_HOST_TRUSTED&targetType=USER&targetId=${host.id}`)).toMatchObject([
      { before: { trusted: false, trustedAt: null }, after: { trusted: true } },
      { before: { trusted: true }, after: { trusted: false, trustedAt: null } },
      { before: { trusted: false, trustedAt: null }, after: { trusted: true }, actor: { uid: editor.id } },
    ]);
    expect(
      (await call('PUT', '/api/v1/staff/hosts/no-such-user/trusted', editor, { trusted: true })).status,
    ).toBe(404);
    clock = NOW;
  });

  it('lets editors publish directly, and not moderators', async () => {
    const asEditor = await call('POST', '/api/v1/experiences', editor, walk('PUBLISHED'));
    expect(asEditor.body).toMatchObject({ publishState: 'PUBLISHED', heldForReview: false });
    const asModerator = await call('POST', '/api/v1/experiences', moderator, walk('PUBLISHED'));
    expect(asModerator.body).toMatchObject({ publishState: 'PENDING_REVIEW', heldForReview: true });
  });
});
