import { expect, test } from './support/test';

test('going back restores the scroll position (spec §2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/privacy-policy');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
