export { notificationActors } from './notification-actors.table.ts';
export {
  type NotificationDeliveryDecision,
  type NotificationDeliveryRequest,
  recordNotificationDelivery,
} from './notification-deliveries.queries.ts';
export {
  NOTIFICATION_DELIVERY_CHANNELS,
  type NotificationDeliveryChannel,
  notificationDeliveries,
} from './notification-deliveries.table.ts';
export { listNotificationsToEmail, type NotificationToEmail } from './notification-emails.queries.ts';
export {
  countUnreadNotifications,
  type InboxRow,
  listNotificationActors,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  type UnreadCounts,
} from './notification-inbox.queries.ts';
export {
  listEmailRecipients,
  listNotificationPreferences,
  listRecipientsKeeping,
  type NotificationChannel,
  type NotificationPreferenceRow,
  setNotificationPreferences,
  turnOffNotificationEmail,
} from './notification-preferences.queries.ts';
export { notificationPreferences } from './notification-preferences.table.ts';
export {
  type CommentedItemType,
  loadNotificationSubjects,
  type NotificationSubjectDetails,
  subjectKey,
} from './notification-subjects.queries.ts';
export {
  createNotifications,
  type NewNotification,
  type WithdrawnNotifications,
  withdrawNotification,
} from './notifications.queries.ts';
export { notifications } from './notifications.table.ts';
export { notifiedOccurrences } from './notified-occurrences.table.ts';
export { countUpcomingInterestPairs, notifyUpcomingInterests } from './upcoming-interest.queries.ts';
