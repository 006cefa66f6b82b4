export { createNotifications, type NewNotification } from './notifications.queries.ts';
export { notifications } from './notifications.table.ts';
