/**
 * spec §7 collection invites: IN_APP_INVITE (to one user) and LINK_INVITE (anyone holding the link). spec §4: an
 * invite is PENDING, then ACCEPTED, DECLINED or DISMISSED, and never moves again: every answer is an UPDATE
 * guarded by `status = 'PENDING'`, so two answers racing cannot both win. A declined invite is not reopened;
 * inviting the person again makes a new one.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { textArray } from '../discover/stream-page.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { collectionInvites, collectionParticipants } from './collection-members.table.ts';
import { addViewer, type CollectionRow, type JoinOutcome, lockCollection } from './collections.queries.ts';
import { collections } from './collections.table.ts';

export type InviteRow = typeof collectionInvites.$inferSelect;

export interface InviteWithCollection {
  invite: InviteRow;
  collection: CollectionRow;
}

/** The invite and its collection (primary key probes). */
export async function findInvite(db: Database, id: string): Promise<InviteWithCollection | null> {
  const [row] = await db
    .select({ invite: collectionInvites, collection: collections })
    .from(collectionInvites)
    .innerJoin(collections, eq(collections.id, collectionInvites.collectionId))
    .where(eq(collectionInvites.id, id))
    .limit(1);
  return row ?? null;
}

/** A link can still be used: PENDING (not revoked) and not past its expiry. */
export function isLinkLive(invite: Pick<InviteRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return invite.status === 'PENDING' && (invite.expiresAt === null || invite.expiresAt > now);
}

/**
 * Invites the user (idempotent while an invite to them is pending: collection_invites_pending_invitee_idx) and
 * notifies them INVITED_TO_COLLECTION in the same transaction.
 */
export async function createInAppInvite(
  db: Database,
  options: { collection: CollectionRow; inviterId: string; inviteeId: string; now: Date },
): Promise<{ invite: InviteRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(collectionInvites)
      .values({
        collectionId: options.collection.id,
        inviterId: options.inviterId,
        inviteeId: options.inviteeId,
        type: 'IN_APP_INVITE',
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await createNotifications(tx, [
        {
          recipientId: options.inviteeId,
          actorId: options.inviterId,
          type: 'INVITED_TO_COLLECTION',
          subjectType: 'INVITE',
          subjectId: inserted.id,
          data: { collectionId: options.collection.documentId, collectionName: options.collection.name },
        },
      ]);
      return { invite: inserted, created: true };
    }
    const [pending] = await tx
      .select()
      .from(collectionInvites)
      .where(
        and(
          eq(collectionInvites.collectionId, options.collection.id),
          eq(collectionInvites.inviteeId, options.inviteeId),
          eq(collectionInvites.type, 'IN_APP_INVITE'),
          eq(collectionInvites.status, 'PENDING'),
        ),
      );
    return { invite: pending!, created: false };
  });
}

export async function createLinkInvite(
  db: Database,
  options: { collectionId: string; inviterId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<InviteRow> {
  const [row] = await db
    .insert(collectionInvites)
    .values({
      collectionId: options.collectionId,
      inviterId: options.inviterId,
      type: 'LINK_INVITE',
      tokenHash: options.tokenHash,
      expiresAt: options.expiresAt,
      createdAt: options.now,
    })
    .returning();
  return row!;
}

/** Pending in-app invites plus links still usable: what the per-collection cap counts. */
export async function countOpenInvites(
  db: Database,
  options: { collectionId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(collectionInvites)
    .where(
      and(
        eq(collectionInvites.collectionId, options.collectionId),
        eq(collectionInvites.status, 'PENDING'),
        or(isNull(collectionInvites.expiresAt), gt(collectionInvites.expiresAt, options.now)),
      ),
    );
  return Number(row?.count ?? 0);
}

export interface InviteWithPeople {
  invite: InviteRow;
  inviter: UserRow;
  invitee: UserRow | null;
}

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

/** The collection's invites, newest first (collection_invites_collection_idx). */
export async function listCollectionInvites(
  db: Database,
  options: { collectionId: string; limit: number; offset: number },
): Promise<InviteWithPeople[]> {
  return db
    .select({ invite: collectionInvites, inviter, invitee })
    .from(collectionInvites)
    .innerJoin(inviter, eq(inviter.id, collectionInvites.inviterId))
    .leftJoin(invitee, eq(invitee.id, collectionInvites.inviteeId))
    .where(eq(collectionInvites.collectionId, options.collectionId))
    .orderBy(desc(collectionInvites.createdAt), desc(collectionInvites.id))
    .limit(options.limit)
    .offset(options.offset);
}

export interface PendingInvite {
  invite: InviteRow;
  collection: CollectionRow;
  inviter: UserRow;
}

/** The user's pending in-app invites, newest first (collection_invites_invitee_idx). */
export async function listPendingInvitesFor(
  db: Database,
  options: { userId: string; limit: number },
): Promise<PendingInvite[]> {
  return db
    .select({ invite: collectionInvites, collection: collections, inviter })
    .from(collectionInvites)
    .innerJoin(collections, eq(collections.id, collectionInvites.collectionId))
    .innerJoin(inviter, eq(inviter.id, collectionInvites.inviterId))
    .where(and(eq(collectionInvites.inviteeId, options.userId), eq(collectionInvites.status, 'PENDING')))
    .orderBy(desc(collectionInvites.createdAt), desc(collectionInvites.id))
    .limit(options.limit);
}

/** Moves a pending invite to `status`; null when it was no longer pending (answered, withdrawn). */
async function answerInvite(
  db: Database,
  options: { inviteId: string; status: 'ACCEPTED' | 'DECLINED' | 'DISMISSED'; now: Date; revoke?: boolean },
): Promise<InviteRow | null> {
  const [row] = await db
    .update(collectionInvites)
    .set({
      status: options.status,
      respondedAt: options.now,
      ...(options.revoke ? { revokedAt: options.now } : {}),
    })
    .where(and(eq(collectionInvites.id, options.inviteId), eq(collectionInvites.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export type AcceptOutcome = 'ACCEPTED' | 'NOT_PENDING' | 'FULL';

/** The invitee accepts: they join as a VIEWER and the invite is ACCEPTED, both or neither. */
export async function acceptInvite(
  db: Database,
  options: { invite: InviteRow; userId: string; maxParticipants: number; now: Date },
): Promise<AcceptOutcome> {
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    if (!(await lockCollection(tx, options.invite.collectionId))) return 'NOT_PENDING';
    const [current] = await tx
      .select({ status: collectionInvites.status })
      .from(collectionInvites)
      .where(eq(collectionInvites.id, options.invite.id))
      .for('update');
    if (current?.status !== 'PENDING') return 'NOT_PENDING';
    // addViewer writes nothing when the collection is full, so refusing here leaves the invite pending.
    const joined = await addViewer(tx, {
      collectionId: options.invite.collectionId,
      userId: options.userId,
      maxParticipants: options.maxParticipants,
      now: options.now,
    });
    if (joined === 'FULL') return 'FULL';
    await answerInvite(tx, { inviteId: options.invite.id, status: 'ACCEPTED', now: options.now });
    return 'ACCEPTED';
  });
}

export async function declineInvite(
  db: Database,
  options: { inviteId: string; now: Date },
): Promise<InviteRow | null> {
  return answerInvite(db, { inviteId: options.inviteId, status: 'DECLINED', now: options.now });
}

/**
 * The owner withdraws a pending invite or revokes a link: DISMISSED, with revokedAt. A withdrawn in-app invite
 * takes back its INVITED_TO_COLLECTION notification while it is unread.
 */
export async function revokeInvite(
  db: Database,
  options: { inviteId: string; now: Date },
): Promise<InviteRow | null> {
  return db.transaction(async (tx) => {
    const row = await answerInvite(tx, {
      inviteId: options.inviteId,
      status: 'DISMISSED',
      now: options.now,
      revoke: true,
    });
    if (row?.type === 'IN_APP_INVITE' && row.inviteeId) {
      await withdrawNotification(tx, {
        type: 'INVITED_TO_COLLECTION',
        subject: { type: 'INVITE', id: row.id },
        actorId: row.inviterId,
        recipientIds: [row.inviteeId],
      });
    }
    return row;
  });
}

/**
 * Joins through a link: the user becomes a VIEWER (the link stays PENDING for the next person), and an in-app
 * invite to the same collection still pending for them counts as accepted. 'GONE' when the link was revoked or
 * expired in the meantime.
 */
export async function joinByLink(
  db: Database,
  options: { invite: InviteRow; userId: string; maxParticipants: number; now: Date },
): Promise<JoinOutcome | 'GONE'> {
  return db.transaction(async (tx): Promise<JoinOutcome | 'GONE'> => {
    if (!(await lockCollection(tx, options.invite.collectionId))) return 'GONE';
    const [current] = await tx
      .select()
      .from(collectionInvites)
      .where(eq(collectionInvites.id, options.invite.id));
    if (!current || !isLinkLive(current, options.now)) return 'GONE';
    const outcome = await addViewer(tx, {
      collectionId: options.invite.collectionId,
      userId: options.userId,
      maxParticipants: options.maxParticipants,
      now: options.now,
    });
    if (outcome !== 'FULL') {
      await tx
        .update(collectionInvites)
        .set({ status: 'ACCEPTED', respondedAt: options.now })
        .where(
          and(
            eq(collectionInvites.collectionId, options.invite.collectionId),
            eq(collectionInvites.inviteeId, options.userId),
            eq(collectionInvites.type, 'IN_APP_INVITE'),
            eq(collectionInvites.status, 'PENDING'),
          ),
        );
    }
    return outcome;
  });
}

export interface InviteeStatus {
  user: UserRow;
  /** The latest in-app invite's status; null when never invited. */
  status: InviteRow['status'] | null;
  inviteId: string | null;
  isParticipant: boolean;
}

/**
 * For the invite dialog: each person's latest in-app invite to the collection and whether they take part. With
 * `userIds`, exactly those users (unknown ids skipped); without, everyone ever invited in-app.
 */
export async function listInviteeStatuses(
  db: Database,
  options: { collectionId: string; userIds?: readonly string[] | undefined; limit: number },
): Promise<InviteeStatus[]> {
  const latest = db
    .selectDistinctOn([collectionInvites.inviteeId], {
      inviteeId: collectionInvites.inviteeId,
      status: collectionInvites.status,
      inviteId: collectionInvites.id,
      createdAt: collectionInvites.createdAt,
    })
    .from(collectionInvites)
    .where(
      and(
        eq(collectionInvites.collectionId, options.collectionId),
        eq(collectionInvites.type, 'IN_APP_INVITE'),
      ),
    )
    .orderBy(collectionInvites.inviteeId, desc(collectionInvites.createdAt), desc(collectionInvites.id))
    .as('latest');
  // The outer users row is named with its table: inside a subquery a bare column name may be the inner table's.
  const isParticipant = sql<boolean>`EXISTS (SELECT 1 FROM ${collectionParticipants} cp
    WHERE cp.collection_id = ${options.collectionId} AND cp.user_id = ${users}.id)`;
  const base = db
    .select({ user: users, status: latest.status, inviteId: latest.inviteId, isParticipant })
    .from(users);
  const rows = options.userIds
    ? await base
        .leftJoin(latest, eq(latest.inviteeId, users.id))
        .where(sql`${users.id} = ANY(${textArray(options.userIds)})`)
        .limit(options.limit)
    : await base
        .innerJoin(latest, eq(latest.inviteeId, users.id))
        .orderBy(desc(latest.createdAt))
        .limit(options.limit);
  const statuses = rows.map((row) => ({
    user: row.user,
    status: row.status ?? null,
    inviteId: row.inviteId ?? null,
    isParticipant: Boolean(row.isParticipant),
  }));
  if (!options.userIds) return statuses;
  const byId = new Map(statuses.map((status) => [status.user.id, status]));
  return options.userIds.flatMap((id) => byId.get(id) ?? []);
}
