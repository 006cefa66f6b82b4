import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

test('a user follows someone who follows them from their profile, becomes friends, then unfollows', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  const them = await signUpWithUsername(request, baseURL!);
  // They follow me first, so their profile says 'Follows you'.
  const follow = await request.post(`/api/v1/follows/users/${me.id}`, { headers: bearer(them.token) });
  expect(follow.ok()).toBe(true);
  await signInBrowser(page.context(), me.token);

  await page.goto(`/u/${them.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(them.displayName);
  await expect(page.getByText(`@${them.username}`)).toBeVisible();
  await expect(page.getByText('Follows you')).toBeVisible();
  const button = page.getByRole('button', { name: `Follow ${them.displayName}` });
  await expect(button).toHaveText('Follow back');
  await expect(page.getByTestId('followers-count')).toContainText('0 followers');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Friends', { exact: true })).toBeVisible();
  await expect(page.getByTestId('followers-count')).toContainText('1 follower');

  await page.reload();
  await expect(page.getByText('Friends', { exact: true })).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Follows you')).toBeVisible();
  await page.reload();
  await expect(button).toHaveText('Follow back');
  await expect(page.getByTestId('followers-count')).toContainText('0 followers');
});

test('your own profile offers Edit profile instead of a follow button', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  await signInBrowser(page.context(), me.token);
  await page.goto(`/u/${me.username}`);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/account/edit');
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
});

test('an unknown username answers the 404 page', async ({ page }) => {
  const response = await page.goto('/u/nobody_by_this_name');
  expect(response?.status()).toBe(404);
});
