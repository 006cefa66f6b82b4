import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience } from '../testing/factories.ts';
import { findExperienceBySlug, searchExperiencesByName } from './experiences.queries.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeExperience(db, {
    slug: 'boston-jazz-festival',
    name: 'Boston Jazz Festival',
    shortDescription: 'Three stages of jazz',
  });
  await makeExperience(db, {
    slug: 'jazz-brunch',
    name: 'Sunday Brunch',
    shortDescription: 'Live jazz trio with brunch',
  });
  await makeExperience(db, {
    slug: 'harbor-lights',
    name: 'Harbor Lights',
    description: 'Lanterns on the water',
  });
  await makeExperience(db, { slug: 'dc-jazz', name: 'DC Jazz Festival', locationSlug: 'washington-dc' });
  await makeExperience(db, { slug: 'draft-jazz', name: 'Jazz Draft Night', publishState: 'NOT_PUBLISHED' });
  await makeExperience(db, { slug: 'museum-night', name: 'Museum of Fine Arts Late Night' });
});
afterAll(async () => {
  await database?.close();
});

describe('findExperienceBySlug', () => {
  it('finds the experience with that slug', async () => {
    const found = await findExperienceBySlug(database.db, 'harbor-lights');
    expect(found?.name).toBe('Harbor Lights');
  });

  it('answers null for an unknown slug', async () => {
    expect(await findExperienceBySlug(database.db, 'no-such-event')).toBeNull();
  });
});

describe('searchExperiencesByName', () => {
  it('ranks a name match above a description match and leaves out drafts', async () => {
    const hits = await searchExperiencesByName(database.db, {
      query: 'jazz',
      locationSlug: 'boston-ma',
      limit: 10,
    });
    expect(hits.map((hit) => hit.slug)).toEqual(['boston-jazz-festival', 'jazz-brunch']);
    expect(hits.every((hit) => hit.matchedBy === 'fulltext')).toBe(true);
  });

  it('searches every location when none is given', async () => {
    const hits = await searchExperiencesByName(database.db, { query: 'jazz festival', limit: 10 });
    expect(hits.map((hit) => hit.slug).sort()).toEqual(['boston-jazz-festival', 'dc-jazz']);
  });

  it('matches stems: "lantern" finds a description saying "Lanterns"', async () => {
    const hits = await searchExperiencesByName(database.db, { query: 'lantern', limit: 10 });
    expect(hits.map((hit) => hit.slug)).toEqual(['harbor-lights']);
  });

  it.each([
    ['jaz festivel', 'boston-jazz-festival'],
    ['musem', 'museum-night'],
    ['harbr lights', 'harbor-lights'],
  ])('finds names despite typos: %s', async (query, slug) => {
    const hits = await searchExperiencesByName(database.db, { query, locationSlug: 'boston-ma', limit: 5 });
    expect(hits[0]).toMatchObject({ slug, matchedBy: 'trigram' });
  });

  it('respects the limit across both passes', async () => {
    const hits = await searchExperiencesByName(database.db, { query: 'jazz', limit: 1 });
    expect(hits).toHaveLength(1);
  });

  it.each(['', '   '])('answers nothing for an empty query %j', async (query) => {
    expect(await searchExperiencesByName(database.db, { query, limit: 10 })).toEqual([]);
  });

  it('answers nothing when neither words nor names are close', async () => {
    expect(await searchExperiencesByName(database.db, { query: 'zzqx', limit: 10 })).toEqual([]);
  });
});
