import { expect, test } from '@playwright/test';

test('a visitor subscribes to the newsletter through the API', async ({ page, request }) => {
  const probe = await request.post('/api/v1/newsletter/subscribe', { data: {} });
  test.skip(probe.status() === 404, 'the API has no POST /api/v1/newsletter/subscribe yet');

  await page.goto('/newsletter');
  await page.getByLabel('E-mail address').fill(`reader-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are on the list.')).toBeVisible();
});

test('the newsletter form shows the API error and keeps the address', async ({ page }) => {
  await page.route('**/api/v1/newsletter/subscribe', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'VALIDATION_FAILED', message: 'That address cannot receive e-mail.' },
      }),
    }),
  );
  await page.goto('/newsletter');
  const field = page.getByLabel('E-mail address');
  await field.fill('nobody@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That address cannot receive e-mail.');
  await expect(field).toHaveValue('nobody@example.com');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('the newsletter form sends the e-mail and the chosen city', async ({ page }) => {
  let sent: unknown;
  await page.route('**/api/v1/newsletter/subscribe', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"subscribed":true}' });
  });
  await page.goto('/newsletter');
  await page.getByLabel('E-mail address').fill('reader@example.com');
  await page.getByLabel('City').selectOption('washington-dc');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are on the list.')).toBeVisible();
  expect(sent).toEqual({ email: 'reader@example.com', location: 'washington-dc' });
});
