/**
 * People and roles through HTTP (issue 23): an admin finds anyone by name, username or e-mail, lists the staff, and
 * grants and removes roles, each change logged with the roles before and after; nobody changes their own roles;
 * the roles take effect on the holder's next request, and the holder's profile names them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let clock = NOW;
let admin: SignedUpUser;
let otherAdmin: SignedUpUser;
let person: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
  admin = await signUpStaff(t, ['admin'], { name: 'Ada Admin', username: 'ada_admin' });
  otherAdmin = await signUpStaff(t, ['admin'], { name: 'Otto Admin' });
  person = await signUp(t, {
    name: 'Priya Patel',
    email: 'priya.patel@example.com',
    username: 'priya_p',
  });
});

afterAll(async () => {
  await t?.close();
});

async function call(method: string, path: string, user: SignedUpUser | null, body?: unknown) {
  const headers = user?.headers ?? {};
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

const setRoles = (by: SignedUpUser, whom: SignedUpUser | string, roles: string[], reason?: string) => {
  clock += 60_000;
  const id = typeof whom === 'string' ? whom : whom.id;
  return call('PUT', `/api/v1/staff/people/${id}/roles`, by, { roles, ...(reason ? { reason } : {}) });
};

describe('finding people', () => {
  it('finds anyone by part of a name, username or e-mail, whatever the case, and lists the staff without a query', async () => {
    for (const query of ['PATEL', 'priya_', 'patel@example']) {
      const found = await call('GET', `/api/v1/staff/people?query=${encodeURIComponent(query)}`, admin);
      expect(found.status).toBe(200);
      expect(
        found.body.items.map((item: Json) => item.uid),
        query,
      ).toEqual([person.id]);
      expect(found.body.items[0]).toMatchObject({
        displayName: 'Priya Patel',
        email: 'priya.patel@example.com',
        roles: [],
        trusted: false,
        banned: false,
      });
    }
    // LIKE's wildcards are taken literally.
    expect((await call('GET', '/api/v1/staff/people?query=%25', admin)).body.items).toEqual([]);
    const staff = await call('GET', '/api/v1/staff/people', admin);
    expect(staff.body.items.map((item: Json) => item.uid)).toEqual([otherAdmin.id, admin.id]);
  });

  it('pages the staff newest first', async () => {
    const first = await call('GET', '/api/v1/staff/people?limit=1', admin);
    expect(first.body.items).toHaveLength(1);
    const second = await call(
      'GET',
      `/api/v1/staff/people?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      admin,
    );
    expect(second.body.items[0].uid).not.toBe(first.body.items[0].uid);
  });
});

describe('granting and removing roles', () => {
  it('grants roles that work from the holder’s next request, logs before and after, and removes them', async () => {
    // Not staff yet: the back office is not there for them.
    expect((await call('GET', '/api/v1/staff/review', person)).status).toBe(404);
    const granted = await setRoles(admin, person, ['moderator', 'editor'], 'Runs the Boston desk');
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      person: { uid: person.id, roles: ['editor', 'moderator'] },
      before: [],
      changed: true,
    });
    expect((await call('GET', '/api/v1/staff/review', person)).status).toBe(200);
    expect((await call('GET', '/api/v2/users/profile', person)).body.roles).toEqual(['editor', 'moderator']);
    expect(
      (await call('GET', '/api/v1/staff/people', admin)).body.items.map((item: Json) => item.uid),
    ).toContain(person.id);

    // The same roles again change nothing and log nothing.
    expect((await setRoles(admin, person, ['editor', 'moderator'])).body.changed).toBe(false);
    const removed = await setRoles(otherAdmin, person, []);
    expect(removed.body).toMatchObject({ person: { roles: [] }, before: ['editor', 'moderator'] });
    expect((await call('GET', '/api/v1/staff/review', person)).status).toBe(404);
    expect((await call('GET', '/api/v2/users/profile', person)).body.roles).toEqual([]);

    const log = await call('GET', `/api/v1/staff/audit?targetType=USER&targetId=${person.id}`, admin);
    expect(log.body.items).toMatchObject([
      {
        action: 'CHANGE_ROLES',
        actor: { uid: otherAdmin.id },
        before: { roles: ['editor', 'moderator'] },
        after: { roles: [] },
        reason: null,
      },
      {
        action: 'CHANGE_ROLES',
        actor: { uid: admin.id, username: 'ada_admin', displayName: 'Ada Admin' },
        before: { roles: [] },
        after: { roles: ['editor', 'moderator'] },
        reason: 'Runs the Boston desk',
      },
    ]);
  });

  it('refuses anyone their own roles (403 OWN_ROLES), an admin included', async () => {
    for (const roles of [[], ['admin', 'editor']]) {
      const res = await setRoles(admin, admin, roles);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('OWN_ROLES');
    }
    expect((await call('GET', '/api/v2/users/profile', admin)).body.roles).toEqual(['admin']);
  });

  it('answers 404 for no such account and 400 naming an unknown role', async () => {
    expect((await setRoles(admin, 'no-such-user', ['editor'])).status).toBe(404);
    const unknown = await setRoles(admin, person, ['owner']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toMatch(/^body\.roles/);
  });
});

describe('the audit log', () => {
  it('filters by actor, action and dates, newest first, and refuses a target id without its kind', async () => {
    const byOtto = await call('GET', `/api/v1/staff/audit?actorId=${otherAdmin.id}`, admin);
    expect(byOtto.body.items.every((item: Json) => item.actor?.uid === otherAdmin.id)).toBe(true);
    expect(byOtto.body.items.length).toBeGreaterThan(0);
    const all = (await call('GET', '/api/v1/staff/audit?action=CHANGE_ROLES&limit=50', admin)).body.items;
    const times = all.map((item: Json) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The grants that made the admins are the admin command's: no actor.
    expect(all.at(-1)).toMatchObject({ actor: null, actorId: null, after: { roles: ['admin'] } });
    const from = new Date(NOW + 60_000).toISOString();
    const to = new Date(NOW + 120_001).toISOString();
    const window = await call('GET', `/api/v1/staff/audit?from=${from}&to=${to}`, admin);
    expect(window.body.items.map((item: Json) => item.createdAt)).toEqual([
      new Date(NOW + 60_000).toISOString(),
    ]);
    const noKind = await call('GET', `/api/v1/staff/audit?targetId=${person.id}`, admin);
    expect(noKind.status).toBe(400);
    expect(noKind.body.error.details[0].field).toBe('query.targetType');
    const backwards = await call('GET', `/api/v1/staff/audit?from=${to}&to=${from}`, admin);
    expect(backwards.body.error.details[0].field).toBe('query.to');
  });
});
