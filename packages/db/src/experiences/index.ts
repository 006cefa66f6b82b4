export { type CategoryRow, listCategories } from './categories.queries.ts';
export { categories, experienceCategories } from './categories.table.ts';
export {
  type EventOccurrence,
  type ListEventOccurrencesOptions,
  listBoostedExperienceIds,
  listEventOccurrences,
} from './events.queries.ts';
export {
  countPastExperiencesOfHost,
  type DraftFilter,
  type ExperiencePage,
  findExperienceById,
  type ListExperiencesOptions,
  listCategorySlugsByExperience,
  listExperiences,
  listExperiencesByIds,
  listExperiencesDueForRefresh,
  listUpcomingExperiencesOf,
  listUpcomingOccurrences,
  readPublicExperienceVersions,
  type UpcomingOccurrence,
} from './experience-reads.queries.ts';
export { deleteExperience } from './experience-removal.queries.ts';
export {
  createExperience,
  type ExperiencePatch,
  type ExperienceValues,
  findCategorySlugs,
  hasLocation,
  patchExperience,
  slugify,
  updateExperience,
  type WriteExperienceOptions,
} from './experience-writes.queries.ts';
export {
  type ExperienceRow,
  type ExperienceSearchHit,
  findExperienceBySlug,
  type SearchExperiencesOptions,
  searchExperiencesByName,
} from './experiences.queries.ts';
export { experiences } from './experiences.table.ts';
export {
  countHostedExperiences,
  HOSTED_SECTIONS,
  type HostedSection,
  type ListHostedExperiencesOptions,
  listHostedExperiences,
} from './hosted-experiences.queries.ts';
export {
  type ExpandedOccurrence,
  type ExpansionWindow,
  expandSchedule,
  expansionWindow,
  type ScheduleFields,
} from './occurrences.expand.ts';
export {
  type BoundingBox,
  type ListOccurrencesInBoxOptions,
  listOccurrencesInBox,
  type OccurrenceInBox,
} from './occurrences.queries.ts';
export {
  EXPERIENCE_BATCH,
  OCCURRENCE_WINDOW_DAYS,
  type RefreshOccurrencesOptions,
  type RefreshOccurrencesResult,
  refreshOccurrences,
} from './occurrences.refresh.ts';
export { occurrences } from './occurrences.table.ts';
