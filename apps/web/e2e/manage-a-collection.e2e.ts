/**
 * A collection's owner manages it from its page, with a participant in a second browser: the owner edits the
 * details (name, description, private to community), moves an item down with the keyboard, revokes an invite
 * link and removes the participant; the participant saw none of the owner's tools, and once removed from the
 * (now community) collection reads it as a visitor who may join again.
 */

import { expectNoAxeViolations } from './support/axe';
import { findUpcomingEvent } from './support/events';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, type Page, type TestInfo, test } from './support/test';

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const itemNames = (page: Page) => page.getByTestId('collection-item').getByRole('heading', { level: 3 });

test('an owner renames, reorders, revokes a link and removes a participant; the participant sees no tools', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const ownerPerson = await signUpWithUsername(request, baseURL!);
  const viewerPerson = await signUpWithUsername(request, baseURL!);
  const first = await findUpcomingEvent(request, 0);
  const second = await findUpcomingEvent(request, 1);

  // Set up through the API: a private collection with two events, the viewer in it, and an invite link.
  const owner = { headers: bearer(ownerPerson.token) };
  const name = `Rainy Sundays ${Date.now().toString(36)}`;
  const made = await request.post('/api/v1/collections', { ...owner, data: { name, isCommunity: false } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  for (const event of [first, second]) {
    const added = await request.post(`/api/v1/collections/${id}/content`, {
      ...owner,
      data: { itemId: event.id, type: 'experience' },
    });
    expect(added.ok()).toBe(true);
  }
  const invite = await request.post(`/api/v1/collections/${id}/invites/user`, {
    ...owner,
    data: { userId: viewerPerson.id },
  });
  const inviteId = ((await invite.json()) as { id: string }).id;
  const accepted = await request.post(`/api/v1/collections/invites/${inviteId}/accept`, {
    headers: bearer(viewerPerson.token),
  });
  expect(accepted.ok()).toBe(true);
  const link = await request.post(`/api/v1/collections/${id}/invites/by-link`, { ...owner, data: {} });
  expect(link.status()).toBe(201);

  const viewerContext = await browser.newContext({ baseURL });
  const ownerContext = await browser.newContext({ baseURL });
  try {
    await signInBrowser(viewerContext, viewerPerson.token);
    await signInBrowser(ownerContext, ownerPerson.token);
    const viewer = await viewerContext.newPage();
    const page = await ownerContext.newPage();

    await test.step('the participant sees the collection but none of the owner’s tools', async () => {
      await viewer.goto(`/collection/${id}`);
      await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(itemNames(viewer)).toHaveText([first.name, second.name]);
      for (const tool of [/^Edit details/, /^Move (up|down)/, /^Remove/, /^Revoke link/, /^Delete/]) {
        await expect(viewer.getByRole('button', { name: tool })).toHaveCount(0);
      }
      await expect(viewer.getByRole('heading', { name: 'Open invites' })).toHaveCount(0);
      await screenshots(viewer, testInfo, 'collection-as-participant');
    });

    await test.step('the owner edits the name, the description and makes it a community collection', async () => {
      await page.goto(`/collection/${id}`);
      await page.getByRole('button', { name: 'Edit details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit details' });
      await dialog.getByLabel('Name').fill(`${name} and more`);
      await dialog.getByLabel(/Description/).fill('Museums and matinees for wet weekends.');
      await dialog.getByLabel(/^Community/).check();
      await screenshots(page, testInfo, 'collection-edit-details');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} and more`);
      await expect(page.getByText('Museums and matinees for wet weekends.')).toBeVisible();
      await expect(page.getByText('Community collection', { exact: true })).toBeVisible();
    });

    await test.step('the owner moves the first item down with the keyboard', async () => {
      const up = page.getByRole('button', { name: `Move up ${first.name}` });
      await expect(up).toBeDisabled();
      const down = page.getByRole('button', { name: `Move down ${first.name}` });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(itemNames(page)).toHaveText([second.name, first.name]);
      // Focus stays with the moved item: at the end now, so on its "Move up".
      await expect(page.getByRole('button', { name: `Move up ${first.name}` })).toBeFocused();
    });

    await test.step('the owner revokes the invite link and removes the participant', async () => {
      const invites = page.getByRole('list', { name: 'Open invites' });
      await expect(invites.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await screenshots(page, testInfo, 'collection-as-owner');
      await invites.getByRole('button', { name: /^Revoke link/ }).click();
      await expect(page.getByText('Invite link revoked')).toBeVisible();
      await expect(page.getByText('No open invites.')).toBeVisible();

      const removeViewer = page
        .getByRole('region', { name: 'People' })
        .getByRole('button', { name: `Remove ${viewerPerson.displayName} from this collection` });
      await removeViewer.click();
      const confirm = page.getByRole('dialog', { name: /^Remove / });
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(removeViewer).toHaveCount(0);
      await expect(page.getByText('1 person', { exact: false })).toBeVisible();
    });

    await test.step('the removed participant reads the community collection as a visitor', async () => {
      await viewer.reload();
      await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(`${name} and more`);
      await expect(viewer.getByRole('button', { name: 'Join collection' })).toBeVisible();
      // The new order was saved for everyone.
      await expect(itemNames(viewer)).toHaveText([second.name, first.name]);
    });
  } finally {
    await ownerContext.close();
    await viewerContext.close();
  }
});
