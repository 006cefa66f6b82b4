/**
 * Issue 4 "Done means": a host creates a weekly event and finds it on the right dates in search. Also: editing it,
 * another user getting the "can't edit" page (403), the custom RRULE preview, BYSETPOS=0 rejected (spec §5), and
 * axe on /event/create empty and with its errors shown.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpUser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

/** A spot in Boston no seeded venue uses, so a tiny map box finds only this event. */
const SPOT = { lat: 42.31234, lng: -71.11234 };

function newYorkToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday after today (New York), so the whole series lies ahead. */
function nextMonday(): string {
  let date = addDays(newYorkToday(), 1);
  while (weekdayOf(date) !== 1) date = addDays(date, 1);
  return date;
}

async function signIn(page: Page, token: string) {
  const response = await page
    .context()
    .request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

async function eventDatesInWeek(request: APIRequestContext, experienceId: string, monday: string) {
  const response = await request.get('/api/v1/events', {
    params: {
      start: monday,
      end: addDays(monday, 6),
      xmin: SPOT.lng - 0.001,
      xmax: SPOT.lng + 0.001,
      ymin: SPOT.lat - 0.001,
      ymax: SPOT.lat + 0.001,
      size: 100,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    items: { localDate: string; startsAt: string; experience: { id: string } }[];
  };
  return body.items.filter((item) => item.experience.id === experienceId);
}

const firstMonday = nextMonday();
const name = `Riverside Supper Club ${Date.now()}`;

test.describe
  .serial('a host creates a weekly event', () => {
    let hostToken = '';
    let eventId = '';
    let eventSlug = '';

    test('signed-out visitors are sent to sign in first', async ({ page }) => {
      const response = await page.request.get('/event/create', { maxRedirects: 0 });
      expect([303, 307, 308]).toContain(response.status());
      expect(response.headers().location).toContain('/login?next=%2Fevent%2Fcreate');
    });

    test('creates a weekly event with hours and publishes it', async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      hostToken = (await signUpUser(page.request, baseURL!)).token;
      await signIn(page, hostToken);
      await page.goto('/event/create');
      await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();

      await page.getByLabel('Event name').fill(name);
      await page
        .getByLabel('Summary', { exact: true })
        .fill('Long tables by the river, three nights a week.');
      await page
        .getByLabel('Description', { exact: true })
        .fill('Bring friends. Dinner is served family style from 6 PM.');
      await page.getByRole('radio', { name: /Weekly hours/ }).check();
      await page.getByLabel('First date', { exact: true }).fill(firstMonday);
      await page.getByLabel('Last date', { exact: true }).fill(addDays(firstMonday, 27));
      for (const day of ['Tuesday', 'Wednesday', 'Thursday']) {
        await page.getByLabel(`${day}: open or closed`).selectOption('hours');
        await page.getByLabel(`${day} opens at`).fill('18:00');
        await page.getByLabel(`${day} closes at`).fill('21:00');
      }
      await expect(page.getByLabel('Monday: open or closed')).toHaveValue('closed');
      await page.getByLabel('Venue name').fill('Riverside Hall');
      await page.getByLabel('Street address').fill('1 River St');
      await page.getByText('Map position (optional)').click();
      await page.getByLabel('Latitude', { exact: true }).fill(String(SPOT.lat));
      await page.getByLabel('Longitude', { exact: true }).fill(String(SPOT.lng));

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        await page.screenshot({
          path: path.join(screenshotDir, `event-create-weekly-${width}.png`),
          fullPage: true,
        });
      }

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(/\/event\/(?!create)[^/]+$/);
      eventSlug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      const detail = await page.request.get(`/api/v1/experiences/slug/${encodeURIComponent(eventSlug)}`);
      const experience = (await detail.json()) as { id: string; when: Record<string, unknown> };
      eventId = experience.id;
      expect(experience.when).toMatchObject({
        repeats: 'WEEKLY',
        startDate: firstMonday,
        repeatsUntil: addDays(firstMonday, 27),
        weekdays: {
          monday: 'closed',
          tuesday: '18:00-21:00',
          wednesday: '18:00-21:00',
          thursday: '18:00-21:00',
        },
      });
    });

    test('finds it in search on Tuesday, Wednesday and Thursday but not Monday', async ({ request }) => {
      const secondMonday = addDays(firstMonday, 7);
      const items = await eventDatesInWeek(request, eventId, secondMonday);
      expect(items.map((item) => item.localDate).sort()).toEqual([
        addDays(secondMonday, 1),
        addDays(secondMonday, 2),
        addDays(secondMonday, 3),
      ]);
      expect(items.map((item) => item.localDate)).not.toContain(secondMonday);
      // 18:00 New York (EST or EDT) is 22:00 or 23:00 UTC.
      for (const item of items) expect(new Date(item.startsAt).getUTCHours()).toBeGreaterThanOrEqual(22);
      // Past the last date there is nothing.
      expect(await eventDatesInWeek(request, eventId, addDays(firstMonday, 28))).toEqual([]);
    });

    test('the host edits the name and sees the change', async ({ page }) => {
      await signIn(page, hostToken);
      await page.goto(`/event/create/${eventId}`);
      await expect(page.getByLabel('Event name')).toHaveValue(name);
      await expect(page.getByLabel('Tuesday: open or closed')).toHaveValue('hours');
      await page.getByLabel('Event name').fill(`${name} (new menu)`);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await page.waitForURL(/\/event\/(?!create)[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: `${name} (new menu)` })).toBeVisible();
    });

    test('another user gets the "can’t edit" page with 403', async ({ page, baseURL }) => {
      const other = await signUpUser(page.request, baseURL!);
      await signIn(page, other.token);
      const response = await page.goto(`/event/create/${eventId}`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'You can’t edit this event' })).toBeVisible();
      await expect(page.getByLabel('Event name')).toHaveCount(0);
      const missing = await page.goto('/event/create/no-such-event-id');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'You can’t edit this event' })).toBeVisible();
    });
  });

test('a custom RRULE shows its description and next dates; BYSETPOS=0 is rejected', async ({
  page,
  baseURL,
}) => {
  const { token } = await signUpUser(page.request, baseURL!);
  await signIn(page, token);
  await page.goto('/event/create');
  await page.getByLabel('Event name').fill('Last Friday Jazz');
  await page.getByRole('radio', { name: /Custom/ }).check();
  await page.getByLabel('Start date', { exact: true }).fill(addDays(firstMonday, 4));
  await page.getByLabel('Start time', { exact: true }).fill('20:00');
  await page.getByLabel('End time', { exact: true }).fill('23:00');
  await page.getByLabel('Frequency', { exact: true }).selectOption('MONTHLY');
  await page.getByLabel('Which week of the month').selectOption('-1');
  await page.getByLabel('Weekday', { exact: true }).selectOption('FR');
  const preview = page.getByTestId('rrule-preview');
  await expect(preview).toContainText('Every month on the last Friday');
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  await expect(preview.getByRole('listitem').nth(1)).toContainText(/^Fri, .* at 8:00 PM$/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({
      path: path.join(screenshotDir, `event-create-custom-${width}.png`),
      fullPage: true,
    });
  }

  await page.getByLabel('Advanced: write the RRULE text').check();
  await page.getByLabel('RRULE (RFC 5545)').fill('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=0');
  await expect(preview).toContainText('BYSETPOS must be between 1 and 366 or -366 and -1');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'to fix' });
  await expect(summary).toContainText('Repeat rule: BYSETPOS must be between 1 and 366 or -366 and -1');
  await expect(page).toHaveURL(/\/event\/create$/);

  // Back to the builder's valid rule; the venue comes from the venue search; saved as a draft.
  await page.getByLabel('Advanced: write the RRULE text').uncheck();
  await page.getByLabel('Find a venue').fill('Gardner');
  await page.getByRole('button', { name: /Isabella Stewart Gardner Museum/ }).click();
  await expect(page.getByLabel('Venue name')).toHaveValue('Isabella Stewart Gardner Museum');
  await expect(page.getByLabel('Street address')).toHaveValue('25 Evans Way');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/\/event\/create\/[^/]+$/);
  await expect(page.getByRole('note')).toContainText('This event is not published');
  await expect(page.getByTestId('rrule-preview')).toContainText('Every month on the last Friday');
  await expect(page.getByLabel('Venue name')).toHaveValue('Isabella Stewart Gardner Museum');
});

test('axe finds no violation on /event/create, empty and with errors shown', async ({ page, baseURL }) => {
  const { token } = await signUpUser(page.request, baseURL!);
  await signIn(page, token);
  await page.goto('/event/create');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Give the event a name.').first()).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(screenshotDir, 'event-create-errors-1280.png'), fullPage: true });
});
