/**
 * Browsing the discovery screens (issue 4): the home page's stream rows, a stream's see-all page with infinite
 * scroll, and switching location.
 */
import { expect, type Page, test } from './support/test';

function streamSection(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test('home shows the location’s streams as rows of seeded events, and a see-all link opens the stream', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search events in Boston' })).toBeVisible();
  const trending = streamSection(page, 'Trending');
  await expect(trending.getByRole('heading', { level: 2, name: 'Trending' })).toBeVisible();
  const cards = trending.getByRole('list', { name: 'Trending' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  // Each card names an event linking to its page.
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/event\/[a-z0-9-]+$/);

  // A personal stream asks visitors to sign in.
  const forYou = streamSection(page, 'For you');
  await expect(forYou.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');

  await trending.getByRole('link', { name: 'See all Trending' }).click();
  await expect(page).toHaveURL(/\/trending-experiences\/boston-ma$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending in Boston');
  await expect(page.getByRole('list', { name: 'Trending' }).getByRole('listitem').first()).toBeVisible();
});

test('a see-all page loads the next page on scroll and with Load more, and going back restores the scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/popular-experiences/boston-ma');
  const cards = page.getByRole('list', { name: 'Most popular' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstCount = await cards.count();
  expect(firstCount).toBeGreaterThanOrEqual(12);

  // Scrolling to the end loads the next page (IntersectionObserver sentinel).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(firstCount);
  const afterScroll = await cards.count();
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ events/ })).toContainText(
    `Showing ${afterScroll} events`,
  );

  // The visible Load more control loads one more page from the keyboard.
  const loadMore = page.getByRole('link', { name: 'Load more' });
  if (await loadMore.isVisible()) {
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(afterScroll);
  }

  // Open an event far down the list, then go back: the list and the scroll position are restored.
  const target = cards.nth(14);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(800);
  const name = (await target.getByRole('heading').textContent())?.trim() ?? '';
  // The card's plain link is opened by the router: the same document carries on (a mark left on it survives).
  await page.evaluate(() => Object.assign(window, { listDocument: true }));
  await target.getByRole('link').click();
  await expect(page).toHaveURL(/\/event\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => 'listDocument' in window)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/popular-experiences\/boston-ma$/);
  await expect.poll(() => cards.count()).toBeGreaterThan(14);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
});

test('the no-JS Load more link renders the next page on the server', async ({ page }) => {
  await page.goto('/popular-experiences/boston-ma');
  const href = await page.getByRole('link', { name: 'Load more' }).getAttribute('href');
  expect(href).toMatch(/^\?cursor=/);
  const response = await page.request.get(`/popular-experiences/boston-ma${href}`);
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('href="/event/');
});

test('unknown streams and locations are 404; city spellings redirect to the slug', async ({ page }) => {
  expect((await page.goto('/no-such-stream/boston-ma'))?.status()).toBe(404);
  expect((await page.goto('/atlantis'))?.status()).toBe(404);
  await page.goto('/boston');
  await expect(page).toHaveURL(/\/boston-ma$/);
  await page.goto('/top-picks/boston');
  await expect(page).toHaveURL(/\/top-picks\/boston-ma$/);
});

test('switching location changes the rows on the home page', async ({ page }) => {
  await page.goto('/');
  const names = (section: string) =>
    streamSection(page, section).getByRole('list', { name: section }).getByRole('heading').allTextContents();
  const bostonRow = await names('Trending');
  expect(bostonRow.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: /Location: Boston/ }).click();
  await page.getByRole('button', { name: 'Washington DC' }).click();
  await expect(page).toHaveURL(/\/washington-dc$/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Location: Washington DC/ })).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'Search events in Washington DC' }).getByRole('searchbox'),
  ).toHaveAccessibleName('Search events in Washington DC');
  const dcRow = await names('Trending');
  expect(dcRow.length).toBeGreaterThan(0);
  expect(dcRow).not.toEqual(bostonRow);
});
