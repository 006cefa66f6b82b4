/**
 * Boosts through HTTP (issue 23 curation): an editor boosts an experience until an instant; GET /events/boosted
 * lists it at once and stops at that instant with nothing having run (the end is judged when read); an unboost
 * takes it out at once; a later boost moves the end; each change is in the audit log with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurationTest, DAY, HOUR, type Json, NOW, startCurationTest } from './curation.fixtures.ts';

let c: CurationTest;
const boostPath = (id: string) => `/api/v1/staff/curation/boosts/${id}`;
const boostedIds = async () =>
  (await c.call('GET', '/api/v1/events/boosted?location=boston-ma', null)).body.items.map(
    (item: Json) => item.id,
  );
/** What GET /events lists when boosted events are hidden (the app shows them apart). */
const unboostedEventIds = async () =>
  (await c.call('GET', '/api/v1/events?hide=boosted&size=50', null)).body.items.map(
    (item: Json) => item.experience.id,
  );
const listed = async () =>
  (await c.call('GET', '/api/v1/staff/curation/locations/boston-ma/boosts', c.editor)).body.items;

beforeAll(async () => {
  c = await startCurationTest({ withHotAnswers: true });
});

afterAll(async () => {
  await c?.t.close();
});

describe('boosting', () => {
  it('lists the experience as boosted at once, until its end, judged when read', async () => {
    const walk = await c.event({ name: 'Lantern Walk', inDays: 5 });
    const until = new Date(NOW + 2 * DAY).toISOString();
    const boosted = await c.call('PUT', boostPath(walk.id), c.editor, { boostedUntil: until });
    expect(boosted.status).toBe(200);
    expect(boosted.body).toMatchObject({
      experience: { id: walk.id, name: 'Lantern Walk', location: 'boston-ma' },
      isBoosted: true,
      boostedUntil: until,
    });
    expect(await boostedIds()).toContain(walk.id);
    expect(await listed()).toEqual([expect.objectContaining({ boostedUntil: until, isBoosted: true })]);
    expect((await c.call('GET', `/api/v1/experiences/${walk.id}`, null)).body.isBoosted).toBe(true);

    // An hour before the end it still shows; at the end it is gone, with no job having run.
    c.clock.now = NOW + 2 * DAY - HOUR;
    expect(await boostedIds()).toContain(walk.id);
    expect(await unboostedEventIds()).not.toContain(walk.id);
    c.clock.now = NOW + 2 * DAY;
    expect(await boostedIds()).not.toContain(walk.id);
    expect(await unboostedEventIds()).toContain(walk.id);
    expect(await listed()).toEqual([]);
    c.clock.now = NOW;

    const [audit] = await c.auditOf('BOOST_EXPERIENCE');
    expect(audit).toMatchObject({
      target: { type: 'EXPERIENCE', id: walk.id },
      before: { isBoosted: false, boostedUntil: null },
      after: { isBoosted: true, boostedUntil: until },
    });
  });

  it('moves the end with a second boost, and an unboost takes it out at once', async () => {
    const fair = await c.event({ name: 'Winter Fair', inDays: 3 });
    await c.call('PUT', boostPath(fair.id), c.editor, { boostedUntil: new Date(NOW + DAY).toISOString() });
    const later = new Date(NOW + 4 * DAY).toISOString();
    expect(
      (await c.call('PUT', boostPath(fair.id), c.editor, { boostedUntil: later })).body.boostedUntil,
    ).toBe(later);
    c.clock.now = NOW + 2 * DAY;
    expect(await boostedIds()).toContain(fair.id);
    c.clock.now = NOW;

    expect(await boostedIds()).toContain(fair.id);
    expect(await unboostedEventIds()).not.toContain(fair.id);
    const unboosted = await c.call('DELETE', boostPath(fair.id), c.editor);
    expect(unboosted.status).toBe(200);
    expect(unboosted.body).toMatchObject({ isBoosted: false, boostedUntil: null });
    expect(await boostedIds()).not.toContain(fair.id);
    // The events list no longer hides it as a boosted one.
    expect(await unboostedEventIds()).toContain(fair.id);
    const [audit] = await c.auditOf('UNBOOST_EXPERIENCE');
    expect(audit).toMatchObject({
      target: { id: fair.id },
      before: { isBoosted: true, boostedUntil: later },
      after: { isBoosted: false, boostedUntil: null },
    });
    // Unboosting again changes nothing and logs nothing.
    const count = (await c.auditOf('UNBOOST_EXPERIENCE')).length;
    expect((await c.call('DELETE', boostPath(fair.id), c.editor)).status).toBe(200);
    expect((await c.auditOf('UNBOOST_EXPERIENCE')).length).toBe(count);
  });

  it('keeps an experience boosted with no recorded end (older data) until an editor unboosts it', async () => {
    const old = await c.event({ name: 'Old Boost', isBoosted: true });
    c.clock.now = NOW + DAY;
    expect(await boostedIds()).toContain(old.id);
    c.clock.now = NOW;
    expect(await listed()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ experience: expect.objectContaining({ id: old.id }), boostedUntil: null }),
      ]),
    );
    await c.call('DELETE', boostPath(old.id), c.editor);
    expect(await boostedIds()).not.toContain(old.id);
  });
});

describe('who may, and bad input', () => {
  it('refuses a moderator, answers 404 for an unknown experience and 400 for an end not in the future', async () => {
    const one = await c.event();
    const body = { boostedUntil: new Date(NOW + DAY).toISOString() };
    expect((await c.call('PUT', boostPath(one.id), c.moderator, body)).status).toBe(403);
    expect((await c.call('DELETE', boostPath(one.id), c.moderator)).status).toBe(403);
    expect((await c.call('PUT', boostPath(one.id), c.visitor, body)).status).toBe(404);
    expect((await c.call('PUT', boostPath('no-such-experience'), c.editor, body)).status).toBe(404);
    expect((await c.call('DELETE', boostPath('no-such-experience'), c.editor)).status).toBe(404);
    const past = await c.call('PUT', boostPath(one.id), c.editor, {
      boostedUntil: new Date(NOW).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.details[0].field).toBe('body.boostedUntil');
    const missing = await c.call('PUT', boostPath(one.id), c.editor, {});
    expect(missing.body.error.details[0].field).toBe('body.boostedUntil');
    expect(await boostedIds()).not.toContain(one.id);
  });
});
