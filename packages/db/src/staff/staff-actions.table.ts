import { STAFF_ACTIONS, STAFF_TARGET_TYPES } from '@happenings/domain/staff';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';

/**
 * The audit log (issue 23): one row per staff action, written in the transaction of the action itself, so an
 * action and its row commit or roll back together. Append-only: a trigger (migration 0022) refuses UPDATE, DELETE
 * and TRUNCATE, so nothing in it can be changed or removed through the product, whatever the code asks.
 *
 * `actor_id` names the account without a foreign key: the log outlives accounts, and ON DELETE SET NULL would be
 * an UPDATE the log refuses. Null: the admin command run on the server (`npm run admin`), not a signed-in person.
 * `before` and `after` hold what the action changed, as the target's fields it touched.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: idColumn(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('staff_actions_action_check', t.action, STAFF_ACTIONS),
    enumCheck('staff_actions_target_type_check', t.targetType, STAFF_TARGET_TYPES),
    // The back office reads it newest first, whole or filtered by one actor, one target or one action; a date
    // range bounds the same keys.
    index('staff_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_actions_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('staff_actions_target_idx').on(t.targetType, t.targetId, t.createdAt.desc(), t.id.desc()),
    index('staff_actions_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);
