/**
 * issue 26 Subscribe: a visitor subscribes to their city's feed from its page and the file a calendar app fetches
 * parses in ical.js with the city's events; a member makes a private address for what they're interested in and
 * replaces it, and the old address stops working.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createPublishedEvent, findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

/** The page addresses of a feed's events, read with ical.js as a calendar app reads them. */
async function readFeed(request: APIRequestContext, address: string): Promise<string[]> {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('url')));
}

/** The https address the open Subscribe options show. */
const shownAddress = (page: Page) => page.getByLabel('Address for other calendar apps').inputValue();

test("a visitor subscribes to Boston's feed and gets a calendar with its events", async ({
  page,
  request,
  baseURL,
}) => {
  const host = await signUpWithUsername(request, baseURL!);
  const soon = await createPublishedEvent(request, host.token, {
    when: {
      startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      startTime: '23:00',
      endTime: '23:30',
    },
  });

  await page.goto('/boston-ma');
  const feeds = page.getByRole('region', { name: 'In your calendar' });
  const everything = feeds.getByRole('listitem').filter({ hasText: 'Everything in Boston' });
  await everything.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to everything in Boston' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Google Calendar about once a day/)).toBeVisible();

  const address = await shownAddress(page);
  expect(address).toMatch(/\/api\/v1\/calendar-feeds\/locations\/boston-ma\/events\.ics$/);
  const webcal = dialog.getByRole('link', { name: 'Subscribe' });
  await expect(webcal).toHaveAttribute('href', address.replace(/^https?:/, 'webcal:'));
  await expect(dialog.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address.replace(/^https?:/, 'webcal:'))}`,
  );

  const urls = await readFeed(request, address);
  expect(urls.some((url) => url.endsWith(`/event/${soon.slug}`))).toBe(true);
  expect(urls.every((url) => /\/event\/[^/]+$/.test(url))).toBe(true);

  // The whole city's feed narrowed to a category: the address says so, and the file holds only that category.
  const concert = await createPublishedEvent(request, host.token, {
    categories: ['music'],
    when: {
      startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      startTime: '22:00',
      endTime: '22:30',
    },
  });
  await dialog.getByRole('group', { name: 'Only these categories (optional)' }).getByLabel('Music').check();
  const musicAddress = await shownAddress(page);
  expect(musicAddress).toMatch(/\/boston-ma\/events\.ics\?categories=music$/);
  await expect(webcal).toHaveAttribute('href', musicAddress.replace(/^https?:/, 'webcal:'));
  const musicUrls = await readFeed(request, musicAddress);
  expect(musicUrls.some((url) => url.endsWith(`/event/${concert.slug}`))).toBe(true);
  expect(musicUrls.some((url) => url.endsWith(`/event/${soon.slug}`))).toBe(false);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(everything.getByRole('button', { name: 'Subscribe in your calendar' })).toBeFocused();
});

test('a member makes a private address for what they are interested in, then replaces it', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await signUpWithUsername(request, baseURL!);
  const event = await findUpcomingEvent(request, 2);
  const marked = await request.post(`/api/v1/interested/experience/${event.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(marked.ok()).toBe(true);
  await signInBrowser(page.context(), member.token);

  await page.goto('/account/edit');
  const section = page.getByRole('region', { name: "What you're interested in, in your calendar" });
  await section.getByRole('button', { name: 'Make a private address' }).click();
  await expect(section.getByLabel('Address for other calendar apps')).toBeVisible();
  const first = await shownAddress(page);
  expect(first).toMatch(/\/api\/v1\/calendar-feeds\/private\/[\w-]{43}\/events\.ics$/);
  // That event only: one VEVENT, or one per distinct opening when it has opening hours per weekday.
  const firstUrls = await readFeed(request, first);
  expect(firstUrls.length).toBeGreaterThan(0);
  expect([...new Set(firstUrls)]).toEqual([expect.stringMatching(new RegExp(`/event/${event.slug}$`))]);

  await section.getByRole('button', { name: 'Make a new private address' }).click();
  await expect(section.getByLabel('Address for other calendar apps')).not.toHaveValue(first);
  const second = await shownAddress(page);
  expect((await request.get(first)).status()).toBe(404);
  expect(await readFeed(request, second)).toEqual(firstUrls);

  await section.getByRole('button', { name: 'Turn off the private address' }).click();
  await expect(section.getByRole('button', { name: 'Make a private address' })).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});
