export {
  listForYouExperiences,
  listInterestBasedExperiences,
} from './category-scored-streams.queries.ts';
export {
  listCommunityCollections,
  listOpenRoundups,
  listRecentPosts,
} from './community-streams.queries.ts';
export {
  RECENT_DAYS,
  refreshExperienceScores,
  type ScoresRefresh,
  TRENDING_DAYS,
  TRENDING_HALF_LIFE_DAYS,
} from './experience-scores.queries.ts';
export { experienceScores } from './experience-scores.table.ts';
export {
  listExperiencesInWindow,
  listFeaturedExperiences,
  listFeatureTaggedExperiences,
  listFollowingInterestedExperiences,
  listInterestedExperiences,
  listPopularExperiences,
  listTopExperiences,
  listTopRecurringExperiences,
  listTrendingExperiences,
  type PersonalStreamScope,
  type StreamScope,
  type WindowStreamScope,
} from './experience-streams.queries.ts';
export { readPersonalStreamInputs } from './personal-stream-inputs.queries.ts';
export {
  type AvatarUserRow,
  type CollectionMemberRow,
  type CollectionSummary,
  type ExperienceWithCategories,
  type InterestedConnections,
  listCollectionsByIds,
  listExperiencesByIds,
  listInterestedConnections,
  listMarkedItemIds,
  listPostsByIds,
  listRoundupsByIds,
  type PostWithAuthor,
  type RoundupWithCreator,
} from './stream-items.queries.ts';
export type { StreamKey, StreamPage, StreamPageOptions } from './stream-page.ts';
