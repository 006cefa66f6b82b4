/**
 * Notifications (issue 11): someone follows me and answers my roundup while my page is open. The bell in the
 * header counts both without a reload (its poll runs every 30 s), the inbox shows them grouped with their words,
 * and a notification leads to what it is about and counts as read.
 */

import { expectNoAxeViolations } from './support/axe';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 150_000 });

test('the bell counts a new follower and a roundup answer without a reload; the inbox shows both and links to them', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  const them = await signUpWithUsername(request, baseURL!);
  const question = `Where to hear live jazz tonight? ${Date.now().toString(36)}`;
  const asked = await request.post('/api/v1/crowd-sourced-roundups', {
    headers: bearer(me.token),
    data: { title: question },
  });
  expect(asked.status()).toBe(201);
  const roundup = (await asked.json()) as { id: string; slug: string };

  await signInBrowser(page.context(), me.token);
  await page.goto('/about');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // They act through the API while my page stays open.
  expect((await request.post(`/api/v1/follows/users/${me.id}`, { headers: bearer(them.token) })).ok()).toBe(
    true,
  );
  const answered = await request.post(`/api/v1/comments/crowd-sourced-roundup/${roundup.id}`, {
    headers: bearer(them.token),
    data: { text: 'Wally’s Cafe, every night of the week.' },
  });
  expect(answered.status()).toBe(201);

  // No reload: the next poll (at most 30 s away) brings the count.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 45_000 });
  await expect(bell).toContainText('2');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /General/ })).toHaveAttribute('aria-selected', 'true');
  const items = page.getByTestId('notification');
  const follow = items.filter({ hasText: `${them.displayName} started following you` });
  const answer = items.filter({ hasText: `${them.displayName} answered your roundup “${question}”` });
  await expect(follow).toBeVisible();
  await expect(follow).toHaveAttribute('data-unread', 'true');
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);

  await answer.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/roundup/${roundup.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Back in the inbox: the answer reads as read, the follow does not; the keyboard moves between tabs.
  await page.goto('/notifications');
  await expect(items.filter({ hasText: 'answered your roundup' })).toHaveAttribute('data-unread', 'false');
  await expect(items.filter({ hasText: 'started following you' })).toHaveAttribute('data-unread', 'true');
  await page.getByRole('tab', { name: /General/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Community/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Community/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nothing yet. What the people you follow')).toBeVisible();
});

test('notification preferences on the account page are saved with a toast and kept', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  await signInBrowser(page.context(), me.token);
  await page.goto('/account/edit');
  const table = page.getByRole('table', { name: 'Where each kind of notification reaches you' });
  const followersByEmail = table.getByRole('checkbox', { name: 'New followers: by e-mail' });
  const repliesInApp = table.getByRole('checkbox', { name: 'Replies to your comments: in the app' });
  await expect(followersByEmail).not.toBeChecked();
  await expect(repliesInApp).toBeChecked();

  await followersByEmail.check();
  await repliesInApp.uncheck();
  await page.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();

  await page.reload();
  await expect(followersByEmail).toBeChecked();
  await expect(repliesInApp).not.toBeChecked();
  await expectNoAxeViolations(page);
});
