/**
 * React Native's jest environment, plus Node's own fetch kept aside under __NODE_NETWORK__: React Native's and
 * Expo's runtimes replace the global fetch with device implementations that have no network under jest, and
 * device-modules.ts puts Node's back so the app's requests really reach the tests' API.
 */
const ReactNativeEnvironment = require('@react-native/jest-preset/jest/react-native-env.js');

module.exports = class ApiEnvironment extends ReactNativeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__NODE_NETWORK__ = { fetch, Headers, Request, Response, AbortController, AbortSignal };
  }
};
