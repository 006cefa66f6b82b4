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
  /** A moderator closed a case of reports without acting on the item. */
  'DISMISS_REPORTS',
  /** Content hidden from everyone but its author: by a moderator, or by the system (actor none) when enough
   * distinct accounts reported it or a new account's comment carried a link. */
  'HIDE_CONTENT',
  /** A moderator undid a hide (or published a comment held for review). */
  'RESTORE_CONTENT',
  /** A moderator removed content for good: gone for everyone, its author included. */
  'REMOVE_CONTENT',
  /** A moderator warned an account (the person is notified with the reason). */
  'WARN_USER',
  /** A moderator suspended an account until a date: its sessions end, its content is hidden meanwhile. */
  'SUSPEND_USER',
  /** A moderator banned an account (with or without an end). */
  'BAN_USER',
  /** A moderator lifted a suspension or a ban. */
  'UNBAN_USER',
  /** An editor saved a location's editor picks or top picks (items, order, notes, dates). */
  'SET_PICKS',
  /** An editor boosted an experience until an instant, or moved the end of its boost. */
  'BOOST_EXPERIENCE',
  /** An editor ended an experience's boost. */
  'UNBOOST_EXPERIENCE',
  /** An editor added, changed or deleted a search suggestion, or reordered a location's. */
  'CREATE_SEARCH_RECOMMENDATION',
  'UPDATE_SEARCH_RECOMMENDATION',
  'DELETE_SEARCH_RECOMMENDATION',
  'REORDER_SEARCH_RECOMMENDATIONS',
  /** An editor saved a location's featured categories. */
  'SET_FEATURED_CATEGORIES',
  /** An editor created or changed a contest. */
  'CREATE_CONTEST',
  'UPDATE_CONTEST',
  /** An admin switched feature flags of the remote config (spec §3). */
  'SET_FEATURE_FLAGS',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const STAFF_TARGET_TYPES = [
  'USER',
  'EXPERIENCE',
  // What moderators act on besides accounts and experiences (issue 23 reports).
  'COMMENT',
  'CROWD_SOURCED_ROUNDUP',
  'COLLECTION',
  'POST',
  // What editors curate (issue 23 curation): a location's lists, a picks list's feature tag, a search suggestion,
  // a contest, the remote config.
  'LOCATION',
  'FEATURE_TAG',
  'SEARCH_RECOMMENDATION',
  'CONTEST',
  'REMOTE_CONFIG',
] as const;
export type StaffTargetType = (typeof STAFF_TARGET_TYPES)[number];
