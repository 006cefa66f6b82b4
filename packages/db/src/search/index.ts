export { searchRecommendations } from './search-recommendations.table.ts';
