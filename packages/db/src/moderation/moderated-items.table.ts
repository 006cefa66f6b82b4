import { MODERATION_STATES, REPORT_SUBJECT_TYPES } from '@happenings/domain/moderation';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';

/**
 * Content a moderator (or the system) took out of view (issue 23): one row per item, gone when restored. HIDDEN
 * items are seen only by their author, who reads the state and the reason on them; REMOVED ones by nobody. Every
 * read path filters on this table (moderation-visibility.ts) with a primary-key probe per row.
 *
 * `actor_id` names the moderator without a foreign key, like the audit log: null is the system (an item reported
 * by REPORT_HIDE_THRESHOLD accounts, a new account's comment with a link waiting for review).
 */
export const moderatedItems = pgTable(
  'moderated_items',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    state: text('state').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'moderated_items_pk', columns: [t.subjectType, t.subjectId] }),
    enumCheck('moderated_items_subject_type_check', t.subjectType, REPORT_SUBJECT_TYPES),
    enumCheck('moderated_items_state_check', t.state, MODERATION_STATES),
    index('moderated_items_at_idx').on(t.at),
  ],
);

/**
 * The hashed e-mail addresses and phone numbers of suspended and banned accounts (issue 23: a banned person cannot
 * sign up again with the same e-mail or phone). SHA-256 of the normalised identity (moderation-identity.ts), so
 * the table holds no address; `until` null is a ban without end, and a row past its `until` refuses nothing.
 */
export const bannedIdentities = pgTable(
  'banned_identities',
  {
    identityHash: text('identity_hash').primaryKey(),
    userId: text('user_id').notNull(),
    until: instant('until'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('banned_identities_user_idx').on(t.userId)],
);

export type ModeratedItemRow = typeof moderatedItems.$inferSelect;
