export {
  type BoostChange,
  type BoostRow,
  type BoostState,
  boostExperience,
  isBoostActive,
  listLocationBoosts,
  unboostExperience,
} from './boosts.queries.ts';
export { experienceBoosts } from './experience-boosts.table.ts';
export {
  findExperienceLocations,
  listLocationPicks,
  listPickNotes,
  type NewPick,
  type PickRow,
  pickTagSlug,
  replaceLocationPicks,
} from './feature-picks.queries.ts';
export {
  findCategoriesBySlug,
  listFeaturedCategories,
  setFeaturedCategories,
} from './featured-categories.queries.ts';
export { featuredCategories } from './featured-categories.table.ts';
