import { listEmailRecipients } from '@happenings/db/notifications';
import { NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { NOTIFICATION_LIMITS } from './notification-limits.ts';
import {
  NOTIFICATION_UNSUBSCRIBE_PATH,
  notificationUnsubscribeLink,
  signNotificationUnsubscribeToken,
} from './notification-links.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let ana: SignedUpUser;
let bo: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t, { name: 'Ana', username: 'ana_p' });
  bo = await signUp(t, { name: 'Bo', username: 'bo_p' });
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api/v1/notifications/preferences';
const put = (user: SignedUpUser | null, body: unknown) =>
  t.app.request(PATH, jsonRequest('PUT', body, user?.headers ?? {}));
const preferencesOf = async (user: SignedUpUser): Promise<Json[]> =>
  ((await (await t.app.request(PATH, { headers: user.headers })).json()) as Json).items;
const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
  t.app.request('/api/v1/notifications/unsubscribe', jsonRequest('POST', { token }, headers));
const secret = () => t.deps.config.authSecret;

describe('GET and PUT /api/v1/notifications/preferences', () => {
  it('lists every type with the domain defaults until the person chooses', async () => {
    const items = await preferencesOf(ana);
    expect(items.map((item) => item.type)).toEqual([...NOTIFICATION_TYPES]);
    for (const item of items) {
      const rule = NOTIFICATION_RULES[item.type as keyof typeof NOTIFICATION_RULES];
      expect(item).toEqual({ type: item.type, inApp: rule.inApp, email: rule.email });
    }
    expect((await t.app.request(PATH)).status).toBe(401);
  });

  it('changes only the types given, and refuses malformed bodies naming the field', async () => {
    const res = await put(ana, { items: [{ type: 'CONNECTED', inApp: false, email: true }] });
    expect(res.status).toBe(200);
    const items = ((await res.json()) as Json).items;
    expect(items.find((item: Json) => item.type === 'CONNECTED')).toEqual({
      type: 'CONNECTED',
      inApp: false,
      email: true,
    });
    expect(items.find((item: Json) => item.type === 'FRIENDED')).toEqual({
      type: 'FRIENDED',
      ...{ inApp: NOTIFICATION_RULES.FRIENDED.inApp, email: NOTIFICATION_RULES.FRIENDED.email },
    });
    expect(await preferencesOf(ana)).toEqual(items);

    for (const body of [
      { items: [] },
      { items: [{ type: 'NOT_A_TYPE', inApp: true, email: true }] },
      {
        items: [
          { type: 'CONNECTED', inApp: true, email: true },
          { type: 'CONNECTED', inApp: false, email: true },
        ],
      },
      { items: [{ type: 'CONNECTED', inApp: 'yes', email: true }] },
    ]) {
      const refused = await put(ana, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const error = ((await refused.json()) as Json).error;
      expect(error.details[0].field).toMatch(/^body\.items/);
    }
    expect((await put(null, { items: [{ type: 'CONNECTED', inApp: true, email: true }] })).status).toBe(401);
  });

  it('creates nothing in the app for a type turned off there', async () => {
    // Ana turned CONNECTED off above: Bo's follow reaches her inbox no more.
    await t.app.request(`/api/v1/follows/users/${ana.id}`, { method: 'POST', headers: bo.headers });
    const inbox = (await (
      await t.app.request('/api/v1/notifications', { headers: ana.headers })
    ).json()) as Json;
    expect(inbox.items).toEqual([]);
    // Bo keeps the default: Ana's follow back reaches him.
    await t.app.request(`/api/v1/follows/users/${bo.id}`, { method: 'POST', headers: ana.headers });
    const his = (await (
      await t.app.request('/api/v1/notifications', { headers: bo.headers })
    ).json()) as Json;
    expect(his.items.map((item: Json) => item.type)).toEqual(['FRIENDED']);
  });
});

describe('POST /api/v1/notifications/unsubscribe', () => {
  it('turns e-mail off for the one type its link names, without signing in', async () => {
    const link = notificationUnsubscribeLink(t.deps.config, bo.id, 'REPLIED_TO_COMMENT');
    expect(link.startsWith(`${t.deps.config.publicUrl}${NOTIFICATION_UNSUBSCRIBE_PATH}?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect(
      await listEmailRecipients(t.database.db, { type: 'REPLIED_TO_COMMENT', recipientIds: [ana.id, bo.id] }),
    ).toEqual([ana.id, bo.id]);

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 'REPLIED_TO_COMMENT', inApp: true, email: false });
    // Again: still off, nothing else changed.
    expect((await unsubscribe(token)).status).toBe(200);
    const his = await preferencesOf(bo);
    expect(his.find((item) => item.type === 'REPLIED_TO_COMMENT')).toEqual({
      type: 'REPLIED_TO_COMMENT',
      inApp: true,
      email: false,
    });
    expect(his.find((item) => item.type === 'SHARED_COLLECTION')?.email).toBe(true);
    // Only Bo's: Ana, who holds no token of his, still gets those e-mails.
    expect((await preferencesOf(ana)).find((item) => item.type === 'REPLIED_TO_COMMENT')?.email).toBe(true);
    expect(
      await listEmailRecipients(t.database.db, { type: 'REPLIED_TO_COMMENT', recipientIds: [ana.id, bo.id] }),
    ).toEqual([ana.id]);
  });

  it('refuses a forged or altered token (400 naming body.token) and an account that is gone (404)', async () => {
    const token = signNotificationUnsubscribeToken(secret(), ana.id, 'SHARED_COLLECTION');
    const otherType = token.replace('SHARED_COLLECTION', 'SHARED_EXPERIENCE');
    const otherUser = token.replace(ana.id, bo.id);
    const forged = signNotificationUnsubscribeToken(
      'someone else’s secret, long enough',
      ana.id,
      'SHARED_COLLECTION',
    );
    for (const bad of [otherType, otherUser, forged, 'garbage', `${token}x`]) {
      const res = await unsubscribe(bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as Json).error).toMatchObject({
        code: 'INVALID_TOKEN',
        details: [{ field: 'body.token' }],
      });
    }
    expect((await preferencesOf(ana)).find((item) => item.type === 'SHARED_COLLECTION')?.email).toBe(true);
    expect(
      (await unsubscribe(signNotificationUnsubscribeToken(secret(), 'no-such-user', 'CONNECTED'))).status,
    ).toBe(404);
    expect((await unsubscribe('')).status).toBe(400);
  });

  it('limits how often one address may follow unsubscribe links', async () => {
    // A fresh API: the calls above came from the same (test) address.
    const fresh = await createTestApp();
    try {
      const user = await signUp(fresh, { name: 'Cy' });
      const token = signNotificationUnsubscribeToken(fresh.deps.config.authSecret, user.id, 'CONNECTED');
      const statuses: number[] = [];
      for (let i = 0; i <= NOTIFICATION_LIMITS.unsubscribesPerMinute.limit; i += 1) {
        const res = await fresh.app.request(
          '/api/v1/notifications/unsubscribe',
          jsonRequest('POST', { token }),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});
