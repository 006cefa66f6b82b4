/**
 * Security suite, browser hardening (issue 9), over the whole route table so a call added later cannot slip past:
 * every route answers with the API's browser headers, and every write the API serves (documented operations,
 * undocumented routes and the /api/auth endpoints) refuses the visitor's cookie when another origin of the same
 * site sends it (403 FORBIDDEN_ORIGIN, before the call runs: the session survives sign-out and delete attempts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_INFO } from '../http/openapi.ts';
import { API_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { listAuthTargets, listDocumentTargets, listUndocumentedTargets } from './fuzz-targets.ts';

const OTHER_ORIGIN = 'http://localhost:3001';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let user: SignedUpUser;
let targets: FuzzTarget[];
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  const documented = listDocumentTargets(
    t.app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO }),
  );
  targets = [...documented, ...listUndocumentedTargets(t.app.routes, documented), ...listAuthTargets()];
});
afterAll(async () => {
  await t.close();
});

/** The target's path with every `{param}` filled in (the answer matters, not what it names). */
const concretePath = (target: FuzzTarget) => target.path.replace(/\{[^}]+\}/g, 'x');

describe('every route of the API', () => {
  it('refuses every cookie-authenticated write from another origin of the site, and the session survives', async () => {
    const writes = targets.filter((target) => WRITES.has(target.method));
    expect(writes.length).toBeGreaterThan(50);
    const answered: Record<string, number> = {};
    for (const target of writes) {
      const res = await t.app.request(concretePath(target), {
        method: target.method,
        headers: { cookie: user.cookie, origin: OTHER_ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
      const code = res.status === 403 ? ((await res.json()) as { error: { code: string } }).error.code : '';
      answered[target.key] = code === 'FORBIDDEN_ORIGIN' ? 403 : res.status;
    }
    const refused = Object.fromEntries(writes.map((target) => [target.key, 403]));
    expect(answered).toEqual(refused);
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
    expect(((await session.json()) as { user?: { id: string } } | null)?.user?.id).toBe(user.id);
  });

  it('answers with nosniff, the no-script CSP and no framing; reads with the cookie are never stored', async () => {
    const missing: string[] = [];
    for (const target of targets) {
      // Signed in only for reads: a write would act (sign-out, delete) instead of being refused.
      const callers: Record<string, string>[] =
        target.method === 'GET' ? [{}, { cookie: user.cookie }] : [{}];
      for (const headers of callers) {
        const res = await t.app.request(concretePath(target), {
          method: target.method,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(target.method === 'GET' ? {} : { body: '{}' }),
        });
        const ok =
          res.headers.get('x-content-type-options') === 'nosniff' &&
          res.headers.get('x-frame-options') === 'DENY' &&
          res.headers.get('content-security-policy') === API_CONTENT_SECURITY_POLICY &&
          (!('cookie' in headers) || /no-store/.test(res.headers.get('cache-control') ?? ''));
        if (!ok) missing.push(`${target.key} (${'cookie' in headers ? 'signed in' : 'anonymous'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
