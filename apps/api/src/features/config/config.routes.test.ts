import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { makeFeatureTag, setRemoteConfig } from '../discover/discover.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.parse('2026-11-20T15:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

interface ConfigBody {
  featureFlags: Record<string, boolean>;
  featureTags: { slug: string; location: string | null }[];
}
const getConfig = async (query = '') => {
  const res = await t.app.request(`/api/v1/config${query}`);
  return {
    status: res.status,
    body: (await res.json()) as ConfigBody & { error?: { details: { field: string }[] } },
  };
};

describe('GET /api/v1/config', () => {
  it('answers every flag off when the store is empty, signed out', async () => {
    const { status, body } = await getConfig();
    expect(status).toBe(200);
    expect(body).toEqual({
      featureFlags: { showNoahContestAsCompleted: false, showNoahContestWebPage: false },
      featureTags: [],
      authProviders: { google: false, apple: false },
    });
  });

  it('names the social sign-in providers that are configured', async () => {
    const configured = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' },
    });
    try {
      const res = await configured.app.request('/api/v1/config');
      expect(((await res.json()) as { authProviders: unknown }).authProviders).toEqual({
        google: true,
        apple: false,
      });
    } finally {
      await configured.close();
    }
  });

  it('reads flags from the remote config store and lists active feature tags', async () => {
    const db = t.database.db;
    await setRemoteConfig(db, 'featureFlags', {
      showNoahContestAsCompleted: true,
      showNoahContestWebPage: true,
    });
    await setRemoteConfig(db, 'showNoahContestWebPage', false);
    await makeFeatureTag(db, { slug: 'top-picks', position: 1 });
    await makeFeatureTag(db, { slug: 'dc-picks', locationSlug: 'washington-dc', position: 0 });
    await makeFeatureTag(db, { slug: 'retired', isActive: false });
    const { body } = await getConfig();
    expect(body.featureFlags).toEqual({ showNoahContestAsCompleted: true, showNoahContestWebPage: false });
    expect(body.featureTags.map((tag) => tag.slug)).toEqual(['dc-picks', 'top-picks']);
    const boston = await getConfig('?location=boston');
    expect(boston.body.featureTags.map((tag) => tag.slug)).toEqual(['top-picks']);
  });

  it('names a bad location', async () => {
    const { status, body } = await getConfig('?location=atlantis');
    expect(status).toBe(400);
    expect(body.error?.details[0]?.field).toBe('query.location');
  });
});
