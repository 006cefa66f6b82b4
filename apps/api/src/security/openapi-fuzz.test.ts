/**
 * Property-based fuzzing of the whole API (security suite): for every operation of the OpenAPI document the app
 * publishes, every other route it serves and the /api/auth endpoints, requests mixing valid values, boundary values,
 * wrong types, missing and extra fields, raw non-JSON bodies and hostile URL bytes, sent anonymously and signed in,
 * over a database seeded with real rows whose ids the requests reuse. Every response must be under 500, and every
 * error must be the API's JSON error shape with nothing of the server's insides in it. The back office's calls are
 * also sent by a staff member holding every role, so their inputs reach the handlers past the access guard.
 *
 * The targets are read from the app, so a new operation is fuzzed the day it lands. FUZZ_SEED and FUZZ_RUNS vary
 * the run (fuzz-settings.ts); a failure prints the operation, the shrunk request and the response, and
 * `-t '<identity> <METHOD> <path>'` with the same FUZZ_SEED replays one property (each has its own derived seed).
 * Before the sampled runs, every operation meets each prototype key in each of its parameters and body fields
 * (prototype-key-sweep.ts); `-t 'prototype keys'` runs that sweep alone.
 */
import { createHash } from 'node:crypto';
import { changeStaffRoles } from '@happenings/db/staff';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { STAFF_ROLES } from '@happenings/domain/staff';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_POLICY } from '../http/access-policy.ts';
import { OPENAPI_INFO } from '../http/openapi.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { createTestApp } from '../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { describeRequest, type FuzzRequest, type RequestContext, requestArbitrary } from './fuzz-request.ts';
import { MIN_RUNS_PER_PROPERTY, readFuzzSettings, runsPerProperty, seedFor } from './fuzz-settings.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { listAuthTargets, listDocumentTargets, listUndocumentedTargets } from './fuzz-targets.ts';
import { BOGUS_AUTHORIZATIONS, BOGUS_COOKIES } from './hostile-values.ts';
import { resolvePointer } from './openapi-arbitraries.ts';
import { prototypeKeySweep } from './prototype-key-sweep.ts';
import { findResponseProblems } from './response-problems.ts';

// The fuzzer looks for crashes and leaks, not for limits: with real limits most requests would stop at a 429
// before reaching the code under test. (Single use of a phone challenge rides on the limiter too, so solved
// challenges stay usable for the whole run.)
const neverLimits: RateLimiter = { consume: async () => ({ allowed: true, retryAfterSeconds: 0 }) };

const settings = readFuzzSettings(process.env);
const t = await createTestApp({ rateLimiter: neverLimits });
const document = t.app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
const documentTargets = listDocumentTargets(document);
/** Operations with declared inputs share the request budget. */
const operations: FuzzTarget[] = [...documentTargets, ...listAuthTargets()];
/**
 * Routes outside the document declare no input (the document page, the media server): only junk query, headers
 * and path tails vary, so they get the floor of runs, not a share of the budget.
 */
const undocumented = listUndocumentedTargets(t.app.routes, documentTargets);
const targets = [...operations, ...undocumented];
const IDENTITIES = ['anonymous', 'signed in'] as const;
type Identity = (typeof IDENTITIES)[number] | 'staff';
/** The back office's calls, also fuzzed as staff: anyone else stops at the access guard. */
const staffTargets = documentTargets.filter((target) => ACCESS_POLICY[target.key]?.who === 'staff');
const operationRuns = runsPerProperty(settings, operations.length * IDENTITIES.length + staffTargets.length);
const numRunsOf = (target: FuzzTarget) =>
  undocumented.includes(target) ? MIN_RUNS_PER_PROPERTY : operationRuns;
const plannedRequests =
  IDENTITIES.length * targets.reduce((sum, target) => sum + numRunsOf(target), 0) +
  staffTargets.length * operationRuns;

/** Real values by field or parameter name, filled once the rows exist. */
const known = new Map<string, string[]>();
let fuzzUser: SignedUpUser;
/** Holds every staff role: an admin, so every staff rule lets it through. */
let staffUser: SignedUpUser;
let requestsSent = 0;
const startedAt = Date.now();

/** Finds the nonce for a phone challenge (phone-challenge.ts): SHA-256 of `challenge:nonce` with enough zero bits. */
function solvePhoneChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      bits += byte === 0 ? 8 : Math.clz32(byte) - 24;
      if (byte !== 0) break;
    }
    if (bits >= difficulty) return `${challenge}:${nonce}`;
  }
}

async function seedRows(): Promise<void> {
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  fuzzUser = await signUp(t, { username: 'fuzzuser' });
  const alice = await makeUser(db);
  const bob = await makeUser(db);
  const soon = (days: number) => ({ startsAt: new Date(Date.now() + days * 86_400_000) });
  const published = await makeExperience(db, {
    creatorId: alice.id,
    categories: ['music'],
    occurrences: [soon(1), soon(8)],
  });
  const inDc = await makeExperience(db, {
    locationSlug: 'washington-dc',
    lat: 38.9,
    lng: -77.03,
    categories: ['art'],
    occurrences: [soon(2)],
  });
  const draft = await makeExperience(db, { creatorId: alice.id, publishState: 'NOT_PUBLISHED' });
  const ownDraft = await makeExperience(db, { creatorId: fuzzUser.id, publishState: 'NOT_PUBLISHED' });
  // What the review queue's calls decide on.
  const waiting = await Promise.all(
    [1, 2, 3].map(() => makeExperience(db, { creatorId: alice.id, publishState: 'PENDING_REVIEW' })),
  );
  staffUser = await signUp(t, { username: 'fuzzstaff' });

  const place = await t.app.request(
    '/api/v1/places',
    jsonRequest('PUT', { name: 'Fuzz Hall', location: 'boston-ma' }, fuzzUser.headers),
  );
  expect(place.status).toBe(201);
  const placeId = ((await place.json()) as { id: string }).id;
  for (const [method, path] of [
    ['POST', `/api/v1/follows/users/${alice.id}`],
    ['POST', `/api/v1/interested/experience/${published.id}`],
    ['POST', `/api/v1/interested/place/${placeId}`],
  ] as const) {
    const res = await t.app.request(path, { method, headers: fuzzUser.headers });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
  }

  const challenges: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await t.app.request('/api/v1/auth/phone-challenge');
    const { challenge, difficulty } = (await res.json()) as { challenge: string; difficulty: number };
    challenges.push(solvePhoneChallenge(challenge, difficulty));
  }

  const ids = [
    ...[alice.id, bob.id, fuzzUser.id, published.id, inDc.id, draft.id, ownDraft.id, placeId],
    ...waiting.map((experience) => experience.id),
  ];
  for (const name of ['id', 'userId', 'creatorId', 'itemId']) known.set(name, ids);
  known.set('itemsId', [...ids, ids.join(','), `${published.id},${placeId}`]);
  known.set('slug', [published.slug, inDc.slug, draft.slug]);
  known.set('username', [alice.username!, bob.username!, 'fuzzuser']);
  known.set('email', [alice.email, fuzzUser.email]);
  known.set('password', ['a good long password']);
  known.set('phoneNumber', ['+16175550100']);
  known.set('location', ['boston-ma', 'washington-dc', 'boston']);
  known.set('region', ['washington-dc', 'Philadelphia']);
  known.set('categories', ['music', 'music,art']);
  known.set('interests', ['music', 'art']);
  known.set('path', ['/', '/events/boston-ma']);
  known.set('hashes', [createHash('sha256').update(alice.email).digest('hex')]);
  const today = new Date().toISOString().slice(0, 10);
  for (const name of ['currentDate', 'weekStartDate', 'start', 'end']) known.set(name, [today]);
  known.set('x-phone-challenge', challenges);
  known.set('rest', ['image/seed/a.jpg', 'originals/image/x.webp']);
  known.set('query', ['alice', 'fuzz', '@example']);
  known.set('reason', ['Say where people meet.']);
  known.set('actorId', [staffUser.id, fuzzUser.id]);
}

/**
 * The staff caller, holding every role again before each of its properties: a staff call of an earlier property
 * may have changed its roles (an admin may change anyone's but their own), which would leave it at the guard.
 */
async function staffCaller(): Promise<SignedUpUser> {
  await changeStaffRoles(t.database.db, {
    actorId: null,
    userId: staffUser.id,
    roles: STAFF_ROLES,
    now: Date.now(),
  });
  return staffUser;
}

function contextFor(identity: Identity, user: SignedUpUser): RequestContext {
  const credentials =
    identity === 'anonymous'
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...BOGUS_AUTHORIZATIONS).map((authorization) => ({ authorization })),
          },
          { weight: 1, arbitrary: fc.constantFrom(...BOGUS_COOKIES).map((cookie) => ({ cookie })) },
        )
      : fc.constantFrom<Record<string, string>>(
          { authorization: `Bearer ${user.token}` },
          { cookie: user.cookie },
          { authorization: `Bearer ${user.token}`, cookie: user.cookie },
        );
  return {
    resolve: (schema) => resolvePointer(document, schema),
    knownValues: (name) => known.get(name) ?? [],
    credentials,
    publicUrl: t.deps.config.publicUrl,
  };
}

/** The shared signed-in user, signed up again if an earlier operation ended its session. */
async function signedInUser(): Promise<SignedUpUser> {
  const res = await t.app.request('/api/auth/get-session', { headers: fuzzUser.headers });
  if ((await res.json()) === null) fuzzUser = await signUp(t);
  return fuzzUser;
}

/**
 * The user a target's requests carry when signed in. Auth endpoints may end the session they are called with
 * (sign-out): they get a user of their own. Any other operation that ended the shared user's session would leave
 * the rest of the run anonymous.
 */
async function userFor(identity: Identity, target: FuzzTarget): Promise<SignedUpUser> {
  if (identity === 'staff') return staffCaller();
  return identity === 'signed in' && target.path.startsWith('/api/auth/') ? signUp(t) : signedInUser();
}

/** Throws with the request and the answer when the answer breaks a rule of response-problems.ts. */
/** Staff calls whose staff requests got past the access guard at least once (answered by the handler). */
const staffPastGuard = new Set<string>();

async function sendAndCheck(request: FuzzRequest, target: FuzzTarget, identity: Identity): Promise<void> {
  const response = await send(request);
  const isGuardRefusal =
    response.status === 401 ||
    response.status === 403 ||
    (response.status === 404 && response.text.includes('No route for'));
  if (identity === 'staff' && !isGuardRefusal) staffPastGuard.add(target.key);
  const problems = findResponseProblems(request.url, response);
  if (problems.length === 0) return;
  throw new Error(
    `${target.key} (${identity}) answered ${response.status}: ${problems.join('; ')}\n` +
      `request:\n${describeRequest(request)}\n` +
      `response (${response.contentType}): ${response.text.slice(0, 300)}`,
  );
}

async function send(request: FuzzRequest) {
  requestsSent += 1;
  const res = await t.app.request(
    new Request(`http://localhost${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    }),
  );
  const response = {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
  if (response.status < 300 && response.contentType.startsWith('application/json')) harvest(response.text);
  return response;
}

/** Most values kept per name, so the seeded rows keep a fair share of the picks. */
const MAX_KNOWN = 40;

/**
 * Ids, slugs and usernames from successful answers join the known values, so rows that requests create (a roundup,
 * a comment, a collection) are hit by the properties that run after, whatever their resource.
 */
function harvest(text: string): void {
  const remember = (name: string, value: string) => {
    const values = known.get(name) ?? [];
    if (values.length < MAX_KNOWN && !values.includes(value)) known.set(name, [...values, value]);
  };
  const walk = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
      if (typeof child === 'string' && child !== '') {
        if (key === 'id' || key.endsWith('Id')) remember('id', child);
        if (key.endsWith('Id') || key === 'slug' || key === 'username') remember(key, child);
      } else {
        walk(child, depth + 1);
      }
    }
  };
  try {
    walk(JSON.parse(text), 0);
  } catch {
    // Not JSON after all: nothing to learn.
  }
}

beforeAll(async () => {
  await seedRows();
  console.info(
    `openapi-fuzz: seed ${settings.seed} (FUZZ_SEED), ${IDENTITIES.length} identities × (${operations.length} ` +
      `operations × ${operationRuns} runs + ${undocumented.length} other routes × ${MIN_RUNS_PER_PROPERTY}) + ` +
      `staff × ${staffTargets.length} staff operations × ${operationRuns} runs = ` +
      `${plannedRequests} sampled requests (FUZZ_RUNS=${settings.totalRuns}), after the prototype-key sweep`,
  );
}, 60_000);

afterAll(async () => {
  console.info(`openapi-fuzz: ${requestsSent} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  await t.close();
});

it('fuzzes every operation of the published document', () => {
  const documented = Object.values(document.paths ?? {}).flatMap((item) =>
    Object.keys(item ?? {}).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)),
  );
  expect(documented.length).toBeGreaterThan(0);
  expect(documentTargets).toHaveLength(documented.length);
  expect(plannedRequests).toBeGreaterThanOrEqual(settings.totalRuns);
});

/**
 * Each operation is swept once, as the least trusted caller its handler serves: anonymous where anyone may call it
 * (and outside the document), staff for the back office's calls, else signed in (anonymous calls stop at the access
 * guard's 401 before any input, and anyone without a staff role at its 404).
 */
const sweepIdentity = (target: FuzzTarget): Identity => {
  if (!documentTargets.includes(target)) return 'anonymous';
  const who = ACCESS_POLICY[target.key]?.who;
  return who === 'anyone' ? 'anonymous' : who === 'staff' ? 'staff' : 'signed in';
};

/** Draws of a sweep's valid parts tried, at most, for one the API takes. */
const SWEEP_DRAWS = 8;

describe('prototype keys', () => {
  it.each(targets.map((target) => [target.key, sweepIdentity(target), target] as const))(
    '%s (%s)',
    async (_key, identity, target) => {
      const user = await userFor(identity, target);
      const context = contextFor(identity, user);
      const seed = seedFor(settings, `prototype keys ${target.key}`);
      // The first of a few draws of the valid parts that the API takes (real ids, a body that passes its rules),
      // so that the keys meet the handler rather than a 400 or 404 about something else.
      let sweep = prototypeKeySweep(target, context, seed);
      let isBaseTaken = (await send(sweep.base)).status < 400;
      for (let draw = 1; draw < SWEEP_DRAWS && !isBaseTaken; draw += 1) {
        sweep = prototypeKeySweep(target, context, seed, draw);
        isBaseTaken = (await send(sweep.base)).status < 400;
      }
      // Every request is sent, and every failure reported: which keys fail, and where, tells what the cause is.
      const failures: string[] = [];
      for (const request of [...sweep.requests, ...(isBaseTaken ? sweep.fieldRequests : [])]) {
        await sendAndCheck(request, target, identity).catch((error: Error) => failures.push(error.message));
      }
      expect(failures).toEqual([]);
    },
    180_000,
  );
});

describe.each(IDENTITIES)('%s', (identity) => {
  it.each(targets.map((target) => [target.key, target] as const))(
    '%s',
    async (_key, target) => {
      const user = await userFor(identity, target);
      const property = fc.asyncProperty(requestArbitrary(target, contextFor(identity, user)), (request) =>
        sendAndCheck(request, target, identity),
      );
      await fc.assert(property, {
        seed: seedFor(settings, `${identity} ${target.key}`),
        numRuns: numRunsOf(target),
      });
    },
    180_000,
  );
});

describe('staff', () => {
  it.each(staffTargets.map((target) => [target.key, target] as const))(
    '%s',
    async (_key, target) => {
      const user = await userFor('staff', target);
      const property = fc.asyncProperty(requestArbitrary(target, contextFor('staff', user)), (request) =>
        sendAndCheck(request, target, 'staff'),
      );
      await fc.assert(property, { seed: seedFor(settings, `staff ${target.key}`), numRuns: operationRuns });
    },
    180_000,
  );
});

it('reached the handler of every staff call as staff, past the access guard', () => {
  expect(staffTargets.length).toBeGreaterThan(0);
  expect(staffTargets.map((target) => target.key).filter((key) => !staffPastGuard.has(key))).toEqual([]);
});
