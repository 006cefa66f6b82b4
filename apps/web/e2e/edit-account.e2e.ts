import { signUpUser } from './support/accounts';
import { uniqueSuffix } from './support/outbox';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a user edits their profile and, separately, their username', async ({ page, baseURL }) => {
  const { token } = await signUpUser(page.context().request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  const username = `editor_${uniqueSuffix()}`.slice(0, 30);

  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit account' })).toBeVisible();
  await page.getByLabel('Display name').fill('Edith Editor');
  await page.getByLabel('Bio (optional)').fill('Jazz, markets and long walks by the Charles.');
  await page.getByLabel('Home city').selectOption('boston-ma');
  await page.getByRole('checkbox', { name: 'Markets' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // spec §5: the username goes with its own call.
  const usernameField = page.getByRole('textbox', { name: 'Username' });
  await usernameField.fill('demo');
  await expect(page.getByText('Taken — try another')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save username' })).toBeDisabled();
  await usernameField.fill(username);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  const usernameCall = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/api/v1/users'),
  );
  await page.getByRole('button', { name: 'Save username' }).click();
  expect((await usernameCall).postDataJSON()).toEqual({ username });
  await expect(page.getByText('Username saved')).toBeVisible();
  await screenshotAtBothWidths(page, 'account-edit');

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Edith Editor');
  await expect(page.getByLabel('Bio (optional)')).toHaveValue('Jazz, markets and long walks by the Charles.');
  await expect(page.getByLabel('Home city')).toHaveValue('boston-ma');
  await expect(page.getByRole('checkbox', { name: 'Markets' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);

  // The address of this account is not verified yet: the newsletter waits for it to confirm (double opt-in).
  await page.getByRole('checkbox', { name: /weekly picks/ }).check();
  await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
  const profile = await (await page.request.get('/api/v2/users/profile')).json();
  expect(profile).toMatchObject({ displayName: 'Edith Editor', location: 'boston-ma', username });
  expect(profile.acceptsEmailMarketing).toBe(true);
});
