import { test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

for (const path of ['/', '/about', '/privacy-policy', '/terms', '/careers', '/newsletter', '/boston-ma']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation in the open Add to calendar dialog', async ({ page }) => {
  await page.goto('/e2e-fixtures/add-to-calendar');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await page.getByRole('dialog', { name: 'Add to calendar' }).waitFor();
  await expectNoAxeViolations(page);
});
