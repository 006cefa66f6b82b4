import { expect, test } from './support/test';

test('a signed-out visitor is sent from /account/edit to sign in, and back after', async ({
  page,
  request,
}) => {
  const response = await request.get('/account/edit', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toBe('/login?next=%2Faccount%2Fedit');

  await page.goto('/account/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fedit$/);
  await page.getByRole('link', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('happenings-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit account' })).toBeVisible();
});

test('a signed-out visitor is sent from /onboarding to sign in', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login\?next=%2Fonboarding$/);
});
