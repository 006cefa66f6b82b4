/**
 * issue 26 Connect a calendar: a venue's manager connects the calendar they keep elsewhere (an .ics feed served by
 * this test on 127.0.0.1), sees the first import's report, and finds the imported weekly event on each of its dates
 * in search and on the map; the next hourly sync of an unchanged feed changes nothing. At 390 and 1280 px.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

/** 'YYYY-MM-DD' and 'YYYYMMDD', `days` after today (UTC; the dates are days ahead, the zone cannot shift them). */
function dayAfterToday(days: number): { iso: string; ical: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { iso, ical: iso.replaceAll('-', '') };
}

/** A calendar as Google writes one, with a fresh DTSTAMP on every request. */
function calendarFile(word: string, venue: string): string {
  const first = dayAfterToday(4);
  const single = dayAfterToday(6);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    `X-WR-CALNAME:${venue} programme`,
    'X-WR-TIMEZONE:America/New_York',
    'BEGIN:VEVENT',
    `UID:lantern-${word}@example.test`,
    `DTSTAMP:${stamp}Z`,
    `DTSTART;TZID=America/New_York:${first.ical}T190000`,
    `DTEND;TZID=America/New_York:${first.ical}T203000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `SUMMARY:Lantern Walk ${word}`,
    'DESCRIPTION:An evening walk with paper lanterns\\, along the harbor.',
    `LOCATION:${venue}\\, 1 Marina Park Dr\\, Boston\\, MA`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:talk-${word}@example.test`,
    `DTSTAMP:${stamp}Z`,
    `DTSTART;TZID=America/New_York:${single.ical}T180000`,
    `DTEND;TZID=America/New_York:${single.ical}T190000`,
    `SUMMARY:Harbor Talk ${word}`,
    `LOCATION:${venue}\\, 1 Marina Park Dr\\, Boston\\, MA`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: Server;
let origin = '';
const files = new Map<string, string>();

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The search map, shown (below 900 px it is behind "Show map") and drawn. */
async function openMap(page: Page, width: number) {
  if (width < 900) await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of events in Boston' });
  await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
  return map;
}

for (const width of [390, 1280]) {
  test(`a venue connects its calendar and its weekly event is found on each date, at ${width} px`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 900 ? 844 : 900 });
    const manager = await signUpWithUsername(request, baseURL!);
    const word = Array.from({ length: 10 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const venue = `Pier Pavilion ${word}`;
    // The venue they manage: added by them, with its point on the map.
    const placed = await request.put('/api/v1/places', {
      headers: bearer(manager.token),
      data: {
        name: venue,
        address: '1 Marina Park Dr',
        city: 'Boston',
        state: 'MA',
        lat: 42.3537,
        lng: -71.0428,
        location: 'boston-ma',
      },
    });
    expect(placed.ok()).toBe(true);
    files.set(`/${word}.ics`, calendarFile(word, venue));
    await signInBrowser(page.context(), manager.token);

    await page.goto('/account/calendars');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendars' })).toBeVisible();
    await expect(page.getByText(`Events will be added to ${venue} (venue)`)).toBeVisible();
    await page.getByLabel('Calendar address').fill(`${origin}/${word}.ics`);
    await page.getByRole('button', { name: 'Connect calendar' }).click();

    const card = page.getByTestId('calendar-source').filter({ hasText: `${venue} programme` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const report = card.getByTestId('calendar-report');
    await expect(report).toContainText('Imported');
    await expect(report.locator('div').filter({ hasText: 'Added' }).getByRole('definition')).toHaveText('2');
    await page.screenshot({ path: testInfo.outputPath(`calendars-report-${width}.png`), fullPage: true });

    // "Sync now" on an unchanged feed (only its DTSTAMP moved): nothing to do.
    files.set(`/${word}.ics`, calendarFile(word, venue));
    await card.getByRole('button', { name: 'Sync now' }).click();
    await expect(card.getByTestId('calendar-report')).toContainText('No change in the calendar');

    // Its events and what the calendar may change in them.
    await card.getByText('Imported events and what the calendar may change').click();
    await expect(card.getByTestId('imported-event')).toHaveCount(2);
    await expect(
      card
        .getByTestId('imported-event')
        .filter({ hasText: `Lantern Walk ${word}` })
        .getByLabel('Name'),
    ).not.toBeChecked();
    // The screen with a report and the locks open passes axe (labels, contrast, landmarks).
    await expectNoAxeViolations(page);

    // The weekly event on each of its three dates, in the list and on the map.
    for (const days of [4, 11, 18]) {
      const { iso } = dayAfterToday(days);
      await page.goto(`/search?q=${word}&when=custom&from=${iso}&to=${iso}`);
      const results = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toContainText(`Lantern Walk ${word}`);
      const map = await openMap(page, width);
      await expect(page.locator('[data-map-total]')).toHaveAttribute('data-map-total', '1');
      await expect(map.locator('[data-map-pin]')).toHaveCount(1);
      if (days === 11)
        await page.screenshot({ path: testInfo.outputPath(`calendars-search-map-${width}.png`) });
    }
  });
}
