/**
 * The community streams (spec §7 roundups, user-posts, community-collections) on the home and location pages, each
 * card opening something; every configured stream's see-all page; the header showing the location of the page on
 * screen.
 */
import { expect, test } from './support/test';

// Several pages each, on a machine the servers share with the browser.
test.describe.configure({ timeout: 90_000 });

test('home draws the roundups and community posts streams, and a roundup card opens its page', async ({
  page,
}) => {
  await page.goto('/');
  const roundups = page.getByRole('region', { name: 'Roundups', exact: true });
  const card = roundups.getByTestId('roundup-card').first();
  await expect(card).toBeVisible();
  const link = card.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/roundup\/[a-z0-9-]+$/);
  const posts = page.getByRole('region', { name: 'From the community', exact: true });
  // A post card opens the post's page, and its picture spans the card: no strip beside it.
  const postCard = posts
    .getByTestId('post-card')
    .filter({ has: page.locator('img') })
    .first();
  await expect(postCard.getByRole('link')).toHaveAttribute('href', /^\/post\/[^/]+$/);
  const [cardBox, pictureBox] = [await postCard.boundingBox(), await postCard.locator('img').boundingBox()];
  expect(Math.abs(pictureBox!.width - (cardBox!.width - 2))).toBeLessThanOrEqual(1);

  await link.click();
  await expect(page).toHaveURL(/\/roundup\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Top recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Answers/ })).toBeVisible();
});

test('home and /boston-ma draw all three community streams; a collection card opens the collection', async ({
  page,
}) => {
  for (const path of ['/boston-ma', '/']) {
    await page.goto(path);
    await expect(
      page.getByRole('region', { name: 'Roundups', exact: true }).getByTestId('roundup-card').first(),
      path,
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'From the community', exact: true }).getByTestId('post-card').first(),
      path,
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Community collections', exact: true }).getByTestId('collection-card'),
      path,
    ).not.toHaveCount(0);
  }

  // Signed out, on the home page: the first collection card opens its page, to read and sign in to join.
  const card = page
    .getByRole('region', { name: 'Community collections', exact: true })
    .getByTestId('collection-card')
    .first();
  const link = card.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/collection\/[\w-]+$/);
  const name = (await link.textContent())?.trim() ?? '';
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Community collection', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
});

test('every stream of the configuration has a see-all page', async ({ page, request }) => {
  const discover = await request.get('/api/v1/discover', {
    params: { location: 'boston-ma', include: 'none' },
  });
  const { streams } = (await discover.json()) as { streams: { slug: string; title: string }[] };
  expect(streams.map((stream) => stream.slug)).toEqual(
    expect.arrayContaining([
      'c-and-d-experiences',
      'interest-based-experiences',
      'interested-experiences',
      'top-experiences',
      'roundups',
      'user-posts',
      'community-collections',
    ]),
  );
  expect(streams).toHaveLength(17);
  // Each see-all page renders on the server with the stream's title (a page of its cards, or a sign-in prompt).
  for (const stream of streams) {
    const response = await request.get(`/${stream.slug}/boston-ma`);
    expect(response.status(), stream.slug).toBe(200);
    expect(await response.text(), stream.slug).toContain(stream.title.replaceAll('&', '&amp;'));
  }
  await page.goto('/roundups/boston-ma');
  await expect(page.getByTestId('roundup-card').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ask the community' })).toHaveAttribute(
    'href',
    '/roundup/ask',
  );
});

test('the header shows the location of the page on screen, and the chosen one elsewhere', async ({
  page,
}) => {
  await page.goto('/washington-dc');
  await expect(page.getByRole('button', { name: /Location: Washington DC/ })).toBeVisible();
  const event = page.locator('a[href^="/event/"]').first();
  await event.click();
  await expect(page).toHaveURL(/\/event\//);
  await expect(page.getByRole('button', { name: /Location: Washington DC/ })).toBeVisible();
  // The visitor never chose DC: the home page is still Boston's.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Location: Boston/ })).toBeVisible();
});
