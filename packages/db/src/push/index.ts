export {
  findNotificationToPush,
  listNotificationsToPush,
  type NotificationToPush,
} from './push-deliveries.queries.ts';
export {
  listPushDevices,
  type PushDeviceRow,
  type RegisterPushDeviceOptions,
  registerPushDevice,
  removePushDevices,
  unregisterPushDevice,
} from './push-devices.queries.ts';
export { PUSH_PLATFORMS, type PushPlatform, pushDevices } from './push-devices.table.ts';
