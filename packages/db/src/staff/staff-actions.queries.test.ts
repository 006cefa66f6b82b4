import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeUser } from '../testing/factories.ts';
import { catchPgErrorCode } from '../testing/pg-error-code.ts';
import { listStaffActions, recordStaffAction } from './staff-actions.queries.ts';
import { staffActions } from './staff-actions.table.ts';

/** SQLSTATE insufficient_privilege: what the append-only trigger raises. */
const REFUSED = '42501';

let database: DatabaseHandle;
let adminId: string;
let editorId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  adminId = (await makeUser(db, { name: 'Ada Admin' })).id;
  editorId = (await makeUser(db, { name: 'Eddie Editor' })).id;
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));
  await recordStaffAction(db, {
    actorId: null,
    action: 'CHANGE_ROLES',
    targetType: 'USER',
    targetId: adminId,
    before: { roles: [] },
    after: { roles: ['admin'] },
    at: day(1),
  });
  await recordStaffAction(db, {
    actorId: adminId,
    action: 'CHANGE_ROLES',
    targetType: 'USER',
    targetId: editorId,
    before: { roles: [] },
    after: { roles: ['editor'] },
    at: day(2),
  });
  await recordStaffAction(db, {
    actorId: editorId,
    action: 'REJECT_EXPERIENCE',
    targetType: 'EXPERIENCE',
    targetId: 'experience-1',
    before: { publishState: 'PENDING_REVIEW' },
    after: { publishState: 'NOT_PUBLISHED', reason: 'No date' },
    reason: 'No date',
    at: day(3),
  });
  await recordStaffAction(db, {
    actorId: editorId,
    action: 'APPROVE_EXPERIENCE',
    targetType: 'EXPERIENCE',
    targetId: 'experience-1',
    before: { publishState: 'PENDING_REVIEW' },
    after: { publishState: 'PUBLISHED' },
    at: day(4),
  });
});

afterAll(async () => {
  await database.close();
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const { db } = database;
    expect(await catchPgErrorCode(db.update(staffActions).set({ reason: 'changed' }))).toBe(REFUSED);
    expect(await catchPgErrorCode(db.delete(staffActions))).toBe(REFUSED);
    expect(await catchPgErrorCode(db.execute(sql`TRUNCATE staff_actions`))).toBe(REFUSED);
    const rows = await db.select().from(staffActions);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.reason !== 'changed')).toBe(true);
  });

  it('reads newest first, page by page, with each actor as the account is now', async () => {
    const { db } = database;
    const first = await listStaffActions(db, { limit: 3 });
    expect(first.rows.map((row) => row.action.action)).toEqual([
      'APPROVE_EXPERIENCE',
      'REJECT_EXPERIENCE',
      'CHANGE_ROLES',
    ]);
    expect(first.rows[0]?.actor?.name).toBe('Eddie Editor');
    const second = await listStaffActions(db, { limit: 3, cursor: first.next! });
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]?.actor).toBeNull();
    expect(second.rows[0]?.action.after).toEqual({ roles: ['admin'] });
    expect(second.next).toBeNull();
  });

  it('filters by actor, action, target and dates (from inclusive, to exclusive)', async () => {
    const { db } = database;
    const actions = async (filter: Parameters<typeof listStaffActions>[1]) =>
      (await listStaffActions(db, filter)).rows.map((row) => row.action.action);
    expect(await actions({ limit: 10, actorId: editorId })).toEqual([
      'APPROVE_EXPERIENCE',
      'REJECT_EXPERIENCE',
    ]);
    expect(await actions({ limit: 10, action: 'CHANGE_ROLES' })).toEqual(['CHANGE_ROLES', 'CHANGE_ROLES']);
    expect(await actions({ limit: 10, targetType: 'USER', targetId: editorId })).toEqual(['CHANGE_ROLES']);
    expect(
      await actions({
        limit: 10,
        from: new Date(Date.UTC(2026, 10, 2, 15)),
        to: new Date(Date.UTC(2026, 10, 4, 15)),
      }),
    ).toEqual(['REJECT_EXPERIENCE', 'CHANGE_ROLES']);
  });
});
