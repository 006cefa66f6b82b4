export { type ActivityKind, type ActivityRow, listActivity } from './activity.queries.ts';
export { emailHashSql, phoneHashSql } from './contact-hash.ts';
export { type InviteSignupResult, recordInviteSignup } from './invite-signup.queries.ts';
export type { KeysetCursor } from './keyset-cursor.ts';
export {
  LEADERBOARD_METRICS,
  type LeaderboardMetric,
  type LeaderboardRow,
  listLeaderboard,
  rankUsersByScore,
} from './leaderboard.queries.ts';
export { profiles } from './profiles.table.ts';
export { userCategories } from './user-categories.table.ts';
export {
  completeOnboarding,
  countUserConnections,
  findUserById,
  findUserByNumericId,
  findUserByUsername,
  findUserWithProfile,
  isPhoneNumberInUse,
  isUsernameTaken,
  listProfilesByUserIds,
  listUserCategorySlugs,
  listUserProviderIds,
  listUsersByIds,
  type ProfileRow,
  type ProfileUpdate,
  type UserCounts,
  type UserRow,
  type UserWithProfile,
  updateUsername,
  updateUserProfile,
} from './users.queries.ts';
export { users } from './users.table.ts';
