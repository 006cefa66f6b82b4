import { readMailLink } from './support/outbox';
import { expect, test } from './support/test';

test('a visitor subscribes, confirms from the e-mail, and can unsubscribe from its link (double opt-in)', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/newsletter');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('City').selectOption('boston-ma');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your inbox to confirm');
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);

  const subject = /Confirm your subscription/;
  const confirmLink = await readMailLink(email, subject, /http\S+\/newsletter\/confirm\?token=\S+/);
  await page.goto(confirmLink);
  // Opening the link changes nothing until the visitor clicks (mail scanners open links too).
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are subscribed');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `The Boston newsletter now goes to ${email}`,
  );

  const unsubscribeLink = await readMailLink(email, subject, /http\S+\/newsletter\/unsubscribe\?token=\S+/);
  await page.context().clearCookies();
  await page.goto(unsubscribeLink);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');
});

test('a newsletter link without its token says so', async ({ page }) => {
  await page.goto('/newsletter/confirm');
  await expect(page.getByRole('main')).toContainText('This link is missing its code');
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);
});

test('a forged confirmation link is refused', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=00000000-0000-4000-8000-000000000000.0.AAAA');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link is not valid. Check that it was copied whole.',
  );
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
    await route.fulfill({
      status: 202,
      contentType: 'application/json',
      body: JSON.stringify({ email: 'reader@example.com', location: 'washington-dc', status: 'pending' }),
    });
  });
  await page.goto('/newsletter');
  await page.getByLabel('E-mail address').fill('reader@example.com');
  await page.getByLabel('City').selectOption('washington-dc');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox to confirm')).toBeVisible();
  expect(sent).toEqual({ email: 'reader@example.com', location: 'washington-dc' });
});
