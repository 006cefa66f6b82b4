/**
 * The authorization matrix: every operation of the OpenAPI document, called as an anonymous visitor, a signed-in
 * stranger and the owner of what its path names (a participant too, where the resource has them), against the rule
 * access-policy.ts declares for it. A call added without a rule stops the app from being built, so it fails here
 * first. Draft variants check that what a path shows is 404 to everyone but its creator. Staff calls are made as an
 * admin, an editor and a moderator too, against the rule and against docs/moderation.md's table of who may make
 * each, which must say the same.
 */

import { readFileSync } from 'node:fs';
import { fileReport } from '@happenings/db/moderation';
import { places, posts, searchRecommendations } from '@happenings/db/schema';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { STAFF_ROLES, type StaffRole } from '@happenings/domain/staff';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { validationHook } from '../errors/error-handler.ts';
import { makeCollectionFixture } from '../features/collections/collection.fixtures.ts';
import { makeCommentFixture, makeRoundupFixture } from '../features/comments/comment.fixtures.ts';
import { makeDraftNewsletterIssue } from '../features/newsletter/newsletter-issue.fixtures.ts';
import { assertAccessPolicyCovers, staffAnswer } from '../http/access-guard.ts';
import {
  ACCESS_POLICY,
  type AccessRule,
  type OwnedResource,
  type ShownResource,
} from '../http/access-policy.ts';
import { OPENAPI_INFO } from '../http/openapi.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { signUpStaff } from '../testing/sign-up-staff.ts';
import { PROTOTYPE_KEYS } from './hostile-values.ts';

type Caller = 'anonymous' | 'stranger' | 'participant' | 'owner' | StaffRole;
type Params = Record<string, string>;

interface Fixture {
  /** Path values naming something the caller may see (published, or public). */
  visible: Params;
  /** Path values naming a draft or a private resource of the owner, where the kind has them. */
  hidden?: Params;
  /** A signed-in participant of `visible` and `hidden`, for kinds with participants. */
  participant?: SignedUpUser;
}

/** A fixture, or a maker of fresh ones: calls that change what they name (delete, leave, accept) get their own. */
type FixtureSource = Fixture | (() => Promise<Fixture>);
const resolveFixture = (source: FixtureSource): Promise<Fixture> =>
  typeof source === 'function' ? source() : Promise.resolve(source);

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
/** One account per staff role, holding only that role. */
let staff: Record<StaffRole, SignedUpUser>;
/** Fresh path values for a staff call: what it names exists (a waiting experience, an account). */
let staffParams: (path: string) => Promise<Params>;
let shown: Record<ShownResource, FixtureSource>;
let owned: Record<OwnedResource, FixtureSource>;
let operations: Array<{ key: string; method: string; path: string; rule: AccessRule }>;

/** Values for path parameters of calls that name no resource of the table. */
const DEFAULT_PARAMS: Params = { x: 'followers' };

beforeAll(async () => {
  // The matrix is about who may call, not how often: limits are scaled out of the way.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  const { db } = t.database;
  owner = await signUp(t, { username: 'matrix_owner' });
  stranger = await signUp(t, { username: 'matrix_stranger' });
  const viewer = await signUp(t, { username: 'matrix_viewer' });
  const third = await signUp(t, { username: 'matrix_third' });
  staff = {
    admin: await signUpStaff(t, ['admin'], { username: 'matrix_admin' }),
    editor: await signUpStaff(t, ['editor'], { username: 'matrix_editor' }),
    moderator: await signUpStaff(t, ['moderator'], { username: 'matrix_moderator' }),
  };
  await makeLocation(db);
  const day = 24 * 60 * 60 * 1000;
  const soon = [{ startsAt: new Date(Date.now() + day), endsAt: new Date(Date.now() + day + 3_600_000) }];
  const published = await makeExperience(db, { creatorId: owner.id, occurrences: soon });
  const draft = await makeExperience(db, {
    creatorId: owner.id,
    publishState: 'NOT_PUBLISHED',
    occurrences: soon,
  });
  const [place] = await db
    .insert(places)
    .values({ name: 'Matrix Hall', locationSlug: 'boston-ma', createdById: owner.id })
    .returning();

  // A published post of the owner's, and one not published (seen by its author only).
  const makePost = async (publishState: 'PUBLISHED' | 'NOT_PUBLISHED') => {
    const [post] = await db
      .insert(posts)
      .values({ userId: owner.id, experienceId: published.id, body: 'Matrix post', publishState })
      .returning();
    return post!.id;
  };

  shown = {
    experience: { visible: { id: published.id }, hidden: { id: draft.id } },
    'experience-slug': { visible: { slug: published.slug }, hidden: { slug: draft.slug } },
    item: { visible: { type: 'experience', id: published.id }, hidden: { type: 'experience', id: draft.id } },
    user: { visible: { id: owner.id, username: 'matrix_owner' } },
    place: { visible: { id: place!.id } },
    // A comment on the published experience; one on the draft, hidden with it.
    comment: {
      visible: { id: await makeCommentFixture(db, { userId: owner.id, experienceId: published.id }) },
      hidden: { id: await makeCommentFixture(db, { userId: owner.id, experienceId: draft.id }) },
    },
    roundup: {
      visible: { id: await makeRoundupFixture(db, { creatorId: owner.id }) },
      hidden: { id: await makeRoundupFixture(db, { creatorId: owner.id, isDraft: true }) },
    },
    post: { visible: { id: await makePost('PUBLISHED') }, hidden: { id: await makePost('NOT_PUBLISHED') } },
    // A community collection anyone may see; a private one only its participants.
    collection: async () => ({
      visible: { id: (await makeCollectionFixture(db, { ownerId: owner.id, isCommunity: true })).id },
      hidden: { id: (await makeCollectionFixture(db, { ownerId: owner.id })).id },
    }),
  };
  owned = {
    // The owner's published experience and draft, fresh for each call (DELETE removes them).
    experience: async () => ({
      visible: { id: (await makeExperience(db, { creatorId: owner.id, occurrences: soon })).id },
      hidden: {
        id: (
          await makeExperience(db, { creatorId: owner.id, publishState: 'NOT_PUBLISHED', occurrences: soon })
        ).id,
      },
    }),
    // The owner's comments and roundups, fresh for each call (DELETE removes them).
    comment: async () => ({
      visible: { id: await makeCommentFixture(db, { userId: owner.id, experienceId: published.id }) },
      hidden: { id: await makeCommentFixture(db, { userId: owner.id, experienceId: draft.id }) },
    }),
    roundup: async () => ({
      visible: { id: await makeRoundupFixture(db, { creatorId: owner.id }) },
      hidden: { id: await makeRoundupFixture(db, { creatorId: owner.id, isDraft: true }) },
    }),
    post: async () => ({
      visible: { id: await makePost('PUBLISHED') },
      hidden: { id: await makePost('NOT_PUBLISHED') },
    }),
    // The owner's community collection and private one, each with a viewer, an item and a pending invite.
    collection: async () => {
      const make = async (isCommunity: boolean) => {
        const made = await makeCollectionFixture(db, {
          ownerId: owner.id,
          isCommunity,
          viewerIds: [viewer.id],
          items: [{ itemId: published.id }],
          inviteeIds: [third.id],
        });
        return { id: made.id, itemId: published.id, userId: viewer.id, inviteId: made.inviteIds[0]! };
      };
      return { visible: await make(true), hidden: await make(false), participant: viewer };
    },
    // An invite to the owner from the stranger's collection (the stranger sees it, cannot answer it); another
    // between two other people.
    'collection-invite': async () => {
      const mine = await makeCollectionFixture(db, { ownerId: stranger.id, inviteeIds: [owner.id] });
      const others = await makeCollectionFixture(db, { ownerId: third.id, inviteeIds: [viewer.id] });
      return { visible: { id: mine.inviteIds[0]! }, hidden: { id: others.inviteIds[0]! } };
    },
    // A share to the owner from the stranger; another between two other people.
    'collection-share': async () => {
      const mine = await makeCollectionFixture(db, {
        ownerId: stranger.id,
        isCommunity: true,
        shareWith: [owner.id],
      });
      const others = await makeCollectionFixture(db, {
        ownerId: third.id,
        isCommunity: true,
        shareWith: [viewer.id],
      });
      return {
        visible: { id: mine.id, shareId: mine.shareIds[0]! },
        hidden: { id: others.id, shareId: others.shareIds[0]! },
      };
    },
  };

  // An approval uses up what it names: each call gets an experience waiting for review of its own.
  staffParams = async (path): Promise<Params> => {
    if (path.includes('/staff/review/')) {
      const waiting = await makeExperience(db, { creatorId: owner.id, publishState: 'PENDING_REVIEW' });
      return { id: waiting.id };
    }
    // Curation calls naming an experience or a search suggestion: one that exists (a deletion uses it up).
    if (path.includes('/staff/curation/boosts/')) return { experienceId: published.id };
    if (path.includes('/staff/curation/search-recommendations/')) {
      const [suggestion] = await db
        .insert(searchRecommendations)
        .values({ label: 'Matrix', query: 'jazz', locationSlug: 'boston-ma' })
        .returning();
      return { id: suggestion!.id };
    }
    // Moderation: a decision uses up its case, and a ban its account; each call gets fresh ones.
    if (path.includes('/staff/reports/') || path.includes('/staff/moderation/')) {
      const reported = await makeExperience(db, { creatorId: owner.id });
      const filed = await fileReport(db, {
        reporterId: third.id,
        subjectType: 'experience',
        subjectId: reported.id,
        reason: 'SPAM',
        details: null,
        hideThreshold: 0,
        now: Date.now(),
      });
      return { caseId: filed.report.caseId, subjectType: 'experience', subjectId: reported.id };
    }
    // Newsletter calls naming an issue: a draft of its own each (a send time of now, a removal, change it).
    if (path.includes('/staff/newsletter/issues/')) return makeDraftNewsletterIssue(db);
    if (/\/staff\/people\/\{id\}\/(warn|suspend|ban|unban)$/.test(path))
      return { id: (await makeUser(db)).id };
    return { id: third.id, userId: third.id };
  };

  const document = t.app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((method) => item?.[method as 'get'])
      .map((method) => {
        const key = `${method.toUpperCase()} ${path}`;
        return { key, method: method.toUpperCase(), path, rule: ACCESS_POLICY[key]! };
      }),
  );
});

afterAll(async () => {
  await t?.close();
});

function fill(path: string, params: Params): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? DEFAULT_PARAMS[name] ?? 'no-such-thing'),
  );
}

async function call(method: string, url: string, caller: Caller, participant?: SignedUpUser) {
  const who =
    caller === 'owner'
      ? owner
      : caller === 'stranger'
        ? stranger
        : caller === 'participant'
          ? participant
          : caller === 'anonymous'
            ? null
            : staff[caller];
  const headers: Record<string, string> = { ...(who ? { authorization: `Bearer ${who.token}` } : {}) };
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  const res = await t.app.request(url, init);
  const text = await res.text();
  return { status: res.status, text };
}

/** What a caller allowed to make the call may get: anything but a refusal or a server error. */
const REFUSALS = [401, 403];

function describeOutcome(caller: Caller, url: string, outcome: { status: number; text: string }) {
  return `${caller} ${url} → ${outcome.status} ${outcome.text.slice(0, 200)}`;
}

describe('authorization matrix', () => {
  it('declares who may make every operation of the document, and nothing else', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    expect(operations.filter((operation) => !operation.rule).map((operation) => operation.key)).toEqual([]);
    expect(Object.keys(ACCESS_POLICY).filter((key) => !documented.has(key))).toEqual([]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('refuses to build an app with an operation that has no rule', () => {
    const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/v1/undeclared',
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({}) } } } },
      }),
      (c) => c.json({}, 200),
    );
    expect(() => assertAccessPolicyCovers(app)).toThrow(/GET \/api\/v1\/undeclared/);
  });

  it('refuses to build an app with a handler outside the document and the policy', () => {
    const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
    app.post('/api/v1/users/:id/hidden-door', (c) => c.json({}, 200));
    expect(() => assertAccessPolicyCovers(app)).toThrow(/POST \/api\/v1\/users\/\{id\}\/hidden-door/);
  });

  it('answers every operation as its rule says, for every kind of caller', async () => {
    const failures: string[] = [];
    const expectThat = (ok: boolean, message: string) => {
      if (!ok) failures.push(message);
    };

    for (const { key, method, path, rule } of operations) {
      if (rule.who === 'staff') {
        // Signed out: 401. Signed in without a staff role: 404, as a path that does not exist.
        const url = fill(path, await staffParams(path));
        const anonymous = await call(method, url, 'anonymous');
        expectThat(
          anonymous.status === 401,
          `${key}: ${describeOutcome('anonymous', url, anonymous)} (want 401)`,
        );
        for (const caller of ['stranger', 'owner'] as const) {
          const outcome = await call(method, url, caller);
          expectThat(
            outcome.status === 404 && outcome.text.includes('No route for'),
            `${key}: ${describeOutcome(caller, url, outcome)} (want the 404 of no route)`,
          );
        }
        for (const role of STAFF_ROLES) {
          const fresh = fill(path, await staffParams(path));
          const outcome = await call(method, fresh, role);
          const isAllowed = staffAnswer(rule.roles, [role]) === 'allowed';
          expectThat(
            isAllowed
              ? ![...REFUSALS, 404].includes(outcome.status) && outcome.status < 500
              : outcome.status === 403,
            `${key}: ${describeOutcome(role, fresh, outcome)} (want ${isAllowed ? 'allowed' : 403})`,
          );
        }
        continue;
      }
      if ('of' in rule) {
        const fixture: Fixture = await resolveFixture(owned[rule.of]);
        const url = fill(path, fixture.visible);
        const anonymous = await call(method, url, 'anonymous');
        expectThat(
          anonymous.status === 401,
          `${key}: ${describeOutcome('anonymous', url, anonymous)} (want 401)`,
        );
        const strangerOutcome = await call(method, url, 'stranger');
        expectThat(
          strangerOutcome.status === 403,
          `${key}: ${describeOutcome('stranger', url, strangerOutcome)} (want 403)`,
        );
        if (rule.who === 'participant' && fixture.participant) {
          const participantOutcome = await call(method, url, 'participant', fixture.participant);
          expectThat(
            ![...REFUSALS, 404].includes(participantOutcome.status) && participantOutcome.status < 500,
            `${key}: ${describeOutcome('participant', url, participantOutcome)} (want allowed)`,
          );
        }
        if (fixture.hidden) {
          const hiddenUrl = fill(path, fixture.hidden);
          const hidden = await call(method, hiddenUrl, 'stranger');
          expectThat(
            hidden.status === 404,
            `${key}: ${describeOutcome('stranger', hiddenUrl, hidden)} (want 404)`,
          );
        }
        // The owner last: a call that deletes or gives away what it names leaves nothing for the others.
        const ownerOutcome = await call(method, url, 'owner');
        expectThat(
          ![...REFUSALS, 404].includes(ownerOutcome.status) && ownerOutcome.status < 500,
          `${key}: ${describeOutcome('owner', url, ownerOutcome)} (want allowed)`,
        );
        continue;
      }

      const fixture: Fixture | undefined = rule.shows ? await resolveFixture(shown[rule.shows]) : undefined;
      const url = fill(path, fixture?.visible ?? {});
      const anonymous = await call(method, url, 'anonymous');
      if (rule.who === 'signed-in') {
        expectThat(
          anonymous.status === 401,
          `${key}: ${describeOutcome('anonymous', url, anonymous)} (want 401)`,
        );
      } else if (rule.signInWithout) {
        expectThat(
          anonymous.status === 401,
          `${key}: ${describeOutcome('anonymous', url, anonymous)} (want 401)`,
        );
        const named = `${url}?${rule.signInWithout}=${encodeURIComponent(owner.id)}`;
        const withTarget = await call(method, named, 'anonymous');
        expectThat(
          !REFUSALS.includes(withTarget.status) && withTarget.status < 500,
          `${key}: ${describeOutcome('anonymous', named, withTarget)} (want allowed)`,
        );
      } else {
        expectThat(
          !REFUSALS.includes(anonymous.status) && anonymous.status < 500,
          `${key}: ${describeOutcome('anonymous', url, anonymous)} (want allowed)`,
        );
      }
      for (const caller of ['stranger', 'owner'] as const) {
        const outcome = await call(method, url, caller);
        expectThat(
          !REFUSALS.includes(outcome.status) && outcome.status < 500,
          `${key}: ${describeOutcome(caller, url, outcome)} (want allowed)`,
        );
      }
      if (fixture?.hidden) {
        const hiddenUrl = fill(path, fixture.hidden);
        for (const caller of ['anonymous', 'stranger'] as const) {
          if (caller === 'anonymous' && rule.who === 'signed-in') continue;
          const outcome = await call(method, hiddenUrl, caller);
          expectThat(
            outcome.status === 404,
            `${key}: ${describeOutcome(caller, hiddenUrl, outcome)} (want 404)`,
          );
        }
        const ownerOutcome = await call(method, hiddenUrl, 'owner');
        expectThat(
          ![...REFUSALS, 404].includes(ownerOutcome.status) && ownerOutcome.status < 500,
          `${key}: ${describeOutcome('owner', hiddenUrl, ownerOutcome)} (want allowed)`,
        );
      }
    }
    expect(failures).toEqual([]);
    // Every operation is called four or five times, many on fixtures of their own: minutes on two cores.
  }, 600_000);

  it('grants nothing on a path that names a prototype key, even to the owner of the rest of it', async () => {
    const failures: string[] = [];
    for (const { key, method, path, rule } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if (names.length === 0) continue;
      // Staff calls are made by an admin, who may make them all: the handler's own look-up finds nothing.
      const isStaffCall = rule.who === 'staff';
      const source =
        rule.who === 'staff'
          ? undefined
          : 'of' in rule
            ? owned[rule.of]
            : rule.shows
              ? shown[rule.shows]
              : undefined;
      const fixture: Fixture | undefined = source
        ? await resolveFixture(source)
        : isStaffCall
          ? { visible: await staffParams(path) }
          : undefined;
      // A resource check (the guard's or the handler's) finds nothing by such a name: 400 or 404, never access.
      const namesResource = fixture !== undefined;
      for (const name of names) {
        for (const prototypeKey of PROTOTYPE_KEYS) {
          const url = fill(path, { ...fixture?.visible, [name]: prototypeKey });
          const outcome = await call(method, url, isStaffCall ? 'admin' : 'owner');
          const isRight = namesResource ? [400, 404].includes(outcome.status) : outcome.status < 500;
          if (!isRight) {
            failures.push(
              `${key}: ${describeOutcome('owner', url, outcome)} (want ${namesResource ? '400 or 404' : '< 500'})`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('staff', () => {
  /** docs/moderation.md's table: each staff call, and whether an admin, an editor and a moderator may make it. */
  function readStaffTable(): Array<{ key: string; allowed: Record<StaffRole, boolean> }> {
    const text = readFileSync(new URL('../../../../docs/moderation.md', import.meta.url), 'utf8');
    const start = text.indexOf('<!-- staff-permissions:start -->');
    const end = text.indexOf('<!-- staff-permissions:end -->');
    expect(start).toBeGreaterThan(0);
    return text
      .slice(start, end)
      .split('\n')
      .map((line) => /^\|\s*`(\w+ [^`]+)`\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|$/.exec(line))
      .flatMap((match) =>
        match
          ? [
              {
                key: match[1]!,
                allowed: {
                  admin: match[2] === 'yes',
                  editor: match[3] === 'yes',
                  moderator: match[4] === 'yes',
                },
              },
            ]
          : [],
      );
  }

  it('docs/moderation.md lists every staff call of the access policy, with the roles that may make it', () => {
    const rows = readStaffTable();
    const policy = Object.entries(ACCESS_POLICY).filter(([, rule]) => rule.who === 'staff');
    expect(policy.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.key).sort()).toEqual(policy.map(([key]) => key).sort());
    for (const row of rows) {
      const rule = ACCESS_POLICY[row.key]!;
      if (rule.who !== 'staff') throw new Error(`${row.key} is not a staff call`);
      for (const role of STAFF_ROLES) {
        expect(staffAnswer(rule.roles, [role]) === 'allowed', `${row.key} as ${role}`).toBe(
          row.allowed[role],
        );
      }
    }
  });

  it('lets an admin do everything, keeps a moderator from an editor’s work and an editor from a moderator’s', () => {
    // No moderator-only call exists yet (reports and bans come next): the rule they will use says it.
    expect(staffAnswer(['moderator'], ['editor'])).toBe('refused');
    expect(staffAnswer(['moderator'], ['moderator'])).toBe('allowed');
    expect(staffAnswer(['moderator'], ['admin'])).toBe('allowed');
    expect(staffAnswer(['editor'], ['moderator'])).toBe('refused');
    expect(staffAnswer(['admin'], ['editor', 'moderator'])).toBe('refused');
    expect(staffAnswer(['editor', 'moderator'], [])).toBe('hidden');
  });

  it('lets nobody grant themselves a role, an admin included', async () => {
    for (const role of STAFF_ROLES) {
      const self = staff[role];
      const res = await t.app.request(
        `/api/v1/staff/people/${self.id}/roles`,
        jsonRequest('PUT', { roles: [...STAFF_ROLES] }, self.headers),
      );
      expect(res.status, role).toBe(403);
      const profile = await t.app.request('/api/v2/users/profile', { headers: self.headers });
      expect(((await profile.json()) as { roles: string[] }).roles, role).toEqual([role]);
    }
    const ordinary = await t.app.request(
      `/api/v1/staff/people/${stranger.id}/roles`,
      jsonRequest('PUT', { roles: ['admin'] }, stranger.headers),
    );
    expect(ordinary.status).toBe(404);
  });

  it('grants nothing in the ordinary calls: to an admin, someone else’s draft is hidden and not theirs to edit', async () => {
    const draft = await makeExperience(t.database.db, { creatorId: owner.id, publishState: 'NOT_PUBLISHED' });
    const published = await makeExperience(t.database.db, { creatorId: owner.id });
    expect((await call('GET', `/api/v1/experiences/${draft.id}`, 'admin')).status).toBe(404);
    expect((await call('PUT', `/api/v1/experiences/${published.id}`, 'admin')).status).toBe(403);
  });
});
