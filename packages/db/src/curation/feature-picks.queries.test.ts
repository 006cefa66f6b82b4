/**
 * Saving a picks list (issue 23 curation) against the database: the list is replaced whole with its notes and
 * dates, in order, with one audit row; on PostgreSQL a save waits for another transaction holding the list and
 * starts from what that one saved (the tag's row is locked first), so no editor's save is built on a stale list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { staffActions } from '../staff/staff-actions.table.ts';
import { createTestDatabase, makeExperience, makeLocation, makeUser } from '../testing/index.ts';
import {
  listLocationPicks,
  type NewPick,
  pickTagSlug,
  replaceLocationPicks,
} from './feature-picks.queries.ts';

let handle: DatabaseHandle;
let editorId: string;
const NOW = new Date('2026-11-20T15:00:00Z');
const pick = (experienceId: string, note: string | null = null): NewPick => ({
  experienceId,
  note,
  startsOn: null,
  endsOn: null,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await makeLocation(handle.db, 'boston-ma');
  editorId = (await makeUser(handle.db)).id;
});

afterAll(async () => {
  await handle?.close();
});

const save = (items: NewPick[], list = 'editor-picks') =>
  replaceLocationPicks(handle.db, {
    actorId: editorId,
    list,
    listName: 'Editor’s picks',
    locationSlug: 'boston-ma',
    items,
    now: NOW,
  });

describe('replaceLocationPicks', () => {
  it('creates the tag, keeps the order, notes and dates, and logs once per change', async () => {
    const [a, b] = [await makeExperience(handle.db), await makeExperience(handle.db)];
    const first = await save([
      pick(b.id, 'First'),
      { ...pick(a.id), startsOn: '2026-11-21', endsOn: '2026-11-30' },
    ]);
    expect(first.changed).toBe(true);
    expect(first.after).toMatchObject([
      { experienceId: b.id, note: 'First', experience: { name: b.name } },
      { experienceId: a.id, startsOn: '2026-11-21', endsOn: '2026-11-30' },
    ]);
    expect(
      (await save([pick(b.id, 'First'), { ...pick(a.id), startsOn: '2026-11-21', endsOn: '2026-11-30' }]))
        .changed,
    ).toBe(false);
    const logs = await handle.db.select().from(staffActions);
    expect(logs.filter((log) => log.action === 'SET_PICKS')).toHaveLength(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'waits for another transaction holding the list, and starts from what it saved',
    async () => {
      if (handle.kind !== 'postgres') return;
      const [a, b, c] = [
        await makeExperience(handle.db),
        await makeExperience(handle.db),
        await makeExperience(handle.db),
      ];
      await save([pick(a.id)], 'top-picks');
      const other = await handle.pool.connect();
      try {
        await other.query('BEGIN');
        const { rows } = await other.query('SELECT id FROM feature_tags WHERE slug = $1 FOR UPDATE', [
          pickTagSlug('top-picks', 'boston-ma'),
        ]);
        const saving = save([pick(c.id)], 'top-picks');
        await new Promise((resolve) => setTimeout(resolve, 200));
        // Meanwhile the other transaction saves its own list and commits.
        await other.query('DELETE FROM feature_tag_items WHERE feature_tag_id = $1', [rows[0].id]);
        await other.query(
          `INSERT INTO feature_tag_items (feature_tag_id, item_type, item_id, position) VALUES ($1, 'experience', $2, 0)`,
          [rows[0].id, b.id],
        );
        await other.query('COMMIT');
        const result = await saving;
        expect(result.before.map((row) => row.experienceId)).toEqual([b.id]);
        expect(result.after.map((row) => row.experienceId)).toEqual([c.id]);
      } finally {
        other.release();
      }
      expect(
        (await listLocationPicks(handle.db, { list: 'top-picks', locationSlug: 'boston-ma' })).map(
          (row) => row.experienceId,
        ),
      ).toEqual([c.id]);
    },
  );
});
