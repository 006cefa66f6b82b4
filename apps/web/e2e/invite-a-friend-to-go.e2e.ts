/**
 * Invite to go (spec §3 INVITED_TO_EXPERIENCE): on an event's page I pick someone I follow in a dialog, add a note
 * and send; a toast says so. Their inbox says I invited them to go, with my note, and opens the event. The account
 * menu also hands me my invite link to Happenings to pass on.
 */

import { expectNoAxeViolations } from './support/axe';
import { createPublishedEvent } from './support/events';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, type Page, type TestInfo, test } from './support/test';

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('invites someone I follow to go to an event; their inbox says so and opens it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const me = await signUpWithUsername(request, baseURL!);
  const friend = await signUpWithUsername(request, baseURL!);
  const followed = await request.post(`/api/v1/follows/users/${friend.id}`, { headers: bearer(me.token) });
  expect(followed.ok()).toBe(true);
  const event = await createPublishedEvent(request, me.token);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInBrowser(page.context(), me.token);
  await page.goto(`/event/${event.slug}`);
  const open = page.getByRole('button', { name: 'Invite to go' });
  const dialog = page.getByRole('dialog', { name: 'Invite to go' });
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'People you follow' }).fill(friend.username.slice(0, 12));
  const person = dialog.getByRole('checkbox', { name: new RegExp(`@${friend.username}`) });
  await person.check();
  await dialog.getByRole('textbox', { name: /Add a note/ }).fill('Come with me? I have two tickets.');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'invite-to-go-dialog');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(/^Invited /)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // My invite link to Happenings, from the account menu.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Invite friends to Happenings' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/u/${me.username}?invite=1`, baseURL).toString());

  const friendContext = await browser.newContext({ baseURL });
  try {
    await signInBrowser(friendContext, friend.token);
    const friendPage = await friendContext.newPage();
    await friendPage.goto('/notifications');
    const invited = friendPage
      .getByTestId('notification')
      .filter({ hasText: `${me.displayName} invited you to go to “${event.name}”` });
    await expect(invited).toBeVisible();
    await expect(invited).toContainText('Come with me? I have two tickets.');
    await screenshots(friendPage, testInfo, 'invite-to-go-notification');
    await invited.getByRole('link').click();
    await expect(friendPage).toHaveURL(new RegExp(`/event/${event.slug}$`));
    await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText(event.name);
  } finally {
    await friendContext.close();
  }
});
