/**
 * A location's editor picks and top picks through HTTP (issue 23 curation): an editor saves a list in order with
 * notes and dates; the public stream shows the new order on its very next read, signed out, though it was kept
 * before, with the editors' notes beside it; items outside their dates do not show; the audit log holds the list before and after; staff without
 * the editor role are refused; bad input is a 400 naming the field, an unknown experience a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurationTest, DAY, type Json, NOW, startCurationTest } from './curation.fixtures.ts';

let c: CurationTest;
const picksPath = (list = 'editor-picks', location = 'boston-ma') =>
  `/api/v1/staff/curation/locations/${location}/picks/${list}`;
const streamIds = async (stream = 'editor-picks') =>
  (await c.call('GET', `/api/v1/discover/${stream}?location=boston-ma`, null)).body.items.map(
    (item: Json) => item.id,
  );

beforeAll(async () => {
  c = await startCurationTest({ withHotAnswers: true });
});

afterAll(async () => {
  await c?.t.close();
});

describe('saving a list', () => {
  it('shows the saved order on the public stream at once, and the new order after a reorder', async () => {
    const [a, b, d] = [await c.event(), await c.event(), await c.event()];
    expect(await streamIds()).toEqual([]);

    const saved = await c.call('PUT', picksPath(), c.editor, {
      items: [
        { experienceId: a.id, note: 'Our favourite walk' },
        { experienceId: b.id },
        { experienceId: d.id },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      location: 'boston-ma',
      list: 'editor-picks',
      items: [
        {
          experienceId: a.id,
          note: 'Our favourite walk',
          startsOn: null,
          endsOn: null,
          experience: { name: a.name },
        },
        { experienceId: b.id, note: null },
        { experienceId: d.id },
      ],
    });
    // Read (and kept, signed out) before the reorder, with the editors' note beside the page...
    const page = await c.call('GET', '/api/v1/discover/editor-picks?location=boston-ma', null);
    expect(page.body.notes).toEqual({ [a.id]: 'Our favourite walk' });
    expect(await streamIds()).toEqual([a.id, b.id, d.id]);
    expect(await streamIds()).toEqual([a.id, b.id, d.id]);

    // A minute later, so the audit log (newest first) puts the reorder after the first save.
    c.clock.now = NOW + 60_000;
    const reordered = await c.call('PUT', picksPath(), c.editor, {
      items: [
        { experienceId: d.id },
        { experienceId: a.id, note: 'Our favourite walk' },
        { experienceId: b.id },
      ],
    });
    expect(reordered.status).toBe(200);
    // ...and the very next read has the new order.
    expect(await streamIds()).toEqual([d.id, a.id, b.id]);
    expect(
      (await c.call('GET', picksPath(), c.editor)).body.items.map((item: Json) => item.experienceId),
    ).toEqual([d.id, a.id, b.id]);

    const [last] = await c.auditOf('SET_PICKS');
    expect(last).toMatchObject({
      actorId: c.editor.id,
      target: { type: 'FEATURE_TAG' },
      before: {
        list: 'editor-picks',
        location: 'boston-ma',
        items: [{ experienceId: a.id }, { experienceId: b.id }, { experienceId: d.id }],
      },
      after: { items: [{ experienceId: d.id }, { experienceId: a.id }, { experienceId: b.id }] },
    });
    c.clock.now = NOW;
  });

  it('keeps the two lists apart, and saving the same list again changes and logs nothing', async () => {
    const top = await c.event();
    const before = (await c.auditOf('SET_PICKS')).length;
    expect(
      (await c.call('PUT', picksPath('top-picks'), c.editor, { items: [{ experienceId: top.id }] })).status,
    ).toBe(200);
    expect(
      (await c.call('PUT', picksPath('top-picks'), c.editor, { items: [{ experienceId: top.id }] })).status,
    ).toBe(200);
    expect((await c.auditOf('SET_PICKS')).length).toBe(before + 1);
    expect(await streamIds('top-picks')).toEqual([top.id]);
    expect(await streamIds('editor-picks')).not.toContain(top.id);
  });

  it('shows an item only between its dates (local dates of the city, inclusive)', async () => {
    const [always, later, over, today] = [await c.event(), await c.event(), await c.event(), await c.event()];
    const saved = await c.call('PUT', picksPath(), c.editor, {
      items: [
        { experienceId: always.id },
        { experienceId: later.id, startsOn: '2026-11-21' },
        { experienceId: over.id, endsOn: '2026-11-19' },
        { experienceId: today.id, startsOn: '2026-11-20', endsOn: '2026-11-20' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await streamIds()).toEqual([always.id, today.id]);
    // Saturday morning in Boston: the item starting on the 21st shows, the one ending on the 20th has gone.
    c.clock.now = NOW + DAY;
    try {
      expect(await streamIds()).toEqual([always.id, later.id]);
    } finally {
      c.clock.now = NOW;
    }
  });

  it('clears a list with an empty one', async () => {
    const one = await c.event();
    await c.call('PUT', picksPath(), c.editor, { items: [{ experienceId: one.id }] });
    expect(await streamIds()).toEqual([one.id]);
    expect((await c.call('PUT', picksPath(), c.editor, { items: [] })).body.items).toEqual([]);
    expect(await streamIds()).toEqual([]);
  });
});

describe('two editors saving at once', () => {
  it('apply one after the other: the list is one of the two whole, and each save is logged against the other', async () => {
    const [a, b, d] = [await c.event(), await c.event(), await c.event()];
    const first = [{ experienceId: a.id }, { experienceId: b.id }];
    const second = [{ experienceId: d.id }, { experienceId: a.id, note: 'Second editor' }];
    const answers = await Promise.all([
      c.call('PUT', picksPath('top-picks', 'washington-dc'), c.editor, { items: [] }),
      c.call('PUT', picksPath(), c.editor, { items: first }),
      c.call('PUT', picksPath(), c.admin, { items: second }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const saved = (await c.call('GET', picksPath(), c.editor)).body.items.map(
      (item: Json) => item.experienceId,
    );
    expect([
      [a.id, b.id],
      [d.id, a.id],
    ]).toContainEqual(saved);
    // The clock stands still, so the log's order among these rows is not theirs: find them by what they saved.
    const ids = (log: Json) => log.after.items.map((item: Json) => item.experienceId);
    const before = (log: Json) => log.before.items.map((item: Json) => item.experienceId);
    const ours = (await c.auditOf('SET_PICKS')).filter(
      (log: Json) =>
        log.after.location === 'boston-ma' &&
        [`${a.id},${b.id}`, `${d.id},${a.id}`].includes(ids(log).join()),
    );
    expect(ours).toHaveLength(2);
    // Whichever came second started from the list the first saved, not from what both read before.
    const [one, two] = ours;
    expect([before(one), before(two)]).toContainEqual(ids(one).join() === saved.join() ? ids(two) : ids(one));
  });
});

describe('who may', () => {
  it('lets an admin and an editor, refuses a moderator (403), an ordinary account (404) and a visitor (401)', async () => {
    const body = { items: [] };
    expect((await c.call('GET', picksPath(), c.admin)).status).toBe(200);
    expect((await c.call('PUT', picksPath(), c.admin, body)).status).toBe(200);
    expect((await c.call('GET', picksPath(), c.moderator)).status).toBe(403);
    expect((await c.call('PUT', picksPath(), c.moderator, body)).status).toBe(403);
    expect((await c.call('PUT', picksPath(), c.visitor, body)).status).toBe(404);
    expect((await c.call('PUT', picksPath(), null, body)).status).toBe(401);
  });
});

describe('bad input', () => {
  const fieldOf = (body: Json) => body.error.details[0]?.field;

  it('names the field: an unknown list or city, a missing id, dates the wrong way round, a twice-listed item', async () => {
    const one = await c.event();
    const unknownList = await c.call('GET', picksPath('best-picks'), c.editor);
    expect(unknownList.status).toBe(400);
    expect(fieldOf(unknownList.body)).toBe('params.list');
    expect((await c.call('GET', picksPath('editor-picks', 'springfield'), c.editor)).status).toBe(400);
    const noId = await c.call('PUT', picksPath(), c.editor, { items: [{ note: 'x' }] });
    expect(noId.status).toBe(400);
    expect(fieldOf(noId.body)).toBe('body.items.0.experienceId');
    const backwards = await c.call('PUT', picksPath(), c.editor, {
      items: [{ experienceId: one.id, startsOn: '2026-11-22', endsOn: '2026-11-21' }],
    });
    expect(backwards.status).toBe(400);
    expect(fieldOf(backwards.body)).toBe('body.items.0.endsOn');
    const notADate = await c.call('PUT', picksPath(), c.editor, {
      items: [{ experienceId: one.id, startsOn: '21/11/2026' }],
    });
    expect(fieldOf(notADate.body)).toBe('body.items.0.startsOn');
    const twice = await c.call('PUT', picksPath(), c.editor, {
      items: [{ experienceId: one.id }, { experienceId: one.id }],
    });
    expect(twice.status).toBe(400);
    expect(fieldOf(twice.body)).toBe('body.items.1.experienceId');
  });

  it('refuses an experience of another city (400) and an unknown one (404), saving nothing', async () => {
    const kept = await c.event();
    await c.call('PUT', picksPath(), c.editor, { items: [{ experienceId: kept.id }] });
    const inDc = await c.event({ locationSlug: 'washington-dc' });
    const elsewhere = await c.call('PUT', picksPath(), c.editor, { items: [{ experienceId: inDc.id }] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.details[0].field).toBe('body.items.0.experienceId');
    const unknown = await c.call('PUT', picksPath(), c.editor, {
      items: [{ experienceId: kept.id }, { experienceId: 'no-such-experience' }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].field).toBe('body.items.1.experienceId');
    expect(await streamIds()).toEqual([kept.id]);
  });
});
