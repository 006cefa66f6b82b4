import type { DatabaseHandle } from '@happenings/db/client';
import { createTestDatabase, makeExperience, makeUser } from '@happenings/db/testing';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from './error-handler.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** An app whose one route writes with `write`, as a handler would, and answers through the error handler. */
function appWriting(write: () => Promise<unknown>) {
  const app = new Hono();
  app.onError(handleError);
  app.post('/write', async (c) => {
    await write();
    return c.json({ stored: true });
  });
  return app;
}

describe('handleError', () => {
  it.each([
    ['U+0000 in a text column', () => makeUser(database.db, { name: 'Ada\u0000' })],
    [
      'a year timestamptz cannot read',
      () => makeExperience(database.db, { untilAt: new Date('+010000-01-01') }),
    ],
    ['U+0000 in a jsonb column', () => makeExperience(database.db, { media: [{ alt: '\u0000' }] as never })],
  ])('answers a value the database refuses (%s) as a 400, not a 500', async (_name, write) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await appWriting(write).request('/write', { method: 'POST' });
    warn.mockRestore();
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'A value in the request cannot be stored.' },
    });
  });

  it('still answers our own faults as a 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A user id that names no user: a foreign-key violation is a fault of the code that sent it, not of input.
    const res = await appWriting(() => makeExperience(database.db, { creatorId: 'no-such-user' })).request(
      '/write',
      { method: 'POST' },
    );
    error.mockRestore();
    expect(res.status).toBe(500);
  });
});
