export {
  fanOutInterest,
  type InterestNotificationOptions,
  type SendInterestFanOut,
} from './interest-notifications.queries.ts';
export {
  getInterestState,
  type InterestedPerson,
  type InterestState,
  type ItemRef,
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
export {
  experienceVisibleTo,
  interestVisibleTo,
  isItemVisible,
  itemVisibleTo,
  listPublicItemIds,
  postVisibleTo,
  roundupVisibleTo,
  type Viewer,
} from './item-visibility.queries.ts';
export { readViewerOfExperience } from './viewer-experience.queries.ts';
