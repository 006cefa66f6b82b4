export { categories, experienceCategories } from './categories.table.ts';
export {
  type ExperienceRow,
  type ExperienceSearchHit,
  findExperienceBySlug,
  type SearchExperiencesOptions,
  searchExperiencesByName,
} from './experiences.queries.ts';
export { experiences } from './experiences.table.ts';
export {
  type BoundingBox,
  type ListOccurrencesInBoxOptions,
  listOccurrencesInBox,
  type OccurrenceInBox,
} from './occurrences.queries.ts';
export { occurrences } from './occurrences.table.ts';
