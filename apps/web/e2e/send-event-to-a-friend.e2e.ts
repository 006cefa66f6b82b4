/**
 * Send to a friend (spec §3 SHARED_EXPERIENCE): on an event's page I find a friend by username in a dialog (which
 * Escape closes, giving focus back to its button), add a note and send; a toast says it went. My friend's inbox
 * then says I sent them the event, with my note, and leads to its page.
 */

import { expectNoAxeViolations } from './support/axe';
import { createPublishedEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

test('sends an event to a friend from its page; the friend’s inbox says so and links to it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  const friend = await signUpWithUsername(request, baseURL!);
  const event = await createPublishedEvent(request, me.token);

  // Signed out, the button asks for a sign-in that comes back to the event.
  await page.goto(`/event/${event.slug}`);
  const signedOut = page.getByRole('link', { name: 'Send to a friend' });
  await expect(signedOut).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/event/${event.slug}`)}`,
  );

  await signInBrowser(page.context(), me.token);
  await page.goto(`/event/${event.slug}`);
  const open = page.getByRole('button', { name: 'Send to a friend' });
  const dialog = page.getByRole('dialog', { name: 'Send to a friend' });

  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Find people by username' }).fill(friend.username);
  // Other people of this run may match the text too: the friend is the one with that exact handle.
  const found = dialog
    .getByRole('list', { name: 'People found' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`@${friend.username}`, { exact: true }) });
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: /^Add/ }).click();
  await expect(found.getByRole('button', { name: /^Added/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('list', { name: 'Sending to' })).toContainText(`@${friend.username}`);
  await dialog.getByRole('textbox', { name: /Add a note/ }).fill('Saturday? I have a spare lantern.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByText(`Sent to @${friend.username}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const friendContext = await browser.newContext({ baseURL });
  try {
    await signInBrowser(friendContext, friend.token);
    const friendPage = await friendContext.newPage();
    await friendPage.goto('/notifications');
    const sent = friendPage
      .getByTestId('notification')
      .filter({ hasText: `${me.displayName} sent you “${event.name}”` });
    await expect(sent).toBeVisible();
    await expect(sent).toHaveAttribute('data-unread', 'true');
    await expect(sent).toContainText('Saturday? I have a spare lantern.');
    await sent.getByRole('link').click();
    await expect(friendPage).toHaveURL(new RegExp(`/event/${event.slug}$`));
    await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText(event.name);
  } finally {
    await friendContext.close();
  }
});
