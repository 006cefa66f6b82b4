import { TOAST_DEFAULTS } from '@happenings/domain/constants';
import { expect, test } from './support/test';

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto('/e2e-fixtures/add-to-calendar');
});

test('copying a link shows the Link copied toast bottom-left, and a click closes it (spec §2, §9)', async ({
  page,
  baseURL,
}) => {
  await page.getByRole('button', { name: 'Copy link' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/event/jazz-on-the-lawn`);

  const toast = toasts.getByText('Link copied');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);

  await toast.click();
  await expect(toasts).not.toContainText('Link copied');
});

test('the toast closes by itself after 5000 ms', async ({ page }) => {
  // The page's clock is paused once loaded, so a slow machine cannot spend the toast's time between steps.
  const start = new Date('2026-05-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.reload();
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
  await page.getByRole('button', { name: 'Copy link' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts).toContainText('Link copied');
  await page.clock.runFor(TOAST_DEFAULTS.autoClose - 500);
  await expect(toasts).toContainText('Link copied');
  await page.clock.runFor(600);
  await expect(toasts).not.toContainText('Link copied');
});
