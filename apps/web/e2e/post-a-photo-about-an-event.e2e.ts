/**
 * A member posts a photo about an event (spec §3 Post): "Post a photo" on the event page uploads a real small
 * picture through the signed flow, the post joins the event's photos from the community and has its own page
 * (/post/{id}) naming the event; another account reports it from there; its author deletes it, and it is gone.
 * (axe checks the post page in accessibility.e2e.ts.)
 */
import { createPublishedEvent } from './support/events';
import { makeGradientPng } from './support/images';
import { signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a member posts a photo about an event, another reports it, its author deletes it', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // Two accounts, an upload and three pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  const author = await signUpWithUsername(request, baseURL!);
  const member = await signUpWithUsername(request, baseURL!);
  const event = await createPublishedEvent(request, author.token);
  const caption = `Lanterns over the river ${Date.now().toString(36)}`;

  // The author posts from the event page: the picture uploads and previews, then the post joins the list.
  await signInBrowser(page.context(), author.token);
  await page.goto(`/event/${event.slug}`);
  const section = page.getByRole('region', { name: 'Photos from the community' });
  await expect(section.getByText('No posts yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Post a photo' }).click();
  const uploaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/media/upload' && response.status() === 200,
  );
  await section
    .getByLabel('Photo or video')
    .setInputFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: makeGradientPng(320, 240) });
  await uploaded;
  await expect(section.getByRole('img', { name: 'Your upload' })).toBeVisible();
  await section.getByLabel(/Caption/).fill(caption);
  await section.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(section.getByTestId('post-confirmation')).toContainText('Posted');
  const tile = section.getByTestId('post-tile').filter({ hasText: caption });
  await expect(tile).toBeVisible();
  await expect
    .poll(() =>
      tile.getByRole('img').evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth),
    )
    .toBeGreaterThan(0);
  await screenshotAtBothWidths(page, 'event-photos-from-the-community');

  // Its page: the picture, the caption, the event linked, Delete for its author.
  await tile.getByRole('link').click();
  await expect(page).toHaveURL(/\/post\/[^/]+$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(event.name);
  await expect(page.getByRole('figure').getByText(caption)).toBeVisible();
  await expect(page.getByRole('link', { name: event.name }).first()).toHaveAttribute(
    'href',
    `/event/${event.slug}`,
  );
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  // Another member reports it from its page.
  const memberContext = await browser.newContext();
  await signInBrowser(memberContext, member.token);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(postUrl);
  await expect(memberPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await memberPage.getByRole('button', { name: /^Report .*post$/ }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you.');
  await memberPage.keyboard.press('Escape');
  await screenshotAtBothWidths(memberPage, 'post-page');
  await memberContext.close();

  // The author deletes it, after a confirmation: back on the event page, where it is gone, and so is its page.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}$`));
  await expect(
    page.getByRole('region', { name: 'Photos from the community' }).getByText('No posts yet.'),
  ).toBeVisible();
  const gone = await page.goto(postUrl);
  expect(gone?.status()).toBe(404);
});
