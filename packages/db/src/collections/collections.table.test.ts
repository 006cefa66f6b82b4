import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeUser } from '../testing/factories.ts';
import { catchPgErrorCode, PG_ERROR } from '../testing/pg-error-code.ts';
import { users } from '../users/users.table.ts';
import {
  collectionInvites,
  collectionItems,
  collectionParticipants,
  collectionShares,
} from './collection-members.table.ts';
import { collections } from './collections.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function makeCollectionWithEverything() {
  const { db } = database;
  const owner = await makeUser(db);
  const guest = await makeUser(db);
  const [collection] = await db
    .insert(collections)
    .values({ name: 'Date nights', ownerId: owner.id })
    .returning();
  const collectionId = collection!.id;
  await db.insert(collectionParticipants).values([
    { collectionId, userId: owner.id, role: 'OWNER' },
    { collectionId, userId: guest.id },
  ]);
  await db.insert(collectionItems).values({ collectionId, itemType: 'experience', itemId: 'x1' });
  await db
    .insert(collectionInvites)
    .values({ collectionId, inviterId: owner.id, type: 'LINK_INVITE', tokenHash: `hash-${collectionId}` });
  await db.insert(collectionShares).values({ collectionId, senderId: owner.id, receiverId: guest.id });
  return { owner, guest, collectionId };
}

describe('collections', () => {
  it('defaults participants to VIEWER and invites and shares to PENDING (spec §4)', async () => {
    const { db } = database;
    const { guest, collectionId } = await makeCollectionWithEverything();
    const [participant] = await db
      .select()
      .from(collectionParticipants)
      .where(eq(collectionParticipants.userId, guest.id));
    const [invite] = await db
      .select()
      .from(collectionInvites)
      .where(eq(collectionInvites.collectionId, collectionId));
    const [share] = await db
      .select()
      .from(collectionShares)
      .where(eq(collectionShares.collectionId, collectionId));
    expect(participant?.role).toBe('VIEWER');
    expect(invite?.status).toBe('PENDING');
    expect(share?.status).toBe('PENDING');
  });

  it('deleting a collection deletes its participants, items, invites and shares', async () => {
    const { db } = database;
    const { collectionId } = await makeCollectionWithEverything();
    await db.delete(collections).where(eq(collections.id, collectionId));
    for (const table of [collectionParticipants, collectionItems, collectionInvites, collectionShares]) {
      expect(await db.select().from(table).where(eq(table.collectionId, collectionId))).toEqual([]);
    }
  });

  it('deleting the owner deletes their collections', async () => {
    const { db } = database;
    const { owner, collectionId } = await makeCollectionWithEverything();
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await db.select().from(collections).where(eq(collections.id, collectionId))).toEqual([]);
  });

  it.each([
    ['role', () => ({ table: collectionParticipants, values: { role: 'EDITOR' } })],
    ['item type', () => ({ table: collectionItems, values: { itemType: 'song', itemId: 'y' } })],
  ])('rejects an unknown %s', async (_name, make) => {
    const { db } = database;
    const { collectionId } = await makeCollectionWithEverything();
    const extra = await makeUser(db);
    const { table, values } = make();
    const code = await catchPgErrorCode(
      db.insert(table as typeof collectionParticipants).values({ collectionId, userId: extra.id, ...values }),
    );
    expect(code).toBe(PG_ERROR.checkViolation);
  });
});
