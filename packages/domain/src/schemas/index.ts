export { type ApiErrorBody, apiErrorBodySchema } from './api-error.schema.ts';
export {
  type AuthContextUser,
  type AuthenticatedUser,
  authContextUserSchema,
  authenticatedUserSchema,
  phoneNumberSchema,
} from './auth-user.schema.ts';
export { type AvatarUser, avatarUserSchema } from './avatar-user.schema.ts';
export {
  type Collection,
  type CollectionItem,
  type CollectionParticipant,
  collectionItemSchema,
  collectionParticipantSchema,
  collectionSchema,
} from './collection.schema.ts';
export {
  type CollectionInvite,
  type CollectionShare,
  collectionInviteSchema,
  collectionShareSchema,
} from './collection-invite.schema.ts';
export {
  type Comment,
  type CommentVotes,
  commentSchema,
  commentVotesSchema,
  type RecommendedItem,
  recommendedItemSchema,
} from './comment.schema.ts';
export {
  type Experience,
  type ExperienceInput,
  experienceSchema,
  timeZoneSchema,
  type Where,
  whereSchema,
} from './experience.schema.ts';
export { DEFAULT_FEATURE_FLAGS, type FeatureFlags, featureFlagsSchema } from './feature-flags.schema.ts';
export { type FieldErrorMap, type FieldErrorOptions, readFieldErrors } from './field-errors.ts';
export { type Host, hostSchema } from './host.schema.ts';
export { countSchema, idSchema, instantSchema, slugSchema } from './instant.schema.ts';
export {
  type AudioStream,
  audioStreamSchema,
  MEDIA_RESOURCE_TYPES,
  type MediaItem,
  type MediaResourceType,
  mediaItemSchema,
  mediaResourceTypeSchema,
  type VideoStream,
  videoStreamSchema,
} from './media-item.schema.ts';
export {
  NOTIFICATION_ACTORS_SHOWN,
  type Notification,
  type NotificationPreference,
  type NotificationSubjectView,
  notificationPreferenceSchema,
  notificationSchema,
  notificationSubjectViewSchema,
} from './notification.schema.ts';
export {
  type CursorPage,
  type CursorPageQuery,
  cursorPageQuerySchema,
  cursorPageSchema,
  MAX_PAGE_LIMIT,
  type OffsetPage,
  type OffsetPageQuery,
  offsetPageQuerySchema,
  offsetPageSchema,
} from './pagination.schema.ts';
export { type Place, placeSchema, type VenueLookupResult, venueLookupResultSchema } from './place.schema.ts';
export { type Post, postExperienceLinkSchema, postSchema, postVenueLinkSchema } from './post.schema.ts';
export { type Roundup, roundupSchema } from './roundup.schema.ts';
export {
  type ExperienceReview,
  experienceReviewSchema,
  reviewReasonSchema,
  reviewStateSchema,
  staffActionSchema,
  staffRoleSchema,
  staffTargetTypeSchema,
} from './staff.schema.ts';
export { type StreamConfig, streamConfigSchema } from './stream-config.schema.ts';
export { isStorableText, textSchema, UNSTORABLE_TEXT_MESSAGE } from './text.schema.ts';
export { type UserProfile, usernameSchema, userProfileSchema } from './user-profile.schema.ts';
