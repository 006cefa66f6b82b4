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
