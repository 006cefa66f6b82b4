/**
 * What the curation route tests share: an API over a fresh database whose clock the tests move, the two cities,
 * one account per staff role and an ordinary one, and a caller that answers status and JSON body.
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { createTestApp, type TestApp } from '../../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../../testing/sign-up.ts';
import { signUpStaff } from '../../../testing/sign-up-staff.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
export type Json = any;

/** Friday 20 November 2026, 10:00 in Boston. */
export const NOW = Date.parse('2026-11-20T15:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface CurationTest {
  t: TestApp;
  clock: { now: number };
  editor: SignedUpUser;
  admin: SignedUpUser;
  moderator: SignedUpUser;
  visitor: SignedUpUser;
  call(
    method: string,
    path: string,
    user: SignedUpUser | null,
    body?: unknown,
  ): Promise<{ status: number; body: Json }>;
  /** A published experience of the city with one occurrence `inDays` days from now (2 hours long). */
  event(options?: { name?: string; locationSlug?: string; inDays?: number; isBoosted?: boolean }): Promise<{
    id: string;
    slug: string;
    name: string;
  }>;
  auditOf(action: string): Promise<Json[]>;
}

export async function startCurationTest(options: { withHotAnswers?: boolean } = {}): Promise<CurationTest> {
  const clock = { now: NOW };
  const t = await createTestApp({
    clock: () => clock.now,
    env: { RATE_LIMIT_SCALE: '100' },
    withHotAnswers: options.withHotAnswers ?? false,
  });
  await makeLocation(t.database.db, 'boston-ma');
  await makeLocation(t.database.db, 'washington-dc');
  const editor = await signUpStaff(t, ['editor'], { name: 'Eddie Editor' });
  const admin = await signUpStaff(t, ['admin']);
  const moderator = await signUpStaff(t, ['moderator']);
  const visitor = await signUp(t);
  const call: CurationTest['call'] = async (method, path, user, body) => {
    const headers = user?.headers ?? {};
    const res = await t.app.request(
      path,
      body === undefined ? { method, headers } : jsonRequest(method, body, headers),
    );
    return { status: res.status, body: (await res.json()) as Json };
  };
  let counter = 0;
  return {
    t,
    clock,
    editor,
    admin,
    moderator,
    visitor,
    call,
    async event({ name, locationSlug = 'boston-ma', inDays = 2, isBoosted = false } = {}) {
      counter += 1;
      const startsAt = new Date(NOW + inDays * DAY);
      const row = await makeExperience(t.database.db, {
        name: name ?? `Curated ${counter}`,
        locationSlug,
        isBoosted,
        occurrences: [{ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) }],
      });
      return { id: row.id, slug: row.slug, name: row.name };
    },
    async auditOf(action) {
      return (await call('GET', `/api/v1/staff/audit?action=${action}`, admin)).body.items;
    },
  };
}
