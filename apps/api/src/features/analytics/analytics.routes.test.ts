import { countPageViews } from '@happenings/db/analytics';
import { ANALYTICS_DIMENSIONS } from '@happenings/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest } from '../../testing/sign-up.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.parse('2026-11-20T15:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const dimension = Object.values(ANALYTICS_DIMENSIONS)[0]!;

describe('POST /api/v1/analytics/page-view', () => {
  it('counts views per day and path without the query string, anonymously', async () => {
    for (const path of ['/search?q=jazz', '/search?q=comedy', '/about']) {
      const res = await t.app.request(
        '/api/v1/analytics/page-view',
        jsonRequest('POST', { path, title: 'Search', dimensions: { [dimension]: 'jazz' } }),
      );
      expect(res.status).toBe(204);
    }
    expect(await countPageViews(t.database.db, { day: '2026-11-20', path: '/search' })).toBe(2);
    expect(await countPageViews(t.database.db, { day: '2026-11-20', path: '/about' })).toBe(1);
  });

  it('names the field of a bad body', async () => {
    const res = await t.app.request('/api/v1/analytics/page-view', jsonRequest('POST', { path: 'no-slash' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      'body.path',
    );
  });

  it('rejects an unknown dimension', async () => {
    const res = await t.app.request(
      '/api/v1/analytics/page-view',
      jsonRequest('POST', { path: '/', dimensions: { favouriteColour: 'red' } }),
    );
    expect(res.status).toBe(400);
  });
});

describe('POST /api/v1/analytics/event', () => {
  const searchDimension = ANALYTICS_DIMENSIONS.searchPage;

  it("counts the search page's searches by query and whether they found anything, anonymously", async () => {
    for (const [query, resultCount] of [
      ['Jazz ', 3],
      ['jazz', 0],
      ['comedy', 5],
    ] as const) {
      const res = await t.app.request(
        '/api/v1/analytics/event',
        jsonRequest('POST', { name: 'search', dimensions: { [searchDimension]: query }, resultCount }),
      );
      expect(res.status).toBe(204);
    }
    const count = (dimension?: string, value?: string) =>
      countPageViews(t.database.db, {
        day: '2026-11-20',
        path: 'event:search',
        ...(dimension ? { dimension, value } : {}),
      });
    expect(await count()).toBe(3);
    expect(await count(searchDimension, 'jazz')).toBe(2);
    expect(await count('outcome', 'no-results')).toBe(1);
    expect(await count('outcome', 'results')).toBe(2);
  });

  it('refuses an unknown event name, naming the field', async () => {
    const res = await t.app.request('/api/v1/analytics/event', jsonRequest('POST', { name: 'purchase' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      'body.name',
    );
  });
});
