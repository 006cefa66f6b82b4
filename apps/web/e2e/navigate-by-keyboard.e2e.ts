import { expect, test } from './support/test';

test('Tab reaches the skip link first, then the header controls in order', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  const header = page.getByRole('banner');
  const expected = [
    header.getByRole('link', { name: 'Happenings' }),
    header.getByRole('button', { name: /Location: Boston/ }),
    header.getByRole('searchbox', { name: 'Search events' }),
    header.getByRole('button', { name: 'Search', exact: true }),
    header.getByRole('link', { name: 'Sign in' }),
  ];
  for (const control of expected) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('the search box sends the query to /search', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('searchbox', { name: 'Search events' }).fill('jazz');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jazz$/);
});
