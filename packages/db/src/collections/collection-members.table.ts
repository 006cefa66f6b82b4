import { COLLECTION_ROLES, INVITE_TYPES, ITEM_TYPES, SHARE_STATUSES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';
import { collections } from './collections.table.ts';

/** spec §3 collectionParticipants with their role (OWNER or VIEWER); the owner is a participant too. */
export const collectionParticipants = pgTable(
  'collection_participants',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('VIEWER'),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'collection_participants_pk', columns: [t.collectionId, t.userId] }),
    index('collection_participants_user_idx').on(t.userId, t.role),
    enumCheck('collection_participants_role_check', t.role, COLLECTION_ROLES),
  ],
);

/** spec §3 collection items (itemId, type); polymorphic, so no foreign key to the item. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    position: integer('position').notNull().default(0),
    addedById: text('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'collection_items_pk', columns: [t.collectionId, t.itemType, t.itemId] }),
    index('collection_items_item_idx').on(t.itemType, t.itemId),
    enumCheck('collection_items_item_type_check', t.itemType, ITEM_TYPES),
  ],
);

/**
 * spec §7 invites: in-app (to a user) or by link (a token anyone with the link can redeem). spec §4: PENDING,
 * then ACCEPTED, DECLINED or DISMISSED. A link stays PENDING while it can be used (any number of people may join
 * through it) until it expires or the owner revokes it (DISMISSED); an in-app invite the owner withdraws is
 * DISMISSED too.
 */
export const collectionInvites = pgTable(
  'collection_invites',
  {
    id: idColumn(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for LINK_INVITE until someone joins through the link. */
    inviteeId: text('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('PENDING'),
    role: text('role').notNull().default('VIEWER'),
    /**
     * SHA-256 of the secret part of a link invite's URL (base64url). The secret itself is shown once, when the
     * link is made, and never stored: a copy of the database cannot be used to join collections.
     */
    tokenHash: text('token_hash'),
    createdAt: instant('created_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
    expiresAt: instant('expires_at'),
    /** When the owner revoked the link or withdrew the invite (the status is then DISMISSED). */
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    enumCheck('collection_invites_type_check', t.type, INVITE_TYPES),
    enumCheck('collection_invites_status_check', t.status, SHARE_STATUSES),
    enumCheck('collection_invites_role_check', t.role, COLLECTION_ROLES),
    index('collection_invites_collection_idx').on(t.collectionId, t.status),
    index('collection_invites_invitee_idx').on(t.inviteeId, t.status),
    // One pending in-app invite per person and collection, even when the owner clicks twice at once.
    uniqueIndex('collection_invites_pending_invitee_idx')
      .on(t.collectionId, t.inviteeId)
      .where(sql`${t.status} = 'PENDING' AND ${t.type} = 'IN_APP_INVITE'`),
  ],
);

/** spec §7 community collection shares: a user sends a collection to another; PENDING until acted on. */
export const collectionShares = pgTable(
  'collection_shares',
  {
    id: idColumn(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    createdAt: instant('created_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
  },
  (t) => [
    enumCheck('collection_shares_status_check', t.status, SHARE_STATUSES),
    index('collection_shares_collection_idx').on(t.collectionId, t.senderId),
    index('collection_shares_receiver_idx').on(t.receiverId, t.status),
    // One pending share of a collection from one sender to one receiver.
    uniqueIndex('collection_shares_pending_idx')
      .on(t.collectionId, t.senderId, t.receiverId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
