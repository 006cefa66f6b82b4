/**
 * The README's permission table of collections, read from README.md: it must list exactly the collection rules of
 * access-policy.ts, and every row is called as each kind of caller (signed out, someone else, a viewer, the owner;
 * for invites and shares: their invitee or receiver, the collection's owner or sender, anyone else) on a community
 * and a private collection, expecting what the README's legend says. Editing either side alone fails here.
 */
import { readFileSync } from 'node:fs';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_POLICY, type AccessRule } from '../../http/access-policy.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCollectionFixture } from './collection.fixtures.ts';

const README = new URL('../../../../../README.md', import.meta.url);

/** The README's words for each rule. */
const RULES: Record<string, AccessRule> = {
  'anyone who can see it': { who: 'anyone', shows: 'collection' },
  'signed-in who can see it': { who: 'signed-in', shows: 'collection' },
  'signed-in': { who: 'signed-in' },
  participant: { who: 'participant', of: 'collection' },
  owner: { who: 'owner', of: 'collection' },
  invitee: { who: 'owner', of: 'collection-invite' },
  receiver: { who: 'owner', of: 'collection-share' },
};

interface Row {
  key: string;
  method: string;
  path: string;
  who: string;
}

function readTable(): Row[] {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('<!-- collection-permissions:start -->');
  const end = text.indexOf('<!-- collection-permissions:end -->');
  expect(start).toBeGreaterThan(0);
  return text
    .slice(start, end)
    .split('\n')
    .map((line) => /^\|\s*`(\w+) ([^`]+)`\s*\|\s*([^|]+?)\s*\|$/.exec(line))
    .flatMap((match) =>
      match ? [{ key: `${match[1]} ${match[2]}`, method: match[1]!, path: match[2]!, who: match[3]! }] : [],
    );
}

const rows = readTable();

describe('the README permission table of collections', () => {
  it('lists every collection call of the access policy once, with its rule', () => {
    const policy = Object.entries(ACCESS_POLICY).filter(([key]) => key.includes('/api/v1/collections'));
    expect(rows.map((row) => row.key).sort()).toEqual(policy.map(([key]) => key).sort());
    for (const row of rows) {
      expect(RULES[row.who], `${row.key}: unknown rule "${row.who}"`).toBeDefined();
      expect(ACCESS_POLICY[row.key], row.key).toEqual(RULES[row.who]);
    }
  });
});

type Caller = 'signed-out' | 'stranger' | 'viewer' | 'owner';
type Outcome = 'allowed' | 401 | 403 | 404;

/** The legend of the README table: what each kind of caller gets, on a community and on a private collection. */
function expected(who: string, caller: Caller, isCommunity: boolean): Outcome {
  const hiddenOr = (visible: Outcome): Outcome => (isCommunity ? visible : 404);
  switch (who) {
    case 'anyone who can see it':
      return caller === 'signed-out' || caller === 'stranger' ? hiddenOr('allowed') : 'allowed';
    case 'signed-in who can see it':
      if (caller === 'signed-out') return 401;
      return caller === 'stranger' ? hiddenOr('allowed') : 'allowed';
    case 'signed-in':
      return caller === 'signed-out' ? 401 : 'allowed';
    case 'participant':
      if (caller === 'signed-out') return 401;
      return caller === 'stranger' ? hiddenOr(403) : 'allowed';
    case 'owner':
      if (caller === 'signed-out') return 401;
      if (caller === 'stranger') return hiddenOr(403);
      return caller === 'viewer' ? 403 : 'allowed';
    default:
      throw new Error(`no legend for ${who}`);
  }
}

let t: TestApp;
let owner: SignedUpUser;
let viewer: SignedUpUser;
let stranger: SignedUpUser;
let invitee: SignedUpUser;
let itemIds: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  owner = await signUp(t, { username: 'table_owner' });
  viewer = await signUp(t, { username: 'table_viewer' });
  stranger = await signUp(t, { username: 'table_stranger' });
  invitee = await signUp(t, { username: 'table_invitee' });
  await makeLocation(t.database.db);
  itemIds = [];
  for (let i = 0; i < 2; i += 1)
    itemIds.push((await makeExperience(t.database.db, { creatorId: owner.id })).id);
});
afterAll(async () => {
  await t?.close();
});

/** A body and query that make each call succeed for someone allowed to make it. */
function requestFor(row: Row, params: Record<string, string>): { url: string; body?: unknown } {
  const url = row.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'none'));
  const bodies: Record<string, unknown> = {
    'POST /api/v1/collections': { name: 'Made in the table test' },
    'PUT /api/v1/collections/{id}': { name: 'Renamed in the table test' },
    'POST /api/v1/collections/{id}/content': { itemId: itemIds[1], type: 'experience' },
    'PUT /api/v1/collections/{id}/content': { items: [{ itemId: itemIds[0], type: 'experience' }] },
    'POST /api/v1/collections/{id}/invites/user': { userId: invitee.id },
    'POST /api/v1/collections/{id}/invites/by-link': {},
    'POST /api/v1/collections/community/{id}/shares': { userIds: [invitee.id] },
  };
  const queries: Record<string, string> = {
    'GET /api/v1/collections/community/{id}/share-receivers-status': `?userIds=${invitee.id}`,
  };
  return { url: `${url}${queries[row.key] ?? ''}`, body: bodies[row.key] };
}

async function call(row: Row, params: Record<string, string>, who: SignedUpUser | null) {
  const { url, body } = requestFor(row, params);
  const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
  const res = await t.app.request(
    url,
    body === undefined ? { method: row.method, headers } : jsonRequest(row.method, body, headers),
  );
  return { status: res.status, text: (await res.text()).slice(0, 200) };
}

/** Allowed: answered, not refused. A 409 is a business answer (a private collection is not shared), not a refusal. */
const matches = (status: number, want: Outcome) =>
  want === 'allowed' ? status < 400 || status === 409 : status === want;

describe('every row, called as each kind of caller', () => {
  it('answers as the table says', async () => {
    const failures: string[] = [];
    const check = (label: string, outcome: { status: number; text: string }, want: Outcome) => {
      if (!matches(outcome.status, want))
        failures.push(`${label} → ${outcome.status} ${outcome.text} (want ${want})`);
    };
    const callers: [Caller, () => SignedUpUser | null][] = [
      ['signed-out', () => null],
      ['stranger', () => stranger],
      ['viewer', () => viewer],
      // The owner last: deleting or leaving leaves nothing for the others.
      ['owner', () => owner],
    ];

    for (const row of rows) {
      if (row.who === 'invitee' || row.who === 'receiver') {
        // The owner invites (or shares with) the invitee; the stranger is neither. A link's holder is its invitee:
        // they call with its token, everyone else with the bare invite id.
        const made = await makeCollectionFixture(t.database.db, {
          ownerId: owner.id,
          isCommunity: row.who === 'receiver',
          inviteeIds: row.who === 'invitee' ? [invitee.id] : [],
          shareWith: row.who === 'receiver' ? [invitee.id] : [],
          links: 1,
        });
        const isJoin = row.path.endsWith('/join');
        const link = made.links[0]!;
        const id = row.who === 'receiver' ? made.id : isJoin ? link.inviteId : made.inviteIds[0]!;
        const params = { id, shareId: made.shareIds[0] ?? '' };
        check(`${row.key} signed-out`, await call(row, params, null), 401);
        check(`${row.key} stranger`, await call(row, params, stranger), 404);
        check(`${row.key} owner/sender`, await call(row, params, owner), 403);
        const own = isJoin ? { ...params, id: link.token } : params;
        check(`${row.key} ${row.who}`, await call(row, own, invitee), 'allowed');
        continue;
      }
      for (const isCommunity of [true, false]) {
        for (const [caller, who] of callers) {
          // A fresh collection for each caller: an allowed call may change it (delete it, leave it, remove someone).
          const made = await makeCollectionFixture(t.database.db, {
            ownerId: owner.id,
            isCommunity,
            viewerIds: [viewer.id],
            items: [{ itemId: itemIds[0]! }],
            inviteeIds: [stranger.id],
          });
          const params = {
            id: made.id,
            itemId: itemIds[0]!,
            userId: viewer.id,
            inviteId: made.inviteIds[0]!,
          };
          const label = `${row.key} ${caller} on a ${isCommunity ? 'community' : 'private'} collection`;
          check(label, await call(row, params, who()), expected(row.who, caller, isCommunity));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
