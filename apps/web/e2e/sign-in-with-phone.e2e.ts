import { readSmsCode } from './support/outbox';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a visitor signs in with a phone number and the texted code', async ({ page }) => {
  const national = `617555${String(Date.now()).slice(-4)}`;
  const e164 = `+1${national}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with phone' }).click();
  await expect(page).toHaveURL(/\/login\/phone$/);
  await expect(page.getByLabel('Country code')).toHaveValue('1');
  await page.getByLabel('Phone number').fill('555');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a valid phone number.');
  await page
    .getByLabel('Phone number')
    .fill(`(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`);
  await screenshotAtBothWidths(page, 'login-phone');
  await page.getByRole('button', { name: 'Send code' }).click();

  // spec §2: the code step's URL carries verificationId, phone and the country code without the plus sign.
  await expect(page).toHaveURL(
    new RegExp(`/login/phone\\?verificationId=[^&]+&phone=${national}&country=1$`),
  );
  const codeInput = page.getByLabel('6-digit code');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  const code = await readSmsCode(e164);

  const wrong = code === '000000' ? '111111' : '000000';
  await codeInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/not right|expired/);
  await screenshotAtBothWidths(page, 'login-phone-code');

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  // A new number makes a new account, which goes through onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const profile = await (await page.request.get('/api/v2/users/profile')).json();
  expect(profile.phoneNumber).toBe(e164);
});

test('sending a code without solving the invisible challenge is refused', async ({ request, baseURL }) => {
  const response = await request.post('/api/auth/phone-number/send-otp', {
    data: { phoneNumber: '+16175550199' },
    headers: { origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe('PHONE_CHALLENGE_FAILED');
});
