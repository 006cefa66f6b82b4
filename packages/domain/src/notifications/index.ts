export {
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
  NOTIFICATION_TYPES,
  type NotificationKind,
  type NotificationSubject,
  type NotificationType,
} from '../enums/notification-values.ts';
export {
  formatNotificationDigestTitle,
  isLongRunning,
  LONG_RUNNING_MIN_DAYS,
  NOTIFICATION_DIGEST_ITEMS_SHOWN,
  type OccurrenceDays,
  spanInDays,
} from './notification-digest.ts';
export {
  NOTIFICATION_PREFERENCE_TYPES,
  NOTIFICATION_RULES,
  type NotificationRule,
  type NotificationSubjectRef,
  notificationGroupKey,
  notificationKindOf,
} from './notification-rules.ts';
export {
  FOLLOWED_BACK_BY_RECIPIENT,
  formatActors,
  formatNotificationText,
  formatUnreadBadge,
  type NotificationTextInput,
  unreadLabel,
} from './notification-text.ts';
