/**
 * `npm run admin` (issue 23): grants and revokes staff roles by e-mail and lists the staff, each change logged with
 * no actor; refuses unknown roles, unknown accounts and stray arguments. Run once as the real process too, on an
 * embedded database of its own, as an operator would before the first start.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase } from '@happenings/db/client';
import { listStaffActions } from '@happenings/db/staff';
import { makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { runAdminCommand } from './admin-command.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let ana: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ana = await signUp(t, { name: 'Ana', email: 'ana@example.com' });
});

afterAll(async () => {
  await t?.close();
});

let clock = NOW;
/** Each run a second after the last, so the log's newest-first order is the order of the runs. */
const run = (...args: string[]) => {
  clock += 1000;
  return runAdminCommand(t.database.db, args, { now: clock });
};

describe('runAdminCommand', () => {
  it('grants a role by e-mail (any case), which opens the back office, and logs it with no actor', async () => {
    expect(await run('list')).toEqual({ exitCode: 0, lines: ['No staff yet: grant someone admin.'] });
    expect(await run('grant', 'ANA@example.com', 'admin')).toEqual({
      exitCode: 0,
      lines: ['ana@example.com: admin.'],
    });
    expect((await t.app.request('/api/v1/staff/people', { headers: ana.headers })).status).toBe(200);
    expect(await run('grant', 'ana@example.com', 'editor')).toEqual({
      exitCode: 0,
      lines: ['ana@example.com: admin, editor.'],
    });
    expect((await run('grant', 'ana@example.com', 'editor')).lines).toEqual([
      'ana@example.com already holds editor: admin, editor.',
    ]);
    expect(await run('list')).toEqual({ exitCode: 0, lines: ['ana@example.com\tadmin, editor\tAna'] });
    const log = await listStaffActions(t.database.db, { limit: 10, targetId: ana.id, targetType: 'USER' });
    expect(log.rows.map(({ action }) => [action.actorId, action.before, action.after])).toEqual([
      [null, { roles: ['admin'] }, { roles: ['admin', 'editor'] }],
      [null, { roles: [] }, { roles: ['admin'] }],
    ]);
  });

  it('revokes a role', async () => {
    expect((await run('revoke', 'ana@example.com', 'admin')).lines).toEqual(['ana@example.com: editor.']);
    expect((await run('revoke', 'ana@example.com', 'editor')).lines).toEqual([
      'ana@example.com: no staff role.',
    ]);
    expect((await t.app.request('/api/v1/staff/review', { headers: ana.headers })).status).toBe(404);
  });

  it('refuses unknown roles, unknown accounts and bad arguments with the usage', async () => {
    const unknownRole = await run('grant', 'ana@example.com', 'owner');
    expect(unknownRole.exitCode).toBe(1);
    expect(unknownRole.lines[0]).toBe("Unknown role 'owner'.");
    const nobody = await run('grant', 'nobody@example.com', 'admin');
    expect(nobody).toEqual({
      exitCode: 1,
      lines: ['No account has the e-mail address nobody@example.com: sign up first, then grant.'],
    });
    for (const args of [[], ['grant', 'ana@example.com'], ['list', 'extra'], ['promote', 'a', 'admin']]) {
      const result = await run(...args);
      expect(result.exitCode, args.join(' ')).toBe(1);
      expect(result.lines.join('\n')).toContain('Usage: npm run admin -- grant <email> <role>');
    }
  });
});

describe('the admin script', () => {
  it('migrates the embedded database, then grants and lists', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'happenings-admin-'));
    const script = path.resolve(import.meta.dirname, '../../../scripts/admin.ts');
    const env: NodeJS.ProcessEnv = { ...process.env, HAPPENINGS_DATA_DIR: dataDir, NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    const admin = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { env }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout + error.stderr,
        }),
      );
    try {
      expect(await admin('list')).toEqual({ code: 0, out: 'No staff yet: grant someone admin.\n' });
      const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await makeUser(database.db, { name: 'Root', email: 'root@example.com' });
      await database.close();
      expect(await admin('grant', 'root@example.com', 'admin')).toEqual({
        code: 0,
        out: 'root@example.com: admin.\n',
      });
      expect((await admin('grant', 'root@example.com', 'owner')).code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
