/**
 * Collections made through the tests' API, as people would make them on the website: a collection with items,
 * an in-app invite (answered or not), an invite link.
 */
import { getJson, sendJson, type TestAccount, userIdOf } from './api-fixtures.ts';

export interface TestCollection {
  id: string;
  name: string;
}

function expectStatus(what: string, answer: { status: number; body: unknown }, ...ok: number[]): void {
  if (!ok.includes(answer.status)) {
    throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function makeCollection(
  owner: TestAccount,
  input: { name: string; description?: string; isCommunity?: boolean },
): Promise<TestCollection> {
  const made = await sendJson<TestCollection>('POST', '/api/v1/collections', owner.token, {
    name: input.name,
    description: input.description ?? null,
    isCommunity: input.isCommunity ?? false,
    location: 'boston-ma',
  });
  expectStatus('making a collection', made, 201);
  return made.body;
}

export async function addItem(
  owner: TestAccount,
  collection: TestCollection,
  item: { itemId: string; type: 'experience' | 'crowd-sourced-roundup' | 'post' | 'place' },
): Promise<void> {
  const added = await sendJson('POST', `/api/v1/collections/${collection.id}/content`, owner.token, item);
  expectStatus('adding an item', added, 200, 201);
}

/** An in-app invite from the owner; its id. */
export async function inviteToCollection(
  owner: TestAccount,
  collection: TestCollection,
  invitee: TestAccount,
): Promise<string> {
  const invited = await sendJson<{ id: string }>(
    'POST',
    `/api/v1/collections/${collection.id}/invites/user`,
    owner.token,
    { userId: await userIdOf(invitee) },
  );
  expectStatus('inviting', invited, 200, 201);
  return invited.body.id;
}

/** Invites `viewer` and accepts for them: they take part as a VIEWER. */
export async function addViewer(owner: TestAccount, collection: TestCollection, viewer: TestAccount) {
  const inviteId = await inviteToCollection(owner, collection, viewer);
  const accepted = await sendJson('POST', `/api/v1/collections/invites/${inviteId}/accept`, viewer.token);
  expectStatus('accepting', accepted, 200);
}

/** A new invite link of the owner's collection. */
export async function makeInviteLink(
  owner: TestAccount,
  collection: TestCollection,
): Promise<{ inviteId: string; token: string }> {
  const made = await sendJson<{ invite: { id: string }; token: string }>(
    'POST',
    `/api/v1/collections/${collection.id}/invites/by-link`,
    owner.token,
    {},
  );
  expectStatus('making a link', made, 201);
  return { inviteId: made.body.invite.id, token: made.body.token };
}

export interface TestParticipant {
  uid: string;
  role: 'OWNER' | 'VIEWER';
  photoURL: string | null;
}

/** Who takes part, as the API says (read as `reader`). */
export async function participantsOf(
  collection: TestCollection,
  reader: TestAccount,
): Promise<TestParticipant[]> {
  const { status, body } = await getJson<{ items: TestParticipant[] }>(
    `/api/v1/collections/${collection.id}/participants`,
    reader.token,
  );
  if (status !== 200) throw new Error(`reading participants failed: ${status}`);
  return body.items;
}

/** A published, seeded Boston event (for an item). */
export async function seededEvent(): Promise<{ id: string; slug: string; name: string }> {
  const { body } = await getJson<{ items: { experience: { id: string; slug: string; name: string } }[] }>(
    '/api/v1/events?location=boston-ma&size=5',
  );
  const first = body.items[0]?.experience;
  if (!first) throw new Error('no seeded Boston event');
  return first;
}

/** A published roundup asked by `asker` (an item with a title of our choosing). */
export async function askRoundup(asker: TestAccount, title: string): Promise<{ id: string; slug: string }> {
  const asked = await sendJson<{ id: string; slug: string }>(
    'POST',
    '/api/v1/crowd-sourced-roundups',
    asker.token,
    { title, description: 'Ideas welcome.', location: 'boston-ma' },
  );
  expectStatus('asking a roundup', asked, 200, 201);
  return asked.body;
}

export interface TestCollectionDetail {
  name: string;
  description: string | null;
  isCommunity: boolean;
  role: 'OWNER' | 'VIEWER' | null;
}

/** The collection as `reader` gets it from the API, or its status when refused (404: hidden or gone). */
export async function informationOf(
  collection: TestCollection,
  reader: TestAccount,
): Promise<{ status: number; body: TestCollectionDetail }> {
  return getJson<TestCollectionDetail>(`/api/v1/collections/${collection.id}/information`, reader.token);
}

/** The ids of its items in the collection's order, as the API holds them. */
export async function itemIdsOf(collection: TestCollection, reader: TestAccount): Promise<string[]> {
  const { status, body } = await getJson<{ items: { itemId: string }[] }>(
    `/api/v1/collections/${collection.id}/content?limit=100`,
    reader.token,
  );
  if (status !== 200) throw new Error(`reading the content failed: ${status}`);
  return body.items.map((item) => item.itemId);
}

/** Shares a community collection with `receiver`, as `sender`; the share's id. */
export async function shareCollection(
  sender: TestAccount,
  collection: TestCollection,
  receiver: TestAccount,
): Promise<string> {
  const shared = await sendJson<{ items: { id: string }[] }>(
    'POST',
    `/api/v1/collections/community/${collection.id}/shares`,
    sender.token,
    { userIds: [await userIdOf(receiver)] },
  );
  expectStatus('sharing', shared, 201);
  const [share] = shared.body.items;
  if (!share) throw new Error('sharing made no share');
  return share.id;
}

/** The invites and shares waiting for `account`'s answer, as the API holds them. */
export async function pendingOf(
  account: TestAccount,
): Promise<{ invites: { invite: { id: string } }[]; shares: { share: { id: string } }[] }> {
  const { status, body } = await getJson<{
    invites: { invite: { id: string } }[];
    shares: { share: { id: string } }[];
  }>('/api/v1/collections/pending-invites-and-shares', account.token);
  if (status !== 200) throw new Error(`reading pending failed: ${status}`);
  return body;
}
