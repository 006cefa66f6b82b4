/**
 * Comments on the event page: visitors read them and are asked to sign in; a signed-in visitor comments (what they
 * type stays text, only web addresses become links), votes at once, and sees a vote the API refuses rolled back
 * and explained.
 */

import { findUpcomingEvent } from './support/events';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('comment on an event: text stays text, votes show at once and roll back when refused', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  const other = await signUpWithUsername(request, baseURL!);
  const event = await findUpcomingEvent(request, 1);
  const theirs = `Great last year ${Date.now().toString(36)}`;
  const posted = await request.post(`/api/v1/comments/experience/${event.id}`, {
    headers: bearer(other.token),
    data: { text: theirs },
  });
  expect(posted.status()).toBe(201);

  // Signed out: the comments are there, writing asks for a sign-in.
  await page.goto(`/event/${event.slug}`);
  const thread = page.getByTestId('comment-thread');
  await expect(thread.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(thread.getByTestId('comment').filter({ hasText: theirs })).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /\/login\?next=/);

  await signInBrowser(page.context(), me.token);
  await page.reload();
  const typed = '<b>Not bold</b> menu at https://example.com/menu. javascript:alert(1)';
  await page.getByLabel('Add a comment').fill(typed);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = thread.getByTestId('comment').filter({ hasText: 'Not bold' });
  await expect(mine).toContainText('<b>Not bold</b>');
  await expect(mine.locator('b')).toHaveCount(0);
  const link = mine.getByRole('link', { name: /example\.com\/menu/ });
  await expect(link).toHaveAttribute('href', 'https://example.com/menu');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await expect(mine.getByRole('link', { name: /javascript/ })).toHaveCount(0);

  // A vote shows at once and stays after a reload.
  const theirComment = thread.getByTestId('comment').filter({ hasText: theirs });
  await theirComment.getByTestId('upvote').click();
  await expect(theirComment.getByTestId('upvote')).toHaveAttribute('aria-pressed', 'true');
  await expect(theirComment.getByTestId('upvotes')).toHaveText('1');
  await page.reload();
  await expect(theirComment.getByTestId('upvotes')).toHaveText('1');

  // A like the API refuses rolls back and is explained in the live region.
  await page.route('**/api/v1/comments/*/likes', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"DOWN","message":"Down","details":[]}}',
    }),
  );
  await theirComment.getByTestId('like').click();
  await expect(thread.getByRole('status')).toContainText('Down');
  await expect(theirComment.getByTestId('like')).toHaveAttribute('aria-pressed', 'false');
  await expect(theirComment.getByTestId('likes')).toHaveText('0');

  // Sorting by top and back keeps both comments.
  await thread.getByRole('button', { name: 'Top' }).click();
  await expect(thread.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
  await expect(thread.getByTestId('comment').first()).toContainText(theirs);

  // The author edits and deletes their own comment.
  await mine.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel('Edit your comment').fill('Edited: see you there');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const edited = thread.getByTestId('comment').filter({ hasText: 'Edited: see you there' });
  await expect(edited).toContainText('edited');
  await edited.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(thread.getByTestId('comment').filter({ hasText: 'Edited: see you there' })).toHaveCount(0);
});
