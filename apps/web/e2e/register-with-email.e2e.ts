import { readMailLink, uniqueSuffix } from './support/outbox';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a newcomer registers with e-mail, verifies it, completes onboarding and lands signed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const email = `newcomer-${suffix}@example.com`;
  const username = `newcomer_${suffix}`.slice(0, 30);

  await page.goto('/register');
  await screenshotAtBothWidths(page, 'register');
  await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
  await expect(page).toHaveURL(/\/register\/email$/);
  await page.getByLabel('Your name').fill('Nia Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Tulip-Harbor-9 lights');
  await expect(page.getByText('Strong password.')).toBeVisible();
  await screenshotAtBothWidths(page, 'register-email');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend the link in \d+ s/ })).toBeDisabled();
  await screenshotAtBothWidths(page, 'verify-email');

  const link = await readMailLink(
    email,
    /Confirm your e-mail/,
    /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/__\/auth\/action\?mode=verifyEmail/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await screenshotAtBothWidths(page, 'onboarding-username');
  // The username cannot be skipped, and a bad one is refused before any request.
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Username' }).fill('no');
  await expect(page.getByText('Use 3 to 30 letters, digits, dots or underscores.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeFocused();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await screenshotAtBothWidths(page, 'onboarding-avatar');
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Music' }).check();
  await page.getByRole('checkbox', { name: 'Comedy' }).check();
  await screenshotAtBothWidths(page, 'onboarding-interests');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Follow people' })).toBeVisible();
  const follow = page.getByRole('button', { name: /^Follow / }).first();
  await follow.click();
  await expect(page.getByRole('button', { name: /^Following / })).toHaveCount(1);
  await screenshotAtBothWidths(page, 'onboarding-people');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu (Nia Newcomer)' })).toBeVisible();
  const profile = await (await page.request.get('/api/v2/users/profile')).json();
  expect(profile.username).toBe(username);
  expect(profile.emailVerified).toBe(true);
  expect(profile.interests.sort()).toEqual(['comedy', 'music']);
  expect(profile.followingCount).toBe(1);
  expect(profile.onboardedAt).not.toBeNull();
});
