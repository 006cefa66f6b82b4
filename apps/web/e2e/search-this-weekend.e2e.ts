/**
 * Searching: "this weekend" lists events happening Friday to Sunday of this week in New York and says how it
 * understood the query; a category narrows the results; the list works when the map cannot load (the map's own
 * journey: see-search-results-on-the-map.e2e.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const NY = 'America/New_York';
const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

interface Experience {
  id: string;
  name: string;
  categories: string[];
  where: { lat?: number | null; lng?: number | null };
}
interface SearchBody {
  query: { text: string; start: string | null; end: string | null; dateText: string | null };
  experiences: { items: Experience[]; nextCursor: string | null };
}

async function apiSearch(request: APIRequestContext, query: Record<string, string>): Promise<SearchBody> {
  const params = new URLSearchParams({ location: 'boston-ma', type: 'experiences', limit: '12', ...query });
  const response = await request.get(`/api/v1/search?${params}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchBody;
}

/** 'YYYY-MM-DD' and weekday (0 = Sunday) of an instant in New York. */
function newYorkDay(instant: number | string): { date: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: NY,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, hour: Number(parts.hour) };
}

/** Friday of the weekend under way or next, seen from today in New York. */
function thisWeekendFriday(): string {
  const today = newYorkDay(Date.now());
  const toFriday = today.weekday === 6 ? -1 : today.weekday === 0 ? -2 : (5 - today.weekday + 7) % 7;
  const noon = Date.parse(`${today.date}T12:00:00Z`) + toFriday * 86_400_000;
  return new Date(noon).toISOString().slice(0, 10);
}

async function resultNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Events' }).getByRole('heading').allTextContents();
}

test('typing "jazz this weekend" sets the This weekend chip and keeps "jazz" as the words', async ({
  page,
  request,
}) => {
  // What the seeded API answers for the same words.
  const api = await apiSearch(request, { q: 'this weekend' });
  expect(api.experiences.items.length).toBeGreaterThan(0);
  expect(api.query.dateText).toBe('this weekend');
  const start = newYorkDay(api.query.start ?? '');
  const end = newYorkDay(Date.parse(api.query.end ?? '') - 1);
  expect(start.date).toBe(thisWeekendFriday());
  expect(start.weekday).toBe(5);
  expect(end.weekday).toBe(0);

  // The words' date phrase moves to the date chip: the chip reads This weekend and the words lose the phrase.
  await page.goto('/search');
  const input = page.getByRole('searchbox', { name: 'Search events, places and people' });
  await input.fill('jazz this weekend');
  await input.press('Enter');
  await expect(page).toHaveURL(/[?&]q=jazz\+this\+weekend/);
  const dates = page.getByRole('group', { name: 'Date' });
  await expect(dates.getByRole('radio', { name: 'This weekend' })).toBeChecked();
  await expect(dates.getByRole('radio', { name: 'Any time' })).not.toBeChecked();
  await expect(input).toHaveValue('jazz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/“jazz”$/);
  await expect(page.getByText(/Fri, \w{3} \d{1,2} – Sun, \w{3} \d{1,2}/)).toBeVisible();

  // "this weekend" alone lists the events of the weekend.
  await page.goto('/search?q=this+weekend');
  await expect(
    page.getByRole('group', { name: 'Date' }).getByRole('radio', { name: 'This weekend' }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /\d+ events?/ })
      .first(),
  ).toBeVisible();
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  // The same events as the chip itself gives.
  await page.goto('/search?when=weekend');
  await expect.poll(() => resultNames(page)).toEqual(names);
});

test('choosing a category narrows the results to it', async ({ page, request }) => {
  const all = await apiSearch(request, { q: '' });
  const music = await apiSearch(request, { q: '', categories: 'music' });
  expect(music.experiences.items.length).toBeGreaterThan(0);
  expect(music.experiences.items.every((item) => item.categories.includes('music'))).toBe(true);
  expect(all.experiences.items.some((item) => !item.categories.includes('music'))).toBe(true);

  await page.goto('/search');
  await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
  expect(await resultNames(page)).toEqual(all.experiences.items.map((item) => item.name));

  await page.getByRole('group', { name: 'Categories' }).getByText('Music', { exact: true }).click();
  await expect(page).toHaveURL(/categories=music/);
  await expect(page.getByRole('checkbox', { name: 'Music' })).toBeChecked();
  await expect.poll(() => resultNames(page)).toEqual(music.experiences.items.map((item) => item.name));

  // "Load more" appends the next page when there is one.
  if (music.experiences.nextCursor) {
    await page.getByRole('button', { name: 'Load more events' }).click();
    await expect
      .poll(async () => (await resultNames(page)).length)
      .toBeGreaterThan(music.experiences.items.length);
  }
});

test('people and places have their own tabs', async ({ page }) => {
  await page.goto('/search?q=demo');
  await page
    .getByRole('navigation', { name: 'Result types' })
    .getByRole('link', { name: /People/ })
    .click();
  await expect(page).toHaveURL(/tab=people/);
  const person = page.getByRole('list', { name: 'People' }).getByRole('link', { name: 'Demo User' });
  await expect(person).toHaveAttribute('href', '/u/demo');

  await page.goto('/search?q=jazz&tab=places');
  await expect(page.getByRole('list', { name: 'Places' }).getByRole('listitem').first()).toBeVisible();
});

test('the list works when the map cannot load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Block MapLibre's chunk (whatever the bundler named it), its style and its worker.
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('MapLibre GL JS') || body.includes('maplibregl-canvas')) return route.abort();
    return route.fulfill({ response, body });
  });
  await page.route('**/search/map-worker**', (route) => route.abort());

  await page.goto('/search?q=music');
  await expect(page.getByRole('region', { name: 'Map of events in Boston' })).toContainText(
    'The map could not be loaded',
  );
  const before = await resultNames(page);
  expect(before.length).toBeGreaterThan(0);
  await page.getByRole('group', { name: 'Date' }).getByText('Next week').click();
  await expect(page).toHaveURL(/when=next-week/);
  await expect(page.getByText(/Mon, \w{3} \d{1,2} – Sun, \w{3} \d{1,2}/)).toBeVisible();
});

test('on a phone the map is one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=music');
  const map = page.getByRole('region', { name: 'Map of events in Boston' });
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(page.locator('[data-map-pin]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show list' }).click();
  await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshots of /search at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/search?q=this+weekend');
    await page.evaluate(() => document.fonts.ready);
    if (width >= 900) {
      await expect(page.locator('[data-map-pin]').first()).toBeVisible();
    }
    await page.screenshot({ path: path.join(screenshotDir, `search-${width}.png`), fullPage: width < 600 });
    await page.goto('/search?q=qqqxxzzyy+vvwwkk');
    await page.getByRole('heading', { level: 2, name: /No events match/ }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `search-empty-${width}.png`) });
    if (width < 600) {
      await page.goto('/search?q=music');
      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(page.locator('[data-map-pin]').first()).toBeVisible();
      await page.screenshot({ path: path.join(screenshotDir, `search-map-${width}.png`) });
    }
  });
}
