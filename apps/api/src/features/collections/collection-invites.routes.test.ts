import { collectionInvites } from '@happenings/db/collections';
import { notifications } from '@happenings/db/notifications';
import { makeLocation } from '@happenings/db/testing';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { type Json, makeCollectionFixture, makeSend } from './collection.fixtures.ts';
import { hashLinkSecret } from './link-token.ts';

const DAY_MS = 24 * 60 * 60_000;
const INVITES_PER_HOUR = COLLECTION_LIMITS.invitesPerHour;

let t: TestApp;
let now = Date.now();
let owner: SignedUpUser;
let ann: SignedUpUser;
let ben: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  // One clock for the API and its rate limits, so a test moves both to the next hour.
  t = await createTestApp({ clock: () => now, rateLimiter: createMemoryRateLimiter(() => now) });
  // Sign-ups are limited too; this suite makes its people once.
  owner = await signUp(t, { username: 'invite_owner' });
  ann = await signUp(t, { username: 'invite_ann' });
  ben = await signUp(t, { username: 'invite_ben' });
  stranger = await signUp(t, { username: 'invite_stranger' });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const send = (...args: Parameters<ReturnType<typeof makeSend>>) => makeSend(t)(...args);

/** Each test spends its own hour of invite budget. */
function nextHour() {
  now += 2 * 60 * 60_000;
}

const inviteUser = (id: string, userId: string, who = owner) =>
  send('POST', `/api/v1/collections/${id}/invites/user`, who, { userId });
const makeLink = (id: string, body?: Json) =>
  send('POST', `/api/v1/collections/${id}/invites/by-link`, owner, body);
const info = (id: string, who: SignedUpUser) => send('GET', `/api/v1/collections/${id}/information`, who);

describe('in-app invites (spec §4: PENDING, then ACCEPTED, DECLINED or DISMISSED)', () => {
  it('invites a user once while pending, notifies them, and they accept: they join as a VIEWER', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const first = await inviteUser(made.id, ann.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      inviteType: 'IN_APP_INVITE',
      status: 'PENDING',
      role: 'VIEWER',
      collectionId: made.id,
      invitee: { uid: ann.id },
      inviter: { uid: owner.id },
      respondedAt: null,
    });
    const again = await inviteUser(made.id, ann.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ann.id));
    expect(sent.filter((row) => row.type === 'INVITED_TO_COLLECTION')).toHaveLength(1);

    // Before accepting, the private collection is still hidden from them; the invite is not.
    expect((await info(made.id, ann)).status).toBe(404);
    const shown = await send('GET', `/api/v1/collections/invites/${first.body.id}`, ann);
    expect(shown.body).toMatchObject({
      invite: { status: 'PENDING' },
      collection: { id: made.id, role: null },
    });

    const pending = await send('GET', '/api/v1/collections/pending-invites-and-shares', ann);
    expect(pending.body.invites.map((entry: Json) => entry.invite.id)).toEqual([first.body.id]);

    const accepted = await send('POST', `/api/v1/collections/invites/${first.body.id}/accept`, ann);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ invite: { status: 'ACCEPTED' }, collection: { role: 'VIEWER' } });
    expect(accepted.body.invite.respondedAt).not.toBeNull();
    expect((await info(made.id, ann)).body.role).toBe('VIEWER');
    expect((await send('GET', '/api/v1/collections/pending-invites-and-shares', ann)).body.invites).toEqual(
      [],
    );

    // Taking part already: no second invite.
    const member = await inviteUser(made.id, ann.id);
    expect(member.status).toBe(409);
    expect(member.body.error.code).toBe('ALREADY_PARTICIPANT');
  });

  it('allows no transition out of an answer, and a declined person can be invited again', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const invite = (await inviteUser(made.id, ben.id)).body;
    const accept = (id: string) => send('POST', `/api/v1/collections/invites/${id}/accept`, ben);
    const decline = (id: string) => send('PATCH', `/api/v1/collections/invites/${id}/decline`, ben);

    const declined = await decline(invite.id);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('DECLINED');
    for (const refused of [await accept(invite.id), await decline(invite.id)]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('INVITE_ANSWERED');
    }
    expect((await info(made.id, ben)).status).toBe(404);

    const second = await inviteUser(made.id, ben.id);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(invite.id);
    expect((await accept(second.body.id)).status).toBe(200);
    const late = await decline(second.body.id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('accepted');
    expect((await info(made.id, ben)).body.role).toBe('VIEWER');
  });

  it('lets the owner withdraw a pending invite (DISMISSED), after which it cannot be accepted', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const invite = (await inviteUser(made.id, ann.id)).body;
    const withdrawn = await send('DELETE', `/api/v1/collections/${made.id}/invites/${invite.id}`, owner);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('DISMISSED');
    const accept = await send('POST', `/api/v1/collections/invites/${invite.id}/accept`, ann);
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toContain('withdrawn');
    expect((await send('DELETE', `/api/v1/collections/${made.id}/invites/${invite.id}`, owner)).status).toBe(
      409,
    );
    // An invite of another collection is not this one's to withdraw.
    const other = await makeCollectionFixture(t.database.db, { ownerId: owner.id, inviteeIds: [ben.id] });
    expect(
      (await send('DELETE', `/api/v1/collections/${made.id}/invites/${other.inviteIds[0]}`, owner)).status,
    ).toBe(404);
  });

  it('answers an invite only for its invitee: 403 to its collection owner, 404 to anyone else', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, inviteeIds: [ann.id] });
    const id = made.inviteIds[0]!;
    for (const [who, status] of [
      [owner, 403],
      [stranger, 404],
      [ben, 404],
    ] as const) {
      expect((await send('GET', `/api/v1/collections/invites/${id}`, who)).status).toBe(status);
      expect((await send('POST', `/api/v1/collections/invites/${id}/accept`, who)).status).toBe(status);
      expect((await send('PATCH', `/api/v1/collections/invites/${id}/decline`, who)).status).toBe(status);
    }
    expect((await send('POST', `/api/v1/collections/invites/${id}/accept`, null)).status).toBe(401);
    // An in-app invite is accepted, not joined.
    expect((await send('POST', `/api/v1/collections/invites/${id}/join`, ann)).status).toBe(400);
  });

  it('refuses to invite oneself, an unknown person, or as a viewer', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, viewerIds: [ben.id] });
    expect((await inviteUser(made.id, owner.id)).status).toBe(400);
    expect((await inviteUser(made.id, 'no-such-user')).status).toBe(404);
    expect((await inviteUser(made.id, ann.id, ben)).status).toBe(403);
    expect((await inviteUser(made.id, ann.id, stranger)).status).toBe(404);
  });

  it('lists the invites and each invitee’s status for the owner only', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      viewerIds: [ben.id],
      inviteeIds: [ann.id],
    });
    await send('PATCH', `/api/v1/collections/invites/${made.inviteIds[0]}/decline`, ann);
    await makeLink(made.id);
    const list = await send('GET', `/api/v1/collections/${made.id}/invites`, owner);
    expect(list.body.items.map((invite: Json) => [invite.inviteType, invite.status])).toEqual([
      ['LINK_INVITE', 'PENDING'],
      ['IN_APP_INVITE', 'DECLINED'],
    ]);
    expect((await send('GET', `/api/v1/collections/${made.id}/invites`, ben)).status).toBe(403);

    const everyone = await send('GET', `/api/v1/collections/${made.id}/invitees-status`, owner);
    expect(everyone.body.items.map((row: Json) => [row.user.uid, row.status, row.isParticipant])).toEqual([
      [ann.id, 'DECLINED', false],
    ]);
    const asked = await send(
      'GET',
      `/api/v1/collections/${made.id}/invitees-status?userIds=${stranger.id},${ben.id},${ann.id}`,
      owner,
    );
    expect(asked.body.items.map((row: Json) => [row.user.uid, row.status, row.isParticipant])).toEqual([
      [stranger.id, null, false],
      [ben.id, null, true],
      [ann.id, 'DECLINED', false],
    ]);
    expect((await send('GET', `/api/v1/collections/${made.id}/invitees-status`, ben)).status).toBe(403);
  });

  it(`sends at most ${INVITES_PER_HOUR} invites an hour (429 with Retry-After)`, async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    for (let i = 0; i < INVITES_PER_HOUR; i += 1) expect((await makeLink(made.id)).status).toBe(201);
    const refused = await inviteUser(made.id, ann.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { budget: 'invite' } });
    nextHour();
    expect((await inviteUser(made.id, ann.id)).status).toBe(201);
  });
});

describe('invite links (spec §3 LINK_INVITE: a token that expires and can be revoked)', () => {
  it('shows its token once, keeps only a hash, and lets whoever holds it join as a VIEWER', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, name: 'Linked' });
    const link = await makeLink(made.id, { expiresInDays: 3 });
    expect(link.status).toBe(201);
    const { token, url, invite } = link.body;
    expect(url).toBe(`http://localhost:3000/collection/join/${token}`);
    expect(invite).toMatchObject({ inviteType: 'LINK_INVITE', status: 'PENDING', invitee: null });
    expect(Date.parse(invite.expiresAt)).toBe(now + 3 * DAY_MS);
    const [row] = await t.database.db
      .select()
      .from(collectionInvites)
      .where(eq(collectionInvites.id, invite.id));
    const secret = token.split('.')[1];
    expect(row!.tokenHash).toBe(hashLinkSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const preview = await send('GET', `/api/v1/collections/invites/${token}`, stranger);
    expect(preview.body).toMatchObject({ collection: { name: 'Linked', role: null } });
    const joined = await send('POST', `/api/v1/collections/invites/${token}/join`, stranger);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: made.id, role: 'VIEWER' });
    expect((await send('POST', `/api/v1/collections/invites/${token}/join`, stranger)).status).toBe(200);
    // The link keeps working for the next person.
    expect((await send('POST', `/api/v1/collections/invites/${token}/join`, ann)).body.role).toBe('VIEWER');
    expect((await send('GET', `/api/v1/collections/${made.id}/participants`, owner)).body.total).toBe(3);
    // A link is joined, not accepted or declined.
    expect((await send('POST', `/api/v1/collections/invites/${token}/accept`, ben)).status).toBe(400);
    expect((await send('PATCH', `/api/v1/collections/invites/${token}/decline`, ben)).status).toBe(400);
  });

  it('finds nothing with a wrong secret, a bare invite id or a made-up token (404)', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const { token, invite } = (await makeLink(made.id)).body;
    const [id, secret] = token.split('.');
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [forged, invite.id, `${crypto.randomUUID()}.${secret}`]) {
      expect((await send('POST', `/api/v1/collections/invites/${attempt}/join`, ben)).status).toBe(404);
      expect((await send('GET', `/api/v1/collections/invites/${attempt}`, ben)).status).toBe(404);
    }
    expect((await info(made.id, ben)).status).toBe(404);
  });

  it('stops working when revoked (410 INVITE_LINK_REVOKED)', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const { token, invite } = (await makeLink(made.id)).body;
    const revoked = await send('DELETE', `/api/v1/collections/${made.id}/invites/${invite.id}`, owner);
    expect(revoked.body.status).toBe('DISMISSED');
    for (const res of [
      await send('POST', `/api/v1/collections/invites/${token}/join`, ben),
      await send('GET', `/api/v1/collections/invites/${token}`, ben),
    ]) {
      expect(res.status).toBe(410);
      expect(res.body.error.code).toBe('INVITE_LINK_REVOKED');
    }
    expect((await info(made.id, ben)).status).toBe(404);
  });

  it('stops working once expired (410 INVITE_LINK_EXPIRED), and is no longer an open invite', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const { token } = (await makeLink(made.id, { expiresInDays: 1 })).body;
    now += DAY_MS - 1000;
    expect((await send('GET', `/api/v1/collections/invites/${token}`, ben)).status).toBe(200);
    now += 1000;
    const late = await send('POST', `/api/v1/collections/invites/${token}/join`, ben);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('INVITE_LINK_EXPIRED');
    expect((await info(made.id, ben)).status).toBe(404);
  });

  it('refuses lifetimes outside 1 to 30 days', async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    expect((await makeLink(made.id, { expiresInDays: 0 })).status).toBe(400);
    expect((await makeLink(made.id, { expiresInDays: 31 })).status).toBe(400);
    expect((await makeLink(made.id, { expiresInDays: 1.5 })).status).toBe(400);
  });

  it(`lets no more than ${COLLECTION_LIMITS.participantsPerCollection} people take part (409 COLLECTION_FULL)`, async () => {
    nextHour();
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    const { token } = (await makeLink(made.id)).body;
    const { collectionParticipants } = await import('@happenings/db/collections');
    const { makeUser } = await import('@happenings/db/testing');
    const fillers = [];
    for (let i = 1; i < COLLECTION_LIMITS.participantsPerCollection; i += 1)
      fillers.push(await makeUser(t.database.db));
    await t.database.db
      .insert(collectionParticipants)
      .values(fillers.map((user) => ({ collectionId: made.collection.id, userId: user.id, role: 'VIEWER' })));
    const full = await send('POST', `/api/v1/collections/invites/${token}/join`, ben);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('COLLECTION_FULL');
    expect((await inviteUser(made.id, ann.id)).body.error.code).toBe('COLLECTION_FULL');
  });
});
