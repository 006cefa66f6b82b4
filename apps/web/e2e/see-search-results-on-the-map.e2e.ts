/**
 * The search map shows the list's results, every one of them: words that match one event put one pin on the
 * map; a date range weeks ahead finds a weekly event on its date there; zoomed out over the city, the clusters'
 * counts add up to the list's total (GET /api/v1/events/clusters takes the list's request). The event page shows
 * its venue on the same map (PlaceMap), and without JavaScript its name, address and an "Open in maps" link.
 */
import type { Locator, Page } from '@playwright/test';
import { createPublishedEvent, findUpcomingEvent } from './support/events';
import { signUpWithUsername } from './support/people';
import { type APIRequestContext, expect, test } from './support/test';

/** 'YYYY-MM-DD', `days` after today (UTC; the event and the searched range are both days ahead). */
function dayAfterToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every event the list shows for these filters, all pages (the "Load more" pages, through the API). */
async function listTotal(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ location: 'boston-ma', type: 'experiences', limit: '50', ...query });
    if (cursor) params.set('cursor', cursor);
    const body = (await (await request.get(`/api/v1/search?${params}`)).json()) as {
      experiences: { items: unknown[]; nextCursor: string | null };
    };
    total += body.experiences.items.length;
    cursor = body.experiences.nextCursor;
  } while (cursor);
  return total;
}

/** The map region, shown (below 900 px it is behind "Show map") and drawn. */
async function openMap(page: Page, width: number): Promise<Locator> {
  if (width < 900) await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of events in Boston' });
  // MapLibre's chunk (~1 MB) is fetched and compiled on first use: slow on a busy host.
  await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
  await map.scrollIntoViewIfNeeded();
  return map;
}

const mapStatus = (page: Page) => page.locator('[data-map-total]');

async function pinnedCounts(page: Page): Promise<number[]> {
  return page
    .locator('[data-map-pin]')
    .evaluateAll((pins) => pins.map((pin) => Number((pin as HTMLElement).dataset.count)));
}

for (const width of [390, 1280]) {
  test(`the search map shows every result of the list at ${width} px`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 900 ? 844 : 900 });
    const host = await signUpWithUsername(request, baseURL!);
    // Letters only, drawn at random: no other event's name is near enough to match it as a typo.
    const word = Array.from({ length: 12 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const firstDate = dayAfterToday(3);
    const weekly = await createPublishedEvent(request, host.token, {
      name: `Swing Night ${word}`,
      when: {
        startDate: firstDate,
        endDate: firstDate,
        startTime: '19:00',
        endTime: '21:00',
        repeats: 'WEEKLY',
      },
    });

    // Words that match one event: one pin, "1 event", and the pin opens the event.
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(1);
    const map = await openMap(page, width);
    await expect(mapStatus(page)).toHaveAttribute('data-map-total', '1');
    await expect(mapStatus(page)).toHaveText('1 event');
    const pin = map.locator(`[data-map-ids~="${weekly.id}"]`);
    await expect(map.locator('[data-map-pin]')).toHaveCount(1);
    // Over the base map the operator configured (the tests' own tile server, e2e/support/tile-server.ts).
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText('Test tiles');
    await page.screenshot({ path: testInfo.outputPath(`map-one-result-${width}.png`) });
    await pin.click();
    await expect(page.locator('.maplibregl-popup a').first()).toHaveAttribute(
      'href',
      `/event/${weekly.slug}`,
    );

    // A week five weeks ahead: the weekly event is on the map on its date there.
    const from = dayAfterToday(35);
    const to = dayAfterToday(41);
    await page.goto(`/search?q=${word}&when=custom&from=${from}&to=${to}`);
    await openMap(page, width);
    await expect(mapStatus(page)).toHaveAttribute('data-map-total', '1');
    await expect(page.locator(`[data-map-ids~="${weekly.id}"]`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`map-weekly-in-range-${width}.png`) });

    // The whole city's music, zoomed out: clusters whose counts add up to the list's total.
    await page.goto('/search?categories=music');
    await openMap(page, width);
    const status = mapStatus(page);
    await expect(status).toHaveAttribute('data-map-total', /\d+/);
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/events/clusters'));
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await answered;
    await expect(status).not.toContainText('in this area');
    const total = Number(await status.getAttribute('data-map-total'));
    const unplaced = Number(await status.getAttribute('data-map-unplaced'));
    expect(total).toBe(await listTotal(request, { categories: 'music' }));
    // More than the list's first page (12): the map is not limited to what the list has loaded.
    expect(total).toBeGreaterThan(12);
    await expect
      .poll(async () => (await pinnedCounts(page)).reduce((sum, n) => sum + n, 0))
      .toBe(total - unplaced);
    expect((await pinnedCounts(page)).length).toBeLessThan(total);
    await page.screenshot({ path: testInfo.outputPath(`map-city-clusters-${width}.png`) });
  });
}

test('the event page shows its venue on the map, and its address and a maps link without JavaScript', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const event = await findUpcomingEvent(request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 900 ? 844 : 900 });
    await page.goto(`/event/${event.slug}`);
    // The map mounts when its box nears the viewport.
    await page.locator('[data-place-map]').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: `Map of ${event.where.name}` });
    await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
    await expect(map.getByRole('button', { name: event.where.name })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`event-map-${width}.png`) });
  }

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/event/${event.slug}`);
  const box = plain.locator('[data-place-map]');
  await expect(box.getByText(event.where.name, { exact: true })).toBeVisible();
  await expect(box.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${event.where.lat}`),
  );
  await noScript.close();
});
