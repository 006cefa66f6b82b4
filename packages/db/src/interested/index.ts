export {
  getInterestState,
  type InterestedPerson,
  type InterestState,
  type ItemRef,
  itemExists,
  listInterestedAmong,
  listInterestedPeople,
  markInterested,
  unmarkInterested,
} from './interested.queries.ts';
export { interested } from './interested.table.ts';
export {
  type InterestedExperienceRow,
  isPastSql,
  listUserInterestedExperiences,
  listUserInterests,
  type UserInterestRow,
} from './interested-lists.queries.ts';
