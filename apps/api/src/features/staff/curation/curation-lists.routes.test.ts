/**
 * A location's search suggestions and featured categories through HTTP (issue 23 curation): an editor adds,
 * changes, reorders and deletes suggestions and sets the featured categories; the public answers (cached for
 * 15 minutes) show each change on their next read; every write is in the audit log; stale or bad input is refused
 * naming the field, unknown items are 404.
 */
import { categories } from '@happenings/db/experiences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurationTest, type Json, startCurationTest } from './curation.fixtures.ts';

let c: CurationTest;
const listPath = (location = 'boston-ma') =>
  `/api/v1/staff/curation/locations/${location}/search-recommendations`;
const onePath = (id: string) => `/api/v1/staff/curation/search-recommendations/${id}`;
const publicLabels = async () =>
  (await c.call('GET', '/api/v1/search/recommendations?location=boston-ma', null)).body.items.map(
    (item: Json) => item.label,
  );
const featuredPath = '/api/v1/staff/curation/locations/boston-ma/featured-categories';
const publicFeatured = async () =>
  (await c.call('GET', '/api/v1/categories?location=boston-ma', null)).body.featured.map(
    (item: Json) => item.slug,
  );

beforeAll(async () => {
  c = await startCurationTest();
  await c.t.database.db.insert(categories).values([
    { slug: 'music', name: 'Music', position: 0 },
    { slug: 'comedy', name: 'Comedy', position: 1 },
    { slug: 'food', name: 'Food', position: 2 },
  ]);
});

afterAll(async () => {
  await c?.t.close();
});

describe('search suggestions', () => {
  it('are added, changed, reordered and deleted, each showing at once and logged', async () => {
    expect(await publicLabels()).toEqual([]);
    const walk = await c.event({ name: 'Lantern Walk' });
    const jazz = await c.call('POST', listPath(), c.editor, { label: 'Jazz tonight', query: 'jazz' });
    expect(jazz.status).toBe(201);
    expect(jazz.body).toMatchObject({
      label: 'Jazz tonight',
      query: 'jazz',
      item: null,
      position: 0,
      isActive: true,
    });
    const lantern = await c.call('POST', listPath(), c.editor, {
      label: 'Lanterns',
      item: { type: 'experience', id: walk.id },
    });
    expect(lantern.body).toMatchObject({ position: 1, item: { type: 'experience', id: walk.id } });
    expect(await publicLabels()).toEqual(['Jazz tonight', 'Lanterns']);

    const reordered = await c.call('PUT', `${listPath()}/order`, c.editor, {
      ids: [lantern.body.id, jazz.body.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((item: Json) => item.label)).toEqual(['Lanterns', 'Jazz tonight']);
    expect(await publicLabels()).toEqual(['Lanterns', 'Jazz tonight']);

    const renamed = await c.call('PATCH', onePath(jazz.body.id), c.editor, { label: 'Jazz this week' });
    expect(renamed.body.label).toBe('Jazz this week');
    expect(await publicLabels()).toEqual(['Lanterns', 'Jazz this week']);
    await c.call('PATCH', onePath(lantern.body.id), c.editor, { isActive: false });
    expect(await publicLabels()).toEqual(['Jazz this week']);
    // The editors still see the inactive one.
    expect((await c.call('GET', listPath(), c.editor)).body.items).toHaveLength(2);

    expect((await c.call('DELETE', onePath(jazz.body.id), c.editor)).status).toBe(200);
    expect(await publicLabels()).toEqual([]);
    expect((await c.call('DELETE', onePath(jazz.body.id), c.editor)).status).toBe(404);

    // One row per change, naming only the fields it changed (the clock stands still: order by content).
    const updates = await c.auditOf('UPDATE_SEARCH_RECOMMENDATION');
    expect(updates.map((log: Json) => [log.before, log.after])).toEqual(
      expect.arrayContaining([
        [{ label: 'Jazz tonight' }, { label: 'Jazz this week' }],
        [{ isActive: true }, { isActive: false }],
      ]),
    );
    expect(updates).toHaveLength(2);
    expect(await c.auditOf('CREATE_SEARCH_RECOMMENDATION')).toHaveLength(2);
    expect(await c.auditOf('REORDER_SEARCH_RECOMMENDATIONS')).toEqual([
      expect.objectContaining({
        target: { type: 'LOCATION', id: 'boston-ma' },
        before: { order: [jazz.body.id, lantern.body.id] },
        after: { order: [lantern.body.id, jazz.body.id] },
      }),
    ]);
    expect((await c.auditOf('DELETE_SEARCH_RECOMMENDATION'))[0]).toMatchObject({
      before: { label: 'Jazz this week', query: 'jazz' },
      after: null,
    });
  });

  it('refuses a stale reorder (409), a suggestion that neither searches nor opens (400), an unknown item (404)', async () => {
    const a = await c.call('POST', listPath('washington-dc'), c.editor, { label: 'Go-go', query: 'go-go' });
    const b = await c.call('POST', listPath('washington-dc'), c.editor, {
      label: 'Museums',
      query: 'museum',
    });
    const stale = await c.call('PUT', `${listPath('washington-dc')}/order`, c.editor, { ids: [b.body.id] });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'STALE_LIST',
      details: { missing: [a.body.id], unknown: [] },
    });
    const twice = await c.call('PUT', `${listPath('washington-dc')}/order`, c.editor, {
      ids: [a.body.id, a.body.id],
    });
    expect(twice.body.error.details[0].field).toBe('body.ids.1');

    const empty = await c.call('POST', listPath(), c.editor, { label: 'Nothing' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('body.query');
    const cleared = await c.call('PATCH', onePath(a.body.id), c.editor, { query: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details[0].field).toBe('body.query');
    const noLabel = await c.call('POST', listPath(), c.editor, { label: '', query: 'x' });
    expect(noLabel.body.error.details[0].field).toBe('body.label');
    const unknownItem = await c.call('POST', listPath(), c.editor, {
      label: 'Ghost',
      item: { type: 'experience', id: 'no-such-experience' },
    });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.error.details[0].field).toBe('body.item.id');
    expect(
      (await c.call('PATCH', onePath('00000000-0000-4000-8000-000000000000'), c.editor, { label: 'x' }))
        .status,
    ).toBe(404);
  });

  it('are an editor’s: a moderator gets 403, an ordinary account 404', async () => {
    expect((await c.call('GET', listPath(), c.moderator)).status).toBe(403);
    expect((await c.call('POST', listPath(), c.moderator, { label: 'x', query: 'x' })).status).toBe(403);
    expect((await c.call('POST', listPath(), c.visitor, { label: 'x', query: 'x' })).status).toBe(404);
    expect((await c.call('GET', listPath(), c.admin)).status).toBe(200);
  });
});

describe('featured categories', () => {
  it('are set in order and shown at once, logged with before and after', async () => {
    expect(await publicFeatured()).toEqual([]);
    const set = await c.call('PUT', featuredPath, c.editor, { slugs: ['food', 'music'] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      location: 'boston-ma',
      items: [
        { slug: 'food', name: 'Food' },
        { slug: 'music', name: 'Music' },
      ],
    });
    expect(await publicFeatured()).toEqual(['food', 'music']);
    await c.call('PUT', featuredPath, c.editor, { slugs: ['music', 'comedy'] });
    expect(await publicFeatured()).toEqual(['music', 'comedy']);
    // Every category is still listed, in its own order; without a location there is no featured list.
    const all = await c.call('GET', '/api/v1/categories', null);
    expect(all.body.featured).toBeUndefined();
    expect(all.body.items.map((item: Json) => item.slug)).toEqual(['music', 'comedy', 'food']);
    expect((await c.call('GET', featuredPath, c.editor)).body.items.map((item: Json) => item.slug)).toEqual([
      'music',
      'comedy',
    ]);
    const logs = await c.auditOf('SET_FEATURED_CATEGORIES');
    expect(logs).toHaveLength(2);
    expect(logs.map((log: Json) => log.after.categories)).toEqual(
      expect.arrayContaining([
        ['food', 'music'],
        ['music', 'comedy'],
      ]),
    );
  });

  it('refuses an unknown category (404 naming it), a repeated one (400), a moderator (403)', async () => {
    const unknown = await c.call('PUT', featuredPath, c.editor, { slugs: ['music', 'knitting'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].field).toBe('body.slugs.1');
    const twice = await c.call('PUT', featuredPath, c.editor, { slugs: ['music', 'music'] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.details[0].field).toBe('body.slugs.1');
    const badSlug = await c.call('PUT', featuredPath, c.editor, { slugs: ['Not A Slug'] });
    expect(badSlug.body.error.details[0].field).toBe('body.slugs.0');
    expect((await c.call('PUT', featuredPath, c.moderator, { slugs: [] })).status).toBe(403);
  });
});
