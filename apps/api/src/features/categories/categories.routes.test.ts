import { categories } from '@happenings/db/experiences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.parse('2026-11-20T15:00:00Z') });
  await t.database.db.insert(categories).values([
    { slug: 'music', name: 'Music', position: 0 },
    { slug: 'comedy', name: 'Comedy', position: 1 },
    { slug: 'arts', name: 'Arts', position: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/categories', () => {
  it('lists every category by position, then name, signed out', async () => {
    const res = await t.app.request('/api/v1/categories');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { slug: 'music', name: 'Music' },
        { slug: 'arts', name: 'Arts' },
        { slug: 'comedy', name: 'Comedy' },
      ],
    });
  });
});
