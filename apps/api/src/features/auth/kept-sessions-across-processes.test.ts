/**
 * A signed-in caller is checked once and then kept in each API process for up to a minute (cache/kept-sessions.ts),
 * and a signed-in reader's answer about an experience is the public kept answer with their own mark added
 * (experiences/personal-detail.ts). Two apps on one database stand for two server processes, each keeping answers
 * and callers in memory, fed by the database's change notices. What must hold:
 *
 * - a sign-out, a new password or a staff role change made through (or written beside) one process holds on the
 *   next request to the other (within the notice's milliseconds, 2 s allowed) and at once in the writing process;
 * - the reader's own mark and the count are current after their own write, in both processes;
 * - the creator and the host's owner get their answer in full (canEdit, a draft of theirs); nobody else gets a draft,
 *   and an owner's read of a draft never becomes the shared answer.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hosts } from '@happenings/db/hosts';
import { changeStaffRoles } from '@happenings/db/staff';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { startHotAnswers } from '../../cache/hot-answers.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';

type App = ReturnType<typeof createApp>;

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const ORIGIN = { origin: 'http://localhost:3000' };

describe('signed-in callers kept in two processes', () => {
  let t: TestApp;
  const apps: Record<'a' | 'b', App> = {} as never;
  const watches: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await makeLocation(t.database.db, 'boston-ma');
    const { hotAnswers: _none, ...deps } = t.deps;
    for (const name of ['a', 'b'] as const) {
      const watch = await startHotAnswers(t.database);
      watches.push(watch);
      apps[name] = createApp({ ...deps, hotAnswers: watch.hotAnswers });
    }
  });

  afterAll(async () => {
    for (const watch of watches) await watch.close();
    await t?.close();
  });

  const status = async (app: App, path: string, headers: Record<string, string>) =>
    (await app.request(path, { headers })).status;
  const signedIn = (app: App, headers: Record<string, string>) =>
    status(app, '/api/v1/notifications', headers).then((code) => code === 200);

  it('drops a session signed out in the other process, and at once in the one that signed it out', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const bearer = { authorization: `Bearer ${user.token}` };
    const cookie = { cookie: user.cookie };
    for (const app of [apps.a, apps.b]) {
      expect(await signedIn(app, bearer)).toBe(true);
      expect(await signedIn(app, cookie)).toBe(true);
    }
    const out = await apps.a.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...bearer, ...ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(await status(apps.a, '/api/v1/notifications', bearer)).toBe(401);
    expect(await status(apps.a, '/api/v1/notifications', cookie)).toBe(401);
    await eventually(async () => !(await signedIn(apps.b, bearer)));
    expect(await status(apps.b, '/api/v1/notifications', cookie)).toBe(401);
    // Someone else's session is not touched.
    expect(await signedIn(apps.b, { authorization: `Bearer ${other.token}` })).toBe(true);
  });

  it('drops the other sessions of an account whose password changed', async () => {
    const password = 'a good long password';
    const user = await signUp(t, { password });
    const laptop = { authorization: `Bearer ${user.token}` };
    const signIn = await apps.b.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ORIGIN },
      body: JSON.stringify({ email: user.email, password }),
    });
    const phone = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    expect(await signedIn(apps.a, laptop)).toBe(true);
    expect(await signedIn(apps.b, laptop)).toBe(true);
    const changed = await apps.b.request('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...phone, ...ORIGIN },
      body: JSON.stringify({ currentPassword: password, newPassword: 'another good password' }),
    });
    expect(changed.status).toBe(200);
    expect(await status(apps.b, '/api/v1/notifications', laptop)).toBe(401);
    await eventually(async () => !(await signedIn(apps.a, laptop)));
  });

  it('holds a staff role granted and taken away beside the API on the next request of each process', async () => {
    const user = await signUp(t);
    const overview = () =>
      Promise.all([apps.a, apps.b].map((app) => status(app, '/api/v1/staff/overview', user.headers)));
    expect(await overview()).toEqual([404, 404]);
    await changeStaffRoles(t.database.db, {
      actorId: null,
      userId: user.id,
      roles: ['moderator'],
      now: Date.now(),
    });
    await eventually(async () => (await overview()).every((code) => code === 200));
    await changeStaffRoles(t.database.db, { actorId: null, userId: user.id, roles: [], now: Date.now() });
    await eventually(async () => (await overview()).every((code) => code === 404));
  });

  it("keeps a person's own stream page theirs: current after their own mark in both processes, never answered to anyone else", async () => {
    const person = await signUp(t);
    const someoneElse = await signUp(t);
    const soon = Date.now() + 2 * 86_400_000;
    const experience = await makeExperience(t.database.db, {
      occurrences: [{ startsAt: new Date(soon), endsAt: new Date(soon + 3_600_000) }],
    });
    const path = '/api/v1/discover/interested-experiences?location=boston-ma';
    const listed = async (app: App, headers: Record<string, string>) => {
      const res = await app.request(path, { headers });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: Array<{ id?: string; experience?: { id: string } }> };
      return body.items.map((item) => item.experience?.id ?? item.id);
    };
    expect(await listed(apps.a, person.headers)).not.toContain(experience.id);
    expect(await listed(apps.b, person.headers)).not.toContain(experience.id);
    const mark = await apps.a.request(`/api/v1/interested/experience/${experience.id}`, {
      method: 'POST',
      headers: { ...person.headers, ...ORIGIN },
    });
    expect(mark.status).toBe(200);
    expect(await listed(apps.b, person.headers)).toContain(experience.id);
    expect(await listed(apps.a, person.headers)).toContain(experience.id);
    // The same request without a credential, or with someone else's, never gets the person's kept page.
    for (const app of [apps.a, apps.b]) {
      expect((await app.request(path)).status).toBe(401);
      expect(await listed(app, someoneElse.headers)).not.toContain(experience.id);
    }
    const unmark = await apps.b.request(`/api/v1/interested/experience/${experience.id}`, {
      method: 'DELETE',
      headers: { ...person.headers, ...ORIGIN },
    });
    expect(unmark.status).toBe(200);
    expect(await listed(apps.a, person.headers)).not.toContain(experience.id);
    expect(await listed(apps.b, person.headers)).not.toContain(experience.id);
  });

  describe('one experience, signed in', () => {
    let reader: SignedUpUser;
    let owner: SignedUpUser;
    const detail = async (app: App, slug: string, headers: Record<string, string> = {}) => {
      const res = await app.request(`/api/v1/experiences/slug/${slug}`, {
        headers: { 'accept-encoding': 'br, gzip', ...headers },
      });
      if (res.status !== 200) return { status: res.status, body: null };
      // As a browser reads it: the personal variants are compressed once each and must decode to the same JSON.
      const raw = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString('utf8');
      return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
    };

    beforeAll(async () => {
      reader = await signUp(t);
      owner = await signUp(t);
    });

    it("adds the reader's own mark to the public answer, current after their own write in both processes", async () => {
      const experience = await makeExperience(t.database.db, { description: 'x'.repeat(2_000) });
      // Kept first by a signed-out read in each process.
      for (const app of [apps.a, apps.b]) {
        const anonymous = await detail(app, experience.slug);
        expect(anonymous.body).not.toHaveProperty('isInterested');
      }
      const before = await detail(apps.b, experience.slug, reader.headers);
      expect(before.body).toMatchObject({
        id: experience.id,
        isInterested: false,
        canEdit: false,
        interested: 0,
      });

      const marked = await apps.a.request(`/api/v1/interested/experience/${experience.id}`, {
        method: 'POST',
        headers: { ...reader.headers, ...ORIGIN },
      });
      expect(marked.status).toBe(200);
      expect((await detail(apps.a, experience.slug, reader.headers)).body).toMatchObject({
        isInterested: true,
        interested: 1,
      });
      expect((await detail(apps.b, experience.slug, reader.headers)).body).toMatchObject({
        isInterested: true,
      });
      await eventually(
        async () => (await detail(apps.b, experience.slug, reader.headers)).body?.interested === 1,
      );
      // Another reader and a signed-out one see the count, not the mark.
      expect((await detail(apps.b, experience.slug, owner.headers)).body).toMatchObject({
        isInterested: false,
        interested: 1,
      });
      expect((await detail(apps.b, experience.slug)).body).not.toHaveProperty('isInterested');

      const unmarked = await apps.b.request(`/api/v1/interested/experience/${experience.id}`, {
        method: 'DELETE',
        headers: { ...reader.headers, ...ORIGIN },
      });
      expect(unmarked.status).toBe(200);
      expect((await detail(apps.b, experience.slug, reader.headers)).body).toMatchObject({
        isInterested: false,
        interested: 0,
      });
      expect((await detail(apps.a, experience.slug, reader.headers)).body).toMatchObject({
        isInterested: false,
      });
    });

    it('answers the creator and the host owner in full, and a draft to them only', async () => {
      const [host] = await t.database.db
        .insert(hosts)
        .values({ name: 'Owned host', slug: `owned-host-${Date.now()}`, ownerId: owner.id })
        .returning();
      const published = await makeExperience(t.database.db, { hostId: host!.id, creatorId: reader.id });
      for (const app of [apps.a, apps.b]) {
        await detail(app, published.slug);
        expect((await detail(app, published.slug, owner.headers)).body).toMatchObject({ canEdit: true });
        expect((await detail(app, published.slug, reader.headers)).body).toMatchObject({ canEdit: true });
      }
      const stranger = await signUp(t);
      expect((await detail(apps.a, published.slug, stranger.headers)).body).toMatchObject({ canEdit: false });

      const draft = await makeExperience(t.database.db, {
        hostId: host!.id,
        creatorId: reader.id,
        publishState: 'NOT_PUBLISHED',
      });
      for (const app of [apps.a, apps.b]) {
        expect((await detail(app, draft.slug, owner.headers)).body).toMatchObject({
          publishState: 'NOT_PUBLISHED',
          canEdit: true,
        });
        expect((await detail(app, draft.slug, reader.headers)).status).toBe(200);
        expect((await detail(app, draft.slug, stranger.headers)).status).toBe(404);
        expect((await detail(app, draft.slug)).status).toBe(404);
      }
    });
  });
});
