/**
 * The fuzzer finds what it is for: over a two-route app with a planted crash and a planted leak, the same
 * targets, arbitraries and checks as openapi-fuzz.test.ts report each, shrunk to the input that causes it.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import fc from 'fast-check';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, handleError, validationHook } from '../errors/error-handler.ts';
import { type FuzzRequest, requestArbitrary } from './fuzz-request.ts';
import { listDocumentTargets } from './fuzz-targets.ts';
import { resolvePointer } from './openapi-arbitraries.ts';
import { findResponseProblems } from './response-problems.ts';

function createFlawedApp() {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  // The app's own handler, minus its log line for the crashes planted here.
  app.onError((error, c) =>
    error instanceof HTTPException
      ? handleError(error, c)
      : c.json(errorBody('INTERNAL', 'Something went wrong on our side.'), 500),
  );
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
  return app;
}

async function fuzz(app: ReturnType<typeof createFlawedApp>, key: string) {
  const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'flawed', version: '1' } });
  const target = listDocumentTargets(document).find((each) => each.key === key)!;
  const context = {
    resolve: (schema: object) => resolvePointer(document, schema),
    knownValues: () => [],
    credentials: fc.constant({}),
    publicUrl: 'http://localhost:3000',
  };
  const property = fc.asyncProperty(requestArbitrary(target, context), async (request: FuzzRequest) => {
    const res = await app.request(
      new Request(`http://localhost${request.url}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      }),
    );
    const problems = findResponseProblems(request.url, {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      text: await res.text(),
    });
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
});
