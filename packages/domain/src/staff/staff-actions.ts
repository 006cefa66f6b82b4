/**
 * What the audit log records (issue 23): every staff action, by its kind and the kind of thing it acted on. The
 * database keeps `action` and `target_type` inside these lists; a new kind of action is a new value here and a
 * generated migration, as for notification types.
 */

export const STAFF_ACTIONS = [
  /** An admin (or the admin command) changed which staff roles an account holds. */
  'CHANGE_ROLES',
  /** An editor published an experience from the review queue. */
  'APPROVE_EXPERIENCE',
  /** An editor sent an experience back to its host with a reason. */
  'REJECT_EXPERIENCE',
  /** An editor marked an account trusted (it publishes without review) or took that back. */
  'SET_HOST_TRUSTED',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const STAFF_TARGET_TYPES = ['USER', 'EXPERIENCE'] as const;
export type StaffTargetType = (typeof STAFF_TARGET_TYPES)[number];
