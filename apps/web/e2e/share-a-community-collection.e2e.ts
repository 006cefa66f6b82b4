/**
 * Issue 10, community collections: two people in two browsers. One shares a public collection from its page with the
 * other (username search in the share dialog); the other sees it waiting on their collections page, dismisses it,
 * is sent it again and joins; the sender's dialog follows each share (spec §4: pending, dismissed, joined). A refusal
 * (the hourly limit) is told in the dialog.
 */

import { expectNoAxeViolations } from './support/axe';
import { bearer, type E2EPerson, signInBrowser, signUpWithUsername } from './support/people';
import { expect, type Locator, type Page, test } from './support/test';

async function openShareDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Share collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share collection' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseAndShare(dialog: Locator, person: E2EPerson): Promise<void> {
  await dialog.getByRole('searchbox', { name: 'Username' }).fill(person.username);
  await dialog.getByRole('checkbox', { name: new RegExp(person.username) }).check();
  await dialog.getByRole('button', { name: `Share with ${person.displayName}` }).click();
}

const sharedWith = (dialog: Locator, person: E2EPerson) =>
  dialog
    .getByRole('list', { name: 'Shared with' })
    .getByRole('listitem')
    .filter({ hasText: person.username });

test('a community collection is shared from its page; the receiver dismisses it, then joins', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sender = await signUpWithUsername(request, baseURL!);
  const receiver = await signUpWithUsername(request, baseURL!);
  const name = `Harbor walks ${Date.now().toString(36)}`;
  const made = await request.post('/api/v1/collections', {
    headers: bearer(sender.token),
    data: { name, isCommunity: true },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const collectionUrl = `/collection/${id}`;

  const senderContext = await browser.newContext({ baseURL });
  await signInBrowser(senderContext, sender.token);
  const senderPage = await senderContext.newPage();
  const receiverContext = await browser.newContext({ baseURL });
  await signInBrowser(receiverContext, receiver.token);
  const receiverPage = await receiverContext.newPage();

  // The sender finds the receiver by username and shares it.
  await senderPage.goto(collectionUrl);
  await expect(senderPage.getByRole('heading', { level: 1 })).toHaveText(name);
  const shareButton = senderPage.getByRole('button', { name: 'Share collection' });
  let dialog = await openShareDialog(senderPage);
  await expect(dialog.getByText('You have not shared it with anyone yet.')).toBeVisible();
  await chooseAndShare(dialog, receiver);
  await expect(senderPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `Shared ${name} with ${receiver.displayName}`,
  );
  await expect(sharedWith(dialog, receiver)).toContainText('Pending');
  // Already waiting for them: they cannot be chosen again.
  const found = dialog.getByRole('list', { name: 'People to share with' });
  await expect(found.getByRole('listitem').filter({ hasText: receiver.username })).toContainText('Pending');
  await expect(found.getByRole('checkbox', { name: new RegExp(receiver.username) })).toHaveCount(0);
  await expectNoAxeViolations(senderPage);
  await senderPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(shareButton).toBeFocused();

  // The receiver sees it waiting on their collections page and dismisses it.
  await receiverPage.goto('/collections');
  const waiting = receiverPage.getByRole('region', { name: 'Waiting for you' });
  await expect(waiting.getByRole('listitem').filter({ hasText: name })).toContainText(
    `${sender.displayName} shared ${name} with you`,
  );
  await waiting.getByRole('button', { name: `Dismiss ${name}` }).click();
  // Nothing else was waiting for this new account, so the section goes.
  await expect(waiting).toHaveCount(0);

  // The sender's dialog says so, and they may send it again.
  dialog = await openShareDialog(senderPage);
  await expect(sharedWith(dialog, receiver)).toContainText('Dismissed');
  await chooseAndShare(dialog, receiver);
  await expect(sharedWith(dialog, receiver)).toContainText('Pending');
  await senderPage.keyboard.press('Escape');

  // This time the receiver joins; the page opens, as a viewer.
  await receiverPage.reload();
  await receiverPage
    .getByRole('region', { name: 'Waiting for you' })
    .getByRole('button', { name: `Join ${name}` })
    .click();
  await receiverPage.waitForURL(`**${collectionUrl}`);
  await expect(receiverPage.getByText('You are a viewer')).toBeVisible();

  dialog = await openShareDialog(senderPage);
  await expect(sharedWith(dialog, receiver)).toContainText('Joined');

  // A refusal is told in the dialog, with the API's reason (here the hourly limit, answered by a stand-in).
  const reason = 'Too many shares: up to 100 an hour. Try again in 60 seconds.';
  await senderPage.route(`**/api/v1/collections/community/${id}/shares`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '60' },
          json: { error: { code: 'RATE_LIMITED', message: reason } },
        })
      : route.fallback(),
  );
  const third = await signUpWithUsername(request, baseURL!);
  await chooseAndShare(dialog, third);
  await expect(dialog.getByRole('alert')).toHaveText(`Could not share it: ${reason}`);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(third.username) })).toBeChecked();

  await senderContext.close();
  await receiverContext.close();
});
