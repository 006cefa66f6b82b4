import { categories } from '@happenings/db/experiences';
import { hosts } from '@happenings/db/hosts';
import { makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

/** A JSON body, asserted field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

/** Friday 20 November 2026, 10:00 in New York. */
const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let adaHostId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  await db.insert(categories).values([
    { slug: 'music', name: 'Music' },
    { slug: 'jazz', name: 'Jazz' },
  ]);
  ada = await signUp(t, { username: 'ada_exp' });
  bob = await signUp(t, { username: 'bob_exp' });
  // Verified accounts: these tests create more experiences in an hour than an unverified account may
  // (users/creation-limits.test.ts covers that budget). Trusted ones: their events publish as asked, without the
  // review that holds a newcomer's first events (staff/staff-review.routes.test.ts covers that rule).
  await db
    .update(users)
    .set({ emailVerified: true, trustedAt: new Date(NOW) })
    .where(inArray(users.id, [ada.id, bob.id]));
  const [host] = await db
    .insert(hosts)
    .values({ name: 'Ada Hall', slug: 'ada-hall', ownerId: ada.id })
    .returning();
  adaHostId = host!.id;
});
afterAll(async () => {
  await t.close();
});

const jazzNight = {
  name: 'Jazz Night at the Esplanade',
  shortDescription: 'Live jazz by the river',
  when: {
    startDate: '2026-11-24',
    endDate: '2026-11-24',
    startTime: '19:00',
    endTime: '22:00',
    repeats: 'WEEKLY',
  },
  where: {
    name: 'Esplanade',
    address: '1 Embankment Rd',
    city: 'Boston',
    state: 'MA',
    lat: 42.356,
    lng: -71.073,
  },
  categories: ['music', 'jazz'],
  publishState: 'PUBLISHED',
};

async function create(user: SignedUpUser, body: unknown) {
  return t.app.request('/api/v1/experiences', jsonRequest('POST', body, user.headers));
}

describe('POST /api/v1/experiences', () => {
  it('creates an experience with a unique slug, derived type, location and occurrences', async () => {
    const res = await create(ada, jazzNight);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      name: 'Jazz Night at the Esplanade',
      slug: 'jazz-night-at-the-esplanade',
      creatorId: ada.id,
      location: 'boston-ma',
      categories: ['jazz', 'music'],
      publishState: 'PUBLISHED',
      when: { startDate: '2026-11-24', repeats: 'WEEKLY', timeZone: 'America/New_York' },
    });
    expect(body.when.start).toBe('2026-11-25T00:00:00.000Z');
    expect(body.schedule.type).toBe('WEEKLY');

    const again = await create(ada, jazzNight);
    expect(((await again.json()) as { slug: string }).slug).toBe('jazz-night-at-the-esplanade-2');
    const third = await create(ada, jazzNight);
    expect(((await third.json()) as { slug: string }).slug).toBe('jazz-night-at-the-esplanade-3');
  });

  it('gives unique slugs to concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => create(ada, { ...jazzNight, name: 'Race Night' })),
    );
    const slugs = await Promise.all(
      responses.map(async (res) => ((await res.json()) as { slug: string }).slug),
    );
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain('race-night');
  });

  it("answers 400 'when object malformed' naming body.when without an end date", async () => {
    const res = await create(ada, { ...jazzNight, when: { startDate: '2026-11-24' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; details: { field: string }[] } };
    expect(body.error.message).toBe('when object malformed');
    expect(body.error.details[0]?.field).toBe('body.when');
  });

  it('answers 400 naming body.rrule for BYSETPOS=0', async () => {
    const res = await create(ada, { ...jazzNight, rrule: 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('body.rrule');
    expect(body.error.message).toContain('BYSETPOS');
  });

  it('answers 400 naming the field for a missing name and unknown categories', async () => {
    const noName = await create(ada, { ...jazzNight, name: undefined });
    expect(((await noName.json()) as Json).error.details[0].field).toBe('body.name');
    const unknown = await create(ada, { ...jazzNight, categories: ['opera'] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Json).error.details[0].field).toBe('body.categories');
  });

  it('answers 401 without signing in and 403 for a host the caller does not own', async () => {
    const anonymous = await t.app.request('/api/v1/experiences', jsonRequest('POST', jazzNight));
    expect(anonymous.status).toBe(401);
    const res = await create(bob, { ...jazzNight, hostId: adaHostId });
    expect(res.status).toBe(403);
    const own = await create(ada, { ...jazzNight, hostId: adaHostId });
    expect(own.status).toBe(201);
  });
});

describe('POST /api/v1/experiences: input that cannot be stored or costs too much', () => {
  const once = { startDate: '2026-12-01', endDate: '2026-12-01', startTime: '19:00', endTime: '21:00' };

  async function expectField(res: Response, field: string, message?: RegExp) {
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.details[0].field).toBe(field);
    if (message) expect(body.error.details[0].message).toMatch(message);
  }

  it.each([
    ['an impossible date', { ...once, startDate: '2026-02-30' }, 'body.when.startDate', /calendar date/],
    ['year zero', { ...once, startDate: '0000-00-00' }, 'body.when.startDate', /calendar date/],
    [
      'a series repeating until 9999',
      { ...once, repeats: 'DAILY', repeatsUntil: '9999-12-31' },
      'body.when.repeatsUntil',
      /2200-12-31/,
    ],
    [
      'a series repeating for 11 years',
      { ...once, repeats: 'DAILY', repeatsUntil: '2037-12-02' },
      'body.when',
      /10 years/,
    ],
  ])('400 naming the field for %s', async (_name, when, field, message) => {
    await expectField(await create(ada, { name: 'Too far', when }), field, message);
  });

  it('accepts a series repeating for 10 years', async () => {
    const res = await create(await signUp(t), {
      name: 'Ten years',
      when: { ...once, repeats: 'DAILY', repeatsUntil: '2036-12-01' },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['FREQ=SECONDLY', /SECONDLY is not supported/],
    ['FREQ=MINUTELY;INTERVAL=5', /MINUTELY is not supported/],
    ['FREQ=HOURLY', /HOURLY is not supported/],
    ['FREQ=DAILY;UNTIL=99991231T000000Z', /at most 10 years/],
    ['FREQ=DAILY;COUNT=100000', /COUNT can be at most 2000/],
  ])('400 naming body.rrule for %s', async (rrule, message) => {
    await expectField(await create(ada, { name: 'Costly', when: once, rrule }), 'body.rrule', message);
  });

  it('caps the occurrences written for a rule naming many times a day at 2,000', async () => {
    const everyHalfHour =
      'FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,30';
    const host = await signUp(t);
    // Trusted, so the event publishes as asked (a newcomer's first events wait for review).
    await t.database.db
      .update(users)
      .set({ trustedAt: new Date(NOW) })
      .where(eq(users.id, host.id));
    const res = await create(host, {
      name: 'Every half hour',
      when: { startDate: '2026-12-01', endDate: '2026-12-01', startTime: '00:00', endTime: '00:15' },
      rrule: everyHalfHour,
      publishState: 'PUBLISHED',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Json;
    const ofIt = async (start: string, end: string) => {
      const page = await t.app.request(`/api/v1/events?start=${start}&end=${end}&size=100`);
      expect(page.status).toBe(200);
      return ((await page.json()) as Json).items.filter((item: Json) => item.experience.id === id).length;
    };
    // 48 a day from 2026-12-01 00:00: 41 full days, then 32 on 2027-01-11; nothing is stored after them.
    expect(await ofIt('2027-01-11', '2027-01-11')).toBe(32);
    expect(await ofIt('2027-01-12', '2027-01-20')).toBe(0);
  });

  const media = (secure_url: string) => ({
    asset_id: 'a1',
    public_id: 'uploads/a1',
    secure_url,
    resource_type: 'image',
    format: 'jpg',
    width: 1200,
    height: 800,
    aspect_ratio: 1.5,
    bytes: 1000,
    etag: 'e',
    created_at: '2026-11-20T15:00:00Z',
    bit_rate: null,
    duration: null,
    video: null,
    audio: null,
  });

  it.each([
    ['another host', 'https://evil.example/hero.jpg'],
    ['our origin outside the media server', 'http://localhost:3000/account/photo.jpg'],
    ['a path climbing out of the media server', 'http://localhost:3000/media/happenings/../../account.jpg'],
    ['another cloud name', 'http://localhost:3000/media/someone-else/image/upload/v1/a.jpg'],
    ['credentials before our host', 'http://localhost:3000@evil.example/media/happenings/image/upload/a.jpg'],
  ])('400 naming the media item for a secure_url on %s', async (_name, url) => {
    const res = await create(ada, { name: 'Foreign media', when: once, media: [media(url)] });
    await expectField(res, 'body.media.0.secure_url', /our media server/);
  });

  it('accepts media served by our media server', async () => {
    const url = 'http://localhost:3000/media/happenings/image/upload/v1/uploads/a1.jpg';
    const res = await create(await signUp(t), { name: 'Own media', when: once, media: [media(url)] });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).media[0].secure_url).toBe(url);
  });
});

describe('GET /api/v1/experiences/{id} and /slug/{slug}', () => {
  it('answers a published experience to anyone, with next occurrences and host', async () => {
    const created = (await (
      await create(ada, { ...jazzNight, name: 'Hosted Jazz', hostId: adaHostId })
    ).json()) as {
      id: string;
      slug: string;
    };
    const res = await t.app.request(`/api/v1/experiences/${created.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.host).toMatchObject({ id: adaHostId, name: 'Ada Hall' });
    expect(body.nextOccurrences.map((o: { localDate: string }) => o.localDate)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
    expect(body.isInterested).toBeUndefined();
    const bySlug = await t.app.request(`/api/v1/experiences/slug/${created.slug}`, { headers: bob.headers });
    const slugBody = (await bySlug.json()) as Json;
    expect(slugBody.id).toBe(created.id);
    expect(slugBody.isInterested).toBe(false);
    expect(slugBody.exdates).toEqual([]);
  });

  it('answers the dates removed from the series (exdates) for calendar export', async () => {
    const created = (await (
      await create(ada, { ...jazzNight, name: 'Jazz With A Break', exdates: ['2026-12-01'] })
    ).json()) as { slug: string };
    const body = (await (await t.app.request(`/api/v1/experiences/slug/${created.slug}`)).json()) as Json;
    expect(body.exdates).toEqual(['2026-12-01']);
    expect(body.nextOccurrences.map((o: { localDate: string }) => o.localDate)).not.toContain('2026-12-01');
  });

  it('tells the caller whether they may edit it (canEdit: creator or host owner only)', async () => {
    const created = (await (await create(ada, { ...jazzNight, name: 'Whose Is It' })).json()) as {
      id: string;
    };
    const path = `/api/v1/experiences/${created.id}`;
    const read = async (headers?: Record<string, string>) =>
      ((await (await t.app.request(path, headers ? { headers } : {})).json()) as Json).canEdit;
    expect(await read(ada.headers)).toBe(true);
    expect(await read(bob.headers)).toBe(false);
    expect(await read()).toBe(false);
  });

  it('hides drafts from everyone but their owner (404)', async () => {
    const draft = (await (
      await create(ada, { ...jazzNight, name: 'Secret Draft', publishState: undefined })
    ).json()) as {
      id: string;
      publishState: string;
    };
    expect(draft.publishState).toBe('NOT_PUBLISHED');
    expect((await t.app.request(`/api/v1/experiences/${draft.id}`, { headers: bob.headers })).status).toBe(
      404,
    );
    expect((await t.app.request(`/api/v1/experiences/${draft.id}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/experiences/${draft.id}`, { headers: ada.headers })).status).toBe(
      200,
    );
    expect((await t.app.request('/api/v1/experiences/slug/no-such-slug')).status).toBe(404);
  });
});

describe('PUT /api/v1/experiences/{id}', () => {
  it('lets the creator replace it and re-materialises occurrences; 403 for others, 401, 404', async () => {
    const created = (await (await create(ada, { ...jazzNight, name: 'Editable' })).json()) as { id: string };
    const path = `/api/v1/experiences/${created.id}`;
    const update = {
      ...jazzNight,
      name: 'Edited',
      when: { startDate: '2026-12-05', endDate: '2026-12-05', startTime: '18:00', endTime: '20:00' },
      categories: ['music'],
    };
    const res = await t.app.request(path, jsonRequest('PUT', update, ada.headers));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ name: 'Edited', slug: 'editable', categories: ['music'] });
    expect(body.schedule.type).toBe('ONE_TIME');
    const detail = (await (await t.app.request(path)).json()) as { nextOccurrences: { startsAt: string }[] };
    expect(detail.nextOccurrences.map((o) => o.startsAt)).toEqual(['2026-12-05T23:00:00.000Z']);

    expect((await t.app.request(path, jsonRequest('PUT', update, bob.headers))).status).toBe(403);
    expect((await t.app.request(path, jsonRequest('PUT', update))).status).toBe(401);
    expect(
      (await t.app.request('/api/v1/experiences/nope', jsonRequest('PUT', update, ada.headers))).status,
    ).toBe(404);
    const bad = await t.app.request(
      path,
      jsonRequest('PUT', { ...update, when: { endDate: '2026-12-05' } }, ada.headers),
    );
    expect(((await bad.json()) as Json).error.details[0].field).toBe('body.when');
  });
});

describe('GET /api/v1/experiences', () => {
  it('lists published experiences with a default limit of 10 and a total', async () => {
    const res = await t.app.request('/api/v1/experiences');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { publishState: string }[]; limit: number; total: number };
    expect(body.limit).toBe(10);
    expect(body.items.length).toBeLessThanOrEqual(10);
    expect(body.total).toBeGreaterThan(body.items.length - 1);
    expect(body.items.every((item) => item.publishState === 'PUBLISHED')).toBe(true);
  });

  it('filters by date range through the occurrences', async () => {
    await create(bob, {
      ...jazzNight,
      name: 'Saturday Market',
      when: { startDate: '2026-11-21', endDate: '2026-11-21', startTime: '09:00', endTime: '12:00' },
    });
    const weekend = (await (
      await t.app.request(`/api/v1/experiences?creatorId=${bob.id}&currentDate=2026-11-20&dateRange=weekend`)
    ).json()) as { items: { name: string }[] };
    expect(weekend.items.map((item) => item.name)).toEqual(['Saturday Market']);
    const later = (await (
      await t.app.request(`/api/v1/experiences?creatorId=${bob.id}&currentDate=2026-11-23&dateRange=7`)
    ).json()) as { items: unknown[] };
    expect(later.items).toEqual([]);
  });

  it('lists drafts only for the caller’s own experiences', async () => {
    const own = await t.app.request(`/api/v1/experiences?creatorId=${ada.id}&filter=DRAFT`, {
      headers: ada.headers,
    });
    expect(own.status).toBe(200);
    const body = (await own.json()) as { items: { name: string; publishState: string }[] };
    expect(body.items.map((item) => item.name)).toContain('Secret Draft');
    expect(body.items.every((item) => item.publishState !== 'PUBLISHED')).toBe(true);
    const other = await t.app.request(`/api/v1/experiences?creatorId=${ada.id}&filter=ALL`, {
      headers: bob.headers,
    });
    expect(other.status).toBe(403);
    expect((await t.app.request(`/api/v1/experiences?creatorId=${ada.id}&filter=ALL`)).status).toBe(401);
  });

  it('answers 400 naming the query field', async () => {
    const res = await t.app.request('/api/v1/experiences?limit=500');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.details[0].field).toBe('query.limit');
    const range = await t.app.request('/api/v1/experiences?dateRange=fortnight');
    expect(((await range.json()) as Json).error.details[0].field).toBe('query.dateRange');
    for (const currentDate of ['0000-00-00', '2026-02-30', '9999-01-01']) {
      const bad = await t.app.request(`/api/v1/experiences?currentDate=${currentDate}&dateRange=week`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Json).error.details[0].field).toBe('query.currentDate');
    }
  });
});
