/**
 * Issue 23 "How it is checked": a new host submits an event for review, an editor rejects it with a reason, the
 * host reads the reason in the editor, edits and asks to publish again (held for review: a rejected event goes
 * back to the queue), the editor approves, and the event shows on the city page, in search and on the map. Both
 * sides are told in their inbox. Screenshots of each screen at 390 and 1280 px.
 *
 * The city page and search keep their first pages for a while; an approval drops what they kept, so the event
 * shows on the first load after it, with no reload.
 */
import { expectNoAxeViolations } from './support/axe';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { signInStaffBrowser } from './support/staff-account';
import { expect, test } from './support/test';

/** A spot in Boston no seeded venue uses. */
const SPOT = { lat: 42.34567, lng: -71.08765 };

function newYorkToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

test('a new host submits an event, an editor rejects it with a reason, the host resubmits and it is approved', async ({
  browser,
  baseURL,
}) => {
  // Three people, seven screens at two widths and two axe checks: minutes on a busy host.
  test.setTimeout(300_000);
  const hostContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const host = await hostContext.newPage();
  const editor = await staffContext.newPage();
  const person = await signUpWithUsername(hostContext.request, baseURL!);
  await signInBrowser(hostContext, person.token);
  await signInStaffBrowser(staffContext, baseURL!);
  // All day today: it sorts first among today's events, so the city page's first rows can show it.
  const today = newYorkToday();
  const name = `Harbor Kite Day ${Date.now().toString(36)}`;
  let eventId = '';

  await test.step('the host creates an event and submits it for review', async () => {
    await host.goto('/event/create');
    await host.getByLabel('Event name').fill(name);
    await host.getByLabel('Summary', { exact: true }).fill('Kites over the harbor, all day long.');
    await host.getByLabel('Start date', { exact: true }).fill(today);
    await host.getByLabel('End date', { exact: true }).fill(today);
    await host.getByLabel('All day').check();
    await host.getByLabel('Venue name').fill('Harbor Green');
    await host.getByLabel('Street address').fill('1 Harbor Way');
    await host.getByText('Map position (optional)').click();
    await host.getByLabel('Latitude', { exact: true }).fill(String(SPOT.lat));
    await host.getByLabel('Longitude', { exact: true }).fill(String(SPOT.lng));
    await host.getByRole('button', { name: 'Submit for review' }).click();
    await host.waitForURL(/\/event\/create\/[^/]+$/);
    eventId = decodeURIComponent(new URL(host.url()).pathname.split('/').pop()!);
    await expect(host.getByRole('heading', { name: 'Waiting for review' })).toBeVisible();
    await expect(host.getByText(/Submitted .* at /)).toBeVisible();
    await screenshotAtBothWidths(host, 'review-host-waiting');
  });

  await test.step('the editor finds it in the queue and rejects it, a reason being required', async () => {
    await editor.goto('/admin');
    const nav = editor.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: /^Review \d+ waiting$/ })).toBeVisible();
    await editor.goto('/admin/review');
    await expect(editor.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    const row = editor.getByRole('listitem').filter({ has: editor.getByRole('link', { name }) });
    await expect(row).toContainText('0 published');
    await screenshotAtBothWidths(editor, 'review-queue');
    await row.getByRole('link', { name }).click();
    await expect(editor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(editor.getByRole('article')).toContainText('Harbor Green');

    await editor.getByRole('button', { name: 'Reject' }).click();
    const reason = editor.getByLabel('Reason for the host');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Say why, for the host.')).toBeVisible();
    await expect(reason).toBeFocused();
    await screenshotAtBothWidths(editor, 'review-item-reason-missing');
    await expectNoAxeViolations(editor);
    await reason.fill('Please add a description of what happens and who it is for.');
    await editor.getByRole('button', { name: 'Reject' }).click();
    await editor.waitForURL(/\/admin\/review\?outcome=rejected/);
    await expect(editor.getByRole('status').filter({ hasText: 'went back to its host' })).toBeVisible();
    await expect(editor.getByRole('link', { name })).toHaveCount(0);
  });

  await test.step('the host reads the reason in the editor and the inbox, edits and asks to publish again', async () => {
    await host.goto('/notifications');
    const notice = host.getByTestId('notification').filter({ hasText: 'was not approved' });
    await expect(notice).toContainText('Please add a description');
    await expect(notice.getByRole('link')).toHaveAttribute('href', `/event/create/${eventId}`);
    await notice.getByRole('link').click();
    await host.waitForURL(`**/event/create/${eventId}`);
    await expect(host.getByRole('heading', { name: 'Edit and resubmit' })).toBeVisible();
    await expect(host.getByTestId('review-reason')).toHaveText(
      'Please add a description of what happens and who it is for.',
    );
    await screenshotAtBothWidths(host, 'review-host-rejected');
    await expectNoAxeViolations(host);
    await host
      .getByLabel('Description', { exact: true })
      .fill('Bring a kite or borrow one. Families welcome; the wind is best after noon.');
    await host.getByRole('button', { name: 'Publish', exact: true }).click();
    // A rejected event goes back to an editor: the editor says so, not "Published".
    await expect(
      host.getByRole('heading', { name: 'Sent to an editor before it is published' }),
    ).toBeVisible();
    expect(new URL(host.url()).pathname).toBe(`/event/create/${eventId}`);
    await screenshotAtBothWidths(host, 'review-host-held');
  });

  const visitor = await browser.newPage({ baseURL });
  await test.step('a visitor does not find it yet (and the city page and search keep these answers)', async () => {
    await visitor.goto('/boston-ma');
    await expect(visitor.getByRole('region', { name: /Happening today/ })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  });

  await test.step('the editor approves it', async () => {
    await editor.goto(`/admin/review/${eventId}`);
    await expect(editor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(editor.getByText('Families welcome')).toBeVisible();
    await screenshotAtBothWidths(editor, 'review-item');
    await editor.getByRole('button', { name: 'Approve' }).click();
    await editor.waitForURL(/\/admin\/review\?outcome=approved/);
    await expect(editor.getByRole('status').filter({ hasText: 'is published' })).toBeVisible();
    await screenshotAtBothWidths(editor, 'review-queue-after-approval');
    // Deciding again is answered with what happened, not a crash.
    await editor.goto(`/admin/review/${eventId}`);
    await expect(
      editor.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
  });

  await test.step('the audit log holds the rejection and the approval, each with before and after', async () => {
    await editor.goto(`/admin/audit?targetType=EXPERIENCE&targetId=${eventId}`);
    const rows = editor.getByRole('table').getByRole('row');
    const rejected = rows.filter({ hasText: 'Reject experience' });
    const approved = rows.filter({ hasText: 'Approve experience' });
    await expect(rejected).toHaveCount(1);
    await expect(approved).toHaveCount(1);
    await expect(approved).toContainText('publishState: PENDING_REVIEW');
    await expect(approved).toContainText('publishState: PUBLISHED');
    await expect(rejected).toContainText('publishState: NOT_PUBLISHED');
  });

  const answer = await hostContext.request.get(`/api/v1/experiences/${eventId}`, {
    headers: bearer(person.token),
  });
  const { slug, publishState } = (await answer.json()) as { slug: string; publishState: string };
  expect(publishState).toBe('PUBLISHED');

  await test.step('the host is told, and the event shows on the city page, in search and on the map', async () => {
    await host.goto('/notifications');
    await expect(host.getByTestId('notification').filter({ hasText: 'was approved' })).toContainText(name);

    const eventLink = visitor.getByRole('link', { name: new RegExp(name) }).first();
    await visitor.goto('/boston-ma');
    await expect(
      visitor.getByRole('region', { name: /Happening today/ }).getByRole('link', { name: new RegExp(name) }),
    ).toBeVisible();
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(
      visitor.getByRole('list', { name: 'Events' }).getByRole('link', { name: new RegExp(name) }),
    ).toBeVisible();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('region', { name: 'Map of events in Boston' })).toHaveAttribute(
      'data-map-status',
      'ready',
    );
    await expect(visitor.locator(`[data-map-ids~="${eventId}"]`)).toHaveCount(1, { timeout: 20_000 });
    await eventLink.click();
    await visitor.waitForURL(`**/event/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await hostContext.close();
  await staffContext.close();
  await visitor.close();
});

test('two editors decide the same event: the second is told what the first did; the forms work without scripts', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hostContext = await browser.newContext({ baseURL });
  const person = await signUpWithUsername(hostContext.request, baseURL!);
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await hostContext.request.post('/api/v1/experiences', {
    headers: bearer(person.token),
    data: {
      name: `Rooftop Star Party ${Date.now().toString(36)}`,
      shortDescription: 'Telescopes on the roof after dark.',
      when: { startDate: start, endDate: start, startTime: '20:00', endTime: '22:00' },
      where: { name: 'Science Park', address: '1 Science Park', city: 'Boston', state: 'MA' },
      categories: [],
      publishState: 'PENDING_REVIEW',
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; name: string; publishState: string };
  expect(event.publishState).toBe('PENDING_REVIEW');
  // The editor's browser runs no script: every control of the item is a plain form.
  const staffContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const staffToken = await signInStaffBrowser(staffContext, baseURL!);
  const editor = await staffContext.newPage();

  await editor.goto(`/admin/review/${event.id}`);
  await expect(editor.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(editor.getByText('0 events published · not trusted')).toBeVisible();
  await editor.getByRole('button', { name: 'Mark host trusted' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'The host is trusted' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Mark host trusted' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another editor approves it meanwhile; this one, on the page read before, rejects it.
  const approved = await staffContext.request.post(`/api/v1/staff/review/${event.id}/approve`, {
    headers: bearer(staffToken),
  });
  expect(approved.status()).toBe(200);
  await editor.getByLabel('Reason for the host').fill('The date looks wrong.');
  await editor.getByRole('button', { name: 'Reject' }).click();
  await editor.waitForURL(/\/admin\/review\?outcome=already-approved/);
  await expect(
    editor.getByRole('status').filter({ hasText: `Another editor already approved “${event.name}”` }),
  ).toBeVisible();
  const now = await hostContext.request.get(`/api/v1/experiences/${event.id}`, {
    headers: bearer(person.token),
  });
  expect(((await now.json()) as { publishState: string }).publishState).toBe('PUBLISHED');

  await hostContext.close();
  await staffContext.close();
});
