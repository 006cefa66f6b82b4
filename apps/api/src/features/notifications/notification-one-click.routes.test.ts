import { listEmailRecipients } from '@happenings/db/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { NOTIFICATION_UNSUBSCRIBE_PATH, notificationListUnsubscribeHeaders } from './notification-links.ts';

let t: TestApp;
let ana: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t, { name: 'Ana', username: 'ana_oc' });
});
afterAll(() => t.close());

/** The https URL of the List-Unsubscribe a notification e-mail to Ana about replies carries. */
function oneClickUrl(): string {
  const headers = notificationListUnsubscribeHeaders(t.deps.config, ana.id, 'REPLIED_TO_COMMENT');
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const url = /^<([^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/notifications\/one-click-unsubscribe\?token=/);
  return url!.replace('http://localhost:3000', '');
}

const keepsEmail = async () =>
  (await listEmailRecipients(t.database.db, { type: 'REPLIED_TO_COMMENT', recipientIds: [ana.id] }))
    .length === 1;

describe('RFC 8058 one-click unsubscribe of notification e-mail', () => {
  it('a GET changes nothing (303 to the page that asks); the one-click POST turns that type’s e-mail off', async () => {
    const path = oneClickUrl();
    const opened = await t.app.request(path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000${NOTIFICATION_UNSUBSCRIBE_PATH}\\?token=`),
    );
    expect(await keepsEmail()).toBe(true);

    const wrongBody = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=No',
    });
    expect(wrongBody.status).toBe(400);
    expect(await keepsEmail()).toBe(true);

    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 'REPLIED_TO_COMMENT', inApp: true, email: false });
    expect(await keepsEmail()).toBe(false);
  });

  it('refuses a forged token', async () => {
    const res = await t.app.request('/api/v1/notifications/one-click-unsubscribe?token=abc.0.forged', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(400);
  });
});
