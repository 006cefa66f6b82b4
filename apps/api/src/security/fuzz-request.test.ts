/**
 * The fuzzer finds what it is for: over a small app with planted flaws (a crash, a leak, a lookup by a prototype key,
 * a prototype polluted from the body), the same targets, arbitraries, sweep and checks as openapi-fuzz.test.ts
 * report each, shrunk to the input that causes it.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import fc from 'fast-check';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, handleError, handleNotFound, validationHook } from '../errors/error-handler.ts';
import { type FuzzRequest, requestArbitrary } from './fuzz-request.ts';
import { listDocumentTargets } from './fuzz-targets.ts';
import { resolvePointer } from './openapi-arbitraries.ts';
import { prototypeKeySweep } from './prototype-key-sweep.ts';
import { findResponseProblems } from './response-problems.ts';

function createFlawedApp() {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  // The app's own handler, minus its log line for the crashes planted here.
  app.onError((error, c) =>
    error instanceof HTTPException
      ? handleError(error, c)
      : c.json(errorBody('INTERNAL', 'Something went wrong on our side.'), 500),
  );
  // As the app does: a path no route takes (an empty id) is a 404 in the error shape, not a planted flaw.
  app.notFound(handleNotFound);
  const ok = { 200: { description: 'OK' } };
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/things/{id}',
      request: { params: z.object({ id: z.string().min(1) }) },
      responses: ok,
    }),
    (c) => {
      // As PostgreSQL does with U+0000 in a text parameter.
      if (c.req.valid('param').id.includes('\u0000'))
        throw new Error('invalid byte sequence for encoding "UTF8"');
      return c.json({ ok: true }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/things',
      request: {
        body: { content: { 'application/json': { schema: z.object({ name: z.string().max(20_000) }) } } },
      },
      responses: ok,
    }),
    (c) => {
      const { name } = c.req.valid('json');
      if (name.length > 5_000)
        return c.json({ error: { code: 'X', message: new Error('too long').stack } }, 400);
      return c.json({ ok: true }, 200);
    },
  );
  // A lookup keyed by a query value, in a plain object: `__proto__`, `constructor`, `toString`... find a member.
  const KIND_LABELS: Record<string, string> = { concert: 'Concert', talk: 'Talk' };
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/kinds',
      request: {
        query: z.object({
          kind: z.string().max(50),
          limit: z.coerce.number().int().min(1).max(20).optional(),
          from: z.iso.date().optional(),
        }),
      },
      responses: ok,
    }),
    (c) => {
      const label = KIND_LABELS[c.req.valid('query').kind] ?? 'Other';
      return c.json({ label: label.toLowerCase() }, 200);
    },
  );
  // Settings copied key by key from the raw JSON (zod would have dropped a `__proto__` key): assigning that key
  // replaces the object's prototype.
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/settings',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ theme: z.string().max(20).optional() }) } },
        },
      },
      responses: ok,
    }),
    async (c) => {
      const raw: unknown = await c.req.json().catch(() => null);
      const settings: Record<string, unknown> = { theme: 'light' };
      for (const [key, value] of Object.entries(raw ?? {})) settings[key] = value;
      if (Object.getPrototypeOf(settings) !== Object.prototype) throw new Error('prototype replaced');
      return c.json({ theme: String(settings.theme) }, 200);
    },
  );
  return app;
}

async function send(app: ReturnType<typeof createFlawedApp>, request: FuzzRequest) {
  const res = await app.request(
    new Request(`http://localhost${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    }),
  );
  return findResponseProblems(request.url, {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  });
}

function targetOf(app: ReturnType<typeof createFlawedApp>, key: string) {
  const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'flawed', version: '1' } });
  const target = listDocumentTargets(document).find((each) => each.key === key)!;
  const context = {
    resolve: (schema: object) => resolvePointer(document, schema),
    knownValues: () => [],
    credentials: fc.constant({}),
    publicUrl: 'http://localhost:3000',
  };
  return { target, context };
}

/** The requests of the prototype-key sweep of `key` that the flawed app answers wrongly. */
async function sweepFailures(app: ReturnType<typeof createFlawedApp>, key: string): Promise<FuzzRequest[]> {
  const { target, context } = targetOf(app, key);
  const sweep = prototypeKeySweep(target, context, 42);
  const failed: FuzzRequest[] = [];
  for (const request of [...sweep.requests, ...sweep.fieldRequests]) {
    if ((await send(app, request)).length > 0) failed.push(request);
  }
  return failed;
}

async function fuzz(app: ReturnType<typeof createFlawedApp>, key: string) {
  const { target, context } = targetOf(app, key);
  const property = fc.asyncProperty(requestArbitrary(target, context), async (request: FuzzRequest) => {
    const problems = await send(app, request);
    if (problems.length > 0) throw new Error(problems.join('; '));
  });
  return fc.check(property, { seed: 42, numRuns: 2_000 });
}

describe('the fuzzer over an app with planted flaws', () => {
  it('finds the 500 that a NUL byte in a path parameter causes', async () => {
    const result = await fuzz(createFlawedApp(), 'GET /api/v1/things/{id}');
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0].url).toContain('%00');
    expect(String(result.errorInstance)).toContain('status 500');
  });

  it('finds the stack trace that a long body field leaks', async () => {
    const result = await fuzz(createFlawedApp(), 'POST /api/v1/things');
    expect(result.failed).toBe(true);
    expect(String(result.errorInstance)).toContain('the body shows a stack frame');
  });

  it('finds the 500 that a prototype key as a lookup key causes, sampling', async () => {
    const result = await fuzz(createFlawedApp(), 'GET /api/v1/kinds');
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0].url).toMatch(
      /kind=[^&]*(__proto__|constructor|toString|hasOwnProperty|__defineGetter__|valueOf)/i,
    );
    expect(String(result.errorInstance)).toContain('status 500');
  });

  it('finds it for each prototype key that a plain object answers, sweeping', async () => {
    const failed = await sweepFailures(createFlawedApp(), 'GET /api/v1/kinds');
    const kinds = failed.map((request) => new URL(request.url, 'http://localhost').searchParams.get('kind'));
    // `prototype` is a member of functions only: a plain object has none.
    expect(kinds.sort()).toEqual([
      '__defineGetter__',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'toString',
      'valueOf',
    ]);
  });

  it('finds the prototype pollution of an object merged from the body, sampling and sweeping', async () => {
    const result = await fuzz(createFlawedApp(), 'POST /api/v1/settings');
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0].body).toContain('"__proto__":{');
    expect(String(result.errorInstance)).toContain('status 500');
    const failed = await sweepFailures(createFlawedApp(), 'POST /api/v1/settings');
    expect(failed.map((request) => request.body)).toEqual([
      expect.stringContaining('"__proto__":{"isAdmin":true}'),
    ]);
  });
});
