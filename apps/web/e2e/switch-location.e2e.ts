import { LOCATION_COOKIE } from '@happenings/domain/locations';
import { expect, test } from './support/test';

test('choosing a location stores it in the cookie and opens its page (spec §4)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const switcher = page.getByRole('button', { name: /Location: Boston/ });
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Washington DC' }).click();

  await expect(page).toHaveURL(/\/washington-dc$/);
  const cookie = (await context.cookies()).find((c) => c.name === LOCATION_COOKIE.name);
  expect(cookie?.value).toBe('washington-dc');
  expect(cookie?.path).toBe('/');
  // Max-Age 31536000 s: the expiry is about a year away.
  const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(LOCATION_COOKIE.maxAgeSeconds - 120);
  expect(secondsLeft).toBeLessThanOrEqual(LOCATION_COOKIE.maxAgeSeconds + 1);

  // The server reads the cookie on the next page.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Location: Washington DC/ })).toBeVisible();
});

test('Escape closes the location menu and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const switcher = page.getByRole('button', { name: /Location:/ });
  await switcher.click();
  await page.keyboard.press('Escape');
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await expect(switcher).toBeFocused();
});
