import { signUpUser } from './support/accounts';
import { readMailLink } from './support/outbox';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a user who forgot the password resets it from the e-mailed link and signs in', async ({
  page,
  baseURL,
}) => {
  const { email } = await signUpUser(page.context().request, baseURL!);
  await page.context().clearCookies();

  await page.goto('/login/email');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to choose a new password' })).toBeVisible();
  await screenshotAtBothWidths(page, 'forgot-password');

  const link = await readMailLink(
    email,
    /Reset your Happenings password/,
    /https?:\/\/\S+\/__\/auth\/action\?\S+/,
  );
  expect(link).toContain('mode=resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await screenshotAtBothWidths(page, 'reset-password');
  await page.getByLabel('New password').fill('a brand new secret 7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your new password' }).click();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a brand new secret 7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Accounts made through the API have not onboarded yet.
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a used or unknown reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/__/auth/action?mode=resetPassword&token=not-a-real-token');
  await page.getByLabel('New password').fill('whatever it is 12');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
    'href',
    '/login/forgot-password',
  );

  await page.goto('/__/auth/action?mode=nonsense');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'auth-action-invalid');
});
