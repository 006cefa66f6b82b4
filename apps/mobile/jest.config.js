/**
 * Behaviour tests of the app's screens (jest-expo, @testing-library/react-native) against a real API process that
 * test/global-setup.ts starts on a fresh embedded database; nothing of the API is mocked. One file at a time
 * (--runInBand): they share that API and the machine has two cores.
 */

// A zone that is neither UTC nor New York (and has a 45-minute offset), as in the vitest suites: a screen that
// forgets the event's time zone shows the wrong hour and fails.
process.env.TZ = 'Asia/Kathmandu';

module.exports = {
  preset: 'jest-expo',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testEnvironment: '<rootDir>/test/api-environment.js',
  setupFiles: ['<rootDir>/test/device-modules.ts', '<rootDir>/test/push-module.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/testing-library.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
};
