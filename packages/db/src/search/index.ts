export {
  CLUSTER_CELL_PX,
  type ClusterMember,
  clusterExperienceMatches,
  type ExperienceCluster,
  type ExperienceClusterOptions,
  type ExperienceClusters,
} from './experience-clusters.queries.ts';
export {
  type ExperienceSearchScope,
  listPlacesByIds,
  listUsersByIds,
  type PlaceSearchRow,
  type SearchArea,
  type SearchBox,
  type SearchScope,
  searchCollections,
  searchExperiences,
  searchHosts,
  searchPlaces,
  searchRoundups,
  searchUsers,
  type UserSearchRow,
} from './search.queries.ts';
export {
  createSearchRecommendation,
  deleteSearchRecommendation,
  listLocationSearchRecommendations,
  listSearchRecommendations,
  type RecommendationUpdate,
  type ReorderOutcome,
  reorderSearchRecommendations,
  type SearchRecommendationFields,
  type SearchRecommendationRow,
  updateSearchRecommendation,
} from './search-recommendations.queries.ts';
export { searchRecommendations } from './search-recommendations.table.ts';
