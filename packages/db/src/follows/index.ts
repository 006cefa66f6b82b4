export { type FollowSuggestionRow, listFollowSuggestions } from './follow-suggestions.queries.ts';
export {
  type ConnectionCounts,
  type ConnectionRow,
  type ConnectionType,
  countConnections,
  followUser,
  followUsers,
  getRelationship,
  getRelationships,
  listConnections,
  listMutualConnections,
  toRelationship,
  unfollowUser,
} from './follows.queries.ts';
export { follows } from './follows.table.ts';
