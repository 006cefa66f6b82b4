import { describe, expect, it } from 'vitest';
import { findAuthEndpoint } from '../features/auth/auth-endpoints.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';

describe("the fuzzer's /api/auth endpoints", () => {
  it.each(AUTH_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s is served, and its body carries only fields the API accepts there',
    (_key, endpoint) => {
      const served = findAuthEndpoint(endpoint.method, endpoint.path.replace(/^\/api\/auth/, ''));
      expect(served).toBeDefined();
      const properties = Object.keys(endpoint.body?.properties ?? {});
      if (served?.bodyFields) expect(served.bodyFields).toEqual(expect.arrayContaining(properties));
    },
  );
});
