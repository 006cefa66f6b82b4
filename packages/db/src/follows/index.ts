export { type FollowSuggestionRow, listFollowSuggestions } from './follow-suggestions.queries.ts';
export { notifyFollowersOfNewExperiences } from './followed-new-experiences.queries.ts';
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
export { hostFollows } from './host-follows.table.ts';
export { placeFollows } from './place-follows.table.ts';
export {
  type FollowTarget,
  followTarget,
  getTargetFollowState,
  type TargetFollowState,
  unfollowTarget,
} from './place-host-follows.queries.ts';
