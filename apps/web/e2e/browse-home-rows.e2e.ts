/**
 * A visitor on the home page: pictures that tell the events apart (drawn per category, never a row of initials),
 * rows that never open with the same events, one sign-in prompt and only after the first row, the way to the
 * community's pages (Ask the community, the contest), and an About page that says what the product does.
 */
import { expect, type Page, test } from './support/test';

interface StreamItem {
  id: string;
}
interface DiscoverBody {
  streams: { slug: string; title: string; requiresAuth: boolean; items?: StreamItem[] }[];
}

const rowIds = (page: Page, title: string) =>
  page
    .getByRole('region', { name: title, exact: true })
    .getByRole('list', { name: title })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href') ?? ''));

for (const width of [390, 1280]) {
  test(`home at ${width} px: pictures, rows without repeats, one sign-in prompt and the community links`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');

    // Every card of the first rows shows a picture at its size, none a letter in its place.
    const trending = page.getByRole('region', { name: 'Trending', exact: true });
    const pictures = trending.getByRole('list', { name: 'Trending' }).getByRole('img');
    await expect(pictures.first()).toBeVisible();
    expect(await pictures.count()).toBeGreaterThan(3);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('width', /\d+/);
      await expect(picture).toHaveAttribute('height', /\d+/);
      await expect(picture).toHaveAttribute('src', /\/media\//);
    }
    await expect(trending.locator('[class*="placeholder"]')).toHaveCount(0);

    // Trending and Top this month share no event (the API's root, and the page as shown).
    const root = (await (await request.get('/api/v1/discover?location=boston-ma')).json()) as DiscoverBody;
    const ids = (slug: string) =>
      root.streams.find((stream) => stream.slug === slug)?.items?.map((item) => item.id) ?? [];
    const trendingIds = new Set(ids('trending-experiences'));
    expect(trendingIds.size).toBeGreaterThan(0);
    expect(ids('top-experiences').filter((id) => trendingIds.has(id))).toEqual([]);
    const shownTrending = new Set(await rowIds(page, 'Trending'));
    const shownTop = await rowIds(page, 'Top this month');
    expect(shownTop.filter((href) => shownTrending.has(href))).toEqual([]);

    // Signed out: one sign-in prompt, after the first row of cards.
    const prompts = page.getByRole('main').getByRole('link', { name: /^Sign in to see/ });
    await expect(prompts).toHaveCount(1);
    const order = await page
      .locator('section[data-stream]')
      .evaluateAll((sections) => sections.map((section) => (section.querySelector('ul') ? 'row' : 'prompt')));
    expect(order.indexOf('prompt')).toBe(1);

    // The community's pages: from the home page and from the footer.
    const community = page.getByRole('list', { name: 'Community' });
    await expect(community.getByRole('link', { name: 'Ask the community' })).toHaveAttribute(
      'href',
      '/roundup/ask',
    );
    // The contest running now (the demo's, or one another test made since).
    await expect(community.getByRole('link').nth(1)).toHaveAttribute('href', /^\/contest\//);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Ask the community' })).toHaveAttribute(
      'href',
      '/roundup/ask',
    );
    await footer.getByRole('link', { name: 'Invite contest' }).click();
    await expect(page).toHaveURL(/\/contest\/[a-z0-9-]+$/);

    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: width < 600 });

    // About says what is true: Boston and Washington DC, no reviews or prices, DC not "next".
    await page.goto('/about');
    const about = page.getByRole('main');
    await expect(about).toContainText('Washington DC');
    await expect(about).not.toContainText(/DC is next|what it costs|prices|ratings/i);
  });
}
