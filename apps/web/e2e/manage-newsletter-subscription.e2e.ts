import { signUpUser } from './support/accounts';
import { readMailLink } from './support/outbox';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

test('a member picks newsletter cities in Edit account; the mailed manage link unsubscribes signed out', async ({
  page,
  baseURL,
}) => {
  const { email, token } = await signUpUser(page.context().request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });

  await page.goto('/account/edit');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  const boston = newsletter.getByRole('checkbox', { name: /Boston/ });
  const dc = newsletter.getByRole('checkbox', { name: /Washington/ });
  await expect(boston).not.toBeChecked();
  await boston.check();
  await newsletter.getByRole('button', { name: 'Save newsletter choices' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Your newsletter choices are saved.');
  // An unverified address confirms by e-mail first (double opt-in).
  await expect(newsletter).toContainText('waiting for you to confirm by e-mail');
  const subject = /Confirm your subscription/;
  await page.goto(await readMailLink(email, subject, /http\S+\/newsletter\/confirm\?token=\S+/));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are subscribed');

  await page.goto('/account/edit');
  await expect(boston).toBeChecked();
  await expect(newsletter).toContainText('(subscribed)');
  await dc.check();
  await boston.uncheck();
  await newsletter.getByRole('button', { name: 'Save newsletter choices' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Your newsletter choices are saved.');
  await page.reload();
  await expect(dc).toBeChecked();
  await expect(boston).not.toBeChecked();
  await screenshotAtBothWidths(page, 'account-edit-newsletter');

  const manageLink = await readMailLink(email, subject, /http\S+\/newsletter\/manage\?token=\S+/);
  await page.context().clearCookies();
  await page.goto(manageLink);
  const form = page.getByRole('main');
  await expect(form.getByRole('checkbox', { name: /Washington/ })).toBeChecked();
  await screenshotAtBothWidths(page, 'newsletter-manage');
  await form.getByRole('button', { name: 'Unsubscribe from all' }).click();
  await expect(form.getByRole('status')).toHaveText('You are unsubscribed from every city.');
  await page.reload();
  await expect(form.getByRole('checkbox', { name: /Washington/ })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /Boston/ })).not.toBeChecked();
});
