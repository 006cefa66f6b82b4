import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeUser } from '../testing/factories.ts';
import { emailHashSql } from '../users/contact-hash.ts';
import { users } from '../users/users.table.ts';
import { countUnsyncedContactHashes, syncContactHashes } from './contact-hashes.queries.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('contact hashes', () => {
  it('hashes e-mail in SQL exactly as clients do (trimmed, lower case, UTF-8, backslashes kept)', async () => {
    const [row] = await queryRows<{ hash: string }>(
      database.db,
      sql`SELECT ${emailHashSql(sql`${' Zoë\\X@Example.com '}::text`)} AS hash`,
    );
    expect(row?.hash).toBe(sha256('zoë\\x@example.com'));
  });

  it('matches users by e-mail or phone hash, never the owner, and counts new hashes', async () => {
    const { db } = database;
    const owner = await makeUser(db, { email: 'owner@example.com' });
    const byEmail = await makeUser(db, { email: 'Friend@Example.com' });
    const byPhone = await makeUser(db, { phoneNumber: '+16175550123' });
    const hashes = [sha256('friend@example.com'), sha256('+16175550123'), sha256('owner@example.com')];
    const first = await syncContactHashes(db, { ownerId: owner.id, hashes });
    expect(first.stored).toBe(3);
    expect(first.matches.map((user) => user.id).sort()).toEqual([byEmail.id, byPhone.id].sort());
    expect((await syncContactHashes(db, { ownerId: owner.id, hashes })).stored).toBe(0);
  });

  it('counts the distinct hashes the owner has not synced before', async () => {
    const { db } = database;
    const owner = await makeUser(db);
    const [a, b, c] = [sha256('a@x.com'), sha256('b@x.com'), sha256('c@x.com')];
    expect(await countUnsyncedContactHashes(db, { ownerId: owner.id, hashes: [a, b, b] })).toBe(2);
    await syncContactHashes(db, { ownerId: owner.id, hashes: [a] });
    expect(await countUnsyncedContactHashes(db, { ownerId: owner.id, hashes: [a, b, c] })).toBe(2);
    // Another owner's hashes are not this owner's.
    const other = await makeUser(db);
    expect(await countUnsyncedContactHashes(db, { ownerId: other.id, hashes: [a] })).toBe(1);
  });

  it('answers the match from the expression index', async () => {
    await database.db.execute(sql`SET enable_seqscan = off`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`EXPLAIN SELECT id FROM ${users} WHERE ${emailHashSql(users.email)} = ${sha256('x@y.z')}`,
    );
    await database.db.execute(sql`SET enable_seqscan = on`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_email_hash_idx');
  });
});
