export { makeRoundupThread } from './comment-thread.factory.ts';
export { createTestDatabase } from './create-test-database.ts';
export {
  type MakeExperienceOptions,
  type MakeOccurrence,
  makeExperience,
  makeLocation,
  makeUser,
} from './factories.ts';
export { catchPgErrorCode, PG_ERROR } from './pg-error-code.ts';
