/**
 * Under jest there is no phone: the device's own storage and network modules get in-memory stand-ins (their
 * packages' own jest mocks where they ship one). Everything the app asks of the API goes over
 * Node's fetch to a real API process (global-setup.ts).
 */
import { jest } from '@jest/globals';

/** Node's own fetch, kept aside by api-environment.js before React Native's and Expo's runtimes replaced it. */
const mockNodeNetwork = (globalThis as unknown as { __NODE_NETWORK__: Record<string, unknown> })
  .__NODE_NETWORK__;
jest.mock('react-native/Libraries/Network/fetch', () => mockNodeNetwork);
jest.mock('expo/src/winter/fetch', () => ({ fetch: mockNodeNetwork.fetch }));
for (const name of ['fetch', 'Headers', 'Request', 'Response'] as const) {
  Object.defineProperty(globalThis, name, {
    value: mockNodeNetwork[name],
    configurable: true,
    writable: true,
  });
}

jest.mock('@react-native-async-storage/async-storage', () =>
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@react-native-community/netinfo', () =>
  require('@react-native-community/netinfo/jest/netinfo-mock.js'),
);
jest.mock('expo-secure-store', () => require('./memory-secure-store.ts'));

/**
 * The device's calendar (expo-calendar's `CalendarNext` native module, which jest-expo does not mock): one
 * writable default calendar that keeps the events made in it, and a permission answer a test can set.
 */
export type CalendarPermission = 'granted' | 'denied' | 'undetermined';

export interface CreatedCalendarEvent {
  calendarId: string;
  details: Record<string, unknown>;
}

export const deviceCalendar = {
  /** What asking for access answers (and what checking answers once asked). */
  answer: 'granted' as CalendarPermission,
  status: 'undetermined' as CalendarPermission,
  created: [] as CreatedCalendarEvent[],
  reset(answer: CalendarPermission = 'granted'): void {
    this.answer = answer;
    this.status = 'undetermined';
    this.created = [];
  },
};

function permissionResponse(status: CalendarPermission) {
  return { status, granted: status === 'granted', canAskAgain: status === 'undetermined', expires: 'never' };
}

class MemoryCalendarEvent {
  constructor(
    readonly id: string,
    readonly calendarId: string,
    details: Record<string, unknown>,
  ) {
    Object.assign(this, details);
  }
  async delete(): Promise<void> {
    deviceCalendar.created = deviceCalendar.created.filter((_, index) => `${index + 1}` !== this.id);
  }
}

class MemoryCalendar {
  readonly id = 'default';
  readonly title = 'Calendar';
  readonly allowsModifications = true;
  readonly isPrimary = true;
  async createEvent(details: Record<string, unknown>): Promise<MemoryCalendarEvent> {
    deviceCalendar.created.push({ calendarId: this.id, details });
    return new MemoryCalendarEvent(String(deviceCalendar.created.length), this.id, details);
  }
  async listEvents(): Promise<MemoryCalendarEvent[]> {
    return deviceCalendar.created.map(
      (entry, index) => new MemoryCalendarEvent(String(index + 1), entry.calendarId, entry.details),
    );
  }
}

class UnusedCalendarRecord {
  async delete(): Promise<void> {}
  async update(): Promise<void> {}
}

const mockCalendarNext = {
  ExpoCalendar: MemoryCalendar,
  ExpoCalendarEvent: MemoryCalendarEvent,
  ExpoCalendarAttendee: UnusedCalendarRecord,
  ExpoCalendarReminder: UnusedCalendarRecord,
  async getCalendarPermissions() {
    return permissionResponse(deviceCalendar.status);
  },
  async requestCalendarPermissions() {
    if (deviceCalendar.status === 'undetermined') deviceCalendar.status = deviceCalendar.answer;
    return permissionResponse(deviceCalendar.status);
  },
  getDefaultCalendarSync: () => new MemoryCalendar(),
  async getCalendars() {
    return [new MemoryCalendar()];
  },
};
// The module file itself, not `globalThis.expo.modules`: jest-expo's environment reports Expo Go, where
// expo-calendar swaps its native module for a stub that has no permission calls.
jest.mock(
  require('node:path').join(require.resolve('expo-calendar/package.json'), '../src/ExpoCalendar.ts'),
  () => ({ __esModule: true, default: mockCalendarNext }),
);

/**
 * expo-video's native side: a player that only remembers its source (nothing decodes video under jest) and the
 * native view drawn as a plain view, so the screen's labels and props can be read.
 */
class MemoryVideoPlayer {
  playing = false;
  muted = false;
  loop = false;
  constructor(readonly source: unknown) {}
  play(): void {
    this.playing = true;
  }
  pause(): void {
    this.playing = false;
  }
  replace(source: unknown): void {
    (this as { source: unknown }).source = source;
  }
  async replaceAsync(source: unknown): Promise<void> {
    this.replace(source);
  }
  addListener() {
    return { remove() {} };
  }
  removeAllListeners(): void {}
  release(): void {}
}

(globalThis as unknown as { expo: { modules: Record<string, unknown> } }).expo.modules.ExpoVideo = {
  VideoPlayer: MemoryVideoPlayer,
  VideoThumbnail: class VideoThumbnail {
    release(): void {}
    get width() {
      return 0;
    }
  },
  isPictureInPictureSupported: () => false,
  setVideoCacheSizeAsync: async () => {},
  clearVideoCacheAsync: async () => {},
  getCurrentVideoCacheSize: () => 0,
};
jest.mock('expo-video/src/NativeVideoView', () => {
  const { View } = require('react-native');
  return { __esModule: true, default: View, NativeTextureVideoView: null };
});
