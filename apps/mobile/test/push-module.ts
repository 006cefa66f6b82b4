/**
 * expo-notifications under jest: its native module does not exist here, so the package is replaced by an
 * in-memory phone. It hands out one fixed Expo push token, answers the permission prompt as a test says (no,
 * unless a test says yes: only the push tests then register a device with the tests' API, whose push job would
 * otherwise reach out to Expo), and lets a test tap a notification, either while the app runs or as the tap that
 * launched it.
 */
import { jest } from '@jest/globals';

type Permission = 'granted' | 'denied' | 'undetermined';
type Listener = (event: unknown) => void;

const DEFAULT_ACTION_IDENTIFIER = 'expo.modules.notifications.actions.DEFAULT';

export const PUSH_TEST_TOKEN = 'ExponentPushToken[jest-test-device]';

interface TapResponse {
  actionIdentifier: string;
  notification: { date: number; request: { identifier: string; content: Record<string, unknown> } };
}

let taps = 0;

export const devicePush = {
  /** What the permission prompt answers. */
  answer: 'denied' as Permission,
  status: 'undetermined' as Permission,
  /** How many times the app asked for a token. */
  tokenRequests: 0,
  lastResponse: null as TapResponse | null,
  handler: null as unknown,
  responseListeners: new Set<Listener>(),
  receivedListeners: new Set<Listener>(),
  reset(answer: Permission = 'denied'): void {
    this.answer = answer;
    this.status = 'undetermined';
    this.tokenRequests = 0;
    this.lastResponse = null;
  },
  /** A notification with `data` tapped: while the app runs (its listeners hear it), and as the last response. */
  tap(data: Record<string, unknown>): TapResponse {
    taps += 1;
    const response: TapResponse = {
      actionIdentifier: DEFAULT_ACTION_IDENTIFIER,
      notification: {
        date: Date.now(),
        request: { identifier: `jest-notification-${taps}`, content: { title: null, body: 'Test', data } },
      },
    };
    this.lastResponse = response;
    for (const listener of this.responseListeners) listener(response);
    return response;
  },
  /** The app was started by tapping a notification with `data` (nobody listened yet). */
  launchedBy(data: Record<string, unknown>): void {
    const listeners = [...this.responseListeners];
    this.responseListeners.clear();
    this.tap(data);
    for (const listener of listeners) this.responseListeners.add(listener);
  },
};

function permissionResponse(status: Permission) {
  return { status, granted: status === 'granted', canAskAgain: status === 'undetermined', expires: 'never' };
}

function subscribe(set: Set<Listener>, listener: Listener) {
  set.add(listener);
  return { remove: () => set.delete(listener) };
}

const mockExpoNotifications = {
  DEFAULT_ACTION_IDENTIFIER,
  AndroidImportance: { DEFAULT: 3, HIGH: 4, MAX: 5 },
  async getPermissionsAsync() {
    return permissionResponse(devicePush.status);
  },
  async requestPermissionsAsync() {
    if (devicePush.status === 'undetermined') devicePush.status = devicePush.answer;
    return permissionResponse(devicePush.status);
  },
  async getExpoPushTokenAsync() {
    devicePush.tokenRequests += 1;
    return { type: 'expo', data: PUSH_TEST_TOKEN };
  },
  async setNotificationChannelAsync() {
    return null;
  },
  setNotificationHandler(handler: unknown) {
    devicePush.handler = handler;
  },
  addNotificationResponseReceivedListener: (listener: Listener) =>
    subscribe(devicePush.responseListeners, listener),
  addNotificationReceivedListener: (listener: Listener) => subscribe(devicePush.receivedListeners, listener),
  getLastNotificationResponse: () => devicePush.lastResponse,
  async getLastNotificationResponseAsync() {
    return devicePush.lastResponse;
  },
  clearLastNotificationResponse() {
    devicePush.lastResponse = null;
  },
  async clearLastNotificationResponseAsync() {
    devicePush.lastResponse = null;
  },
};

jest.mock('expo-notifications', () => mockExpoNotifications);
