/**
 * Saving events to collections (issue 10): the Save button of the event page and of event cards opens the picker,
 * by mouse or keyboard (focus stays in the dialog and comes back to the button); signed-out visitors are sent to
 * sign in; an in-app invite found by username is accepted from "Your collections". Every screen passes axe.
 */

import { expectNoAxeViolations } from './support/axe';
import { findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

// Two browsers, several pages and axe runs per test: minutes on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('a signed-out visitor who presses Save is sent to sign in first', async ({ page, request }) => {
  const event = await findUpcomingEvent(request, 4);
  await page.goto(`/event/${event.slug}`);
  await page.getByRole('button', { name: 'Save to a collection', exact: true }).click();
  await page.waitForURL(/\/login\?next=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next') ?? '')).toBe(`/event/${event.slug}`);
});

test('the picker works from the keyboard, keeps focus inside, and makes a collection to save into', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  await signInBrowser(page.context(), me.token);
  const event = await findUpcomingEvent(request, 5);
  await page.goto(`/event/${event.slug}`);

  const save = page.getByRole('button', { name: 'Save to a collection', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Save to a collection' });
  await expect(picker).toBeVisible();
  await expect(picker).toContainText(event.name);
  // Nothing to pick yet: the picker opens on the new-collection form.
  const nameField = picker.getByLabel('New collection');
  await expect(nameField).toBeFocused();
  await expectNoAxeViolations(page);

  const name = `Keyboard list ${Date.now().toString(36)}`;
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const option = picker.getByRole('button', { name: new RegExp(name) });
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Saved to ${name}`);

  // Tab and Shift+Tab stay inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await picker.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // Pressing the option again removes the event, and once more saves it back.
  await option.focus();
  await page.keyboard.press('Enter');
  await expect(option).toHaveAttribute('aria-pressed', 'false');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(option).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(save).toBeFocused();

  // A card's Save opens the same picker for that card's event.
  await page.goto('/');
  const cardSave = page.getByRole('button', { name: /^Save .+ to a collection$/ }).first();
  const cardName = ((await cardSave.textContent()) ?? '')
    .replace(/^Save /, '')
    .replace(/ to a collection$/, '');
  await cardSave.click();
  await expect(picker).toContainText(cardName);
  await expect(picker.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('an owner invites someone by username; they accept from their collections page', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await signUpWithUsername(request, baseURL!);
  const friend = await signUpWithUsername(request, baseURL!);
  const made = await request.post('/api/v1/collections', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: `Brunch spots ${Date.now().toString(36)}` },
  });
  const collection = (await made.json()) as { id: string; name: string };

  const ownerContext = await browser.newContext({ baseURL });
  await signInBrowser(ownerContext, owner.token);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/collection/${collection.id}`);
  await expectNoAxeViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Invite people' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByRole('searchbox', { name: 'Username' }).fill(friend.username);
  // People search also finds near matches (other test users share the display name): pick the friend's row.
  const row = dialog.getByRole('listitem').filter({ hasText: `@${friend.username}` });
  await row.getByRole('button', { name: `Invite ${friend.displayName}` }).click();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expectNoAxeViolations(ownerPage);

  const friendContext = await browser.newContext({ baseURL });
  await signInBrowser(friendContext, friend.token);
  const friendPage = await friendContext.newPage();
  await friendPage.goto('/collections');
  await expect(friendPage.getByText(`invited you to ${collection.name}`)).toBeVisible();
  await expectNoAxeViolations(friendPage);
  await friendPage.getByRole('button', { name: `Accept the invite to ${collection.name}` }).click();
  await friendPage.waitForURL(`**/collection/${collection.id}`);
  await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText(collection.name);
  await expect(friendPage.getByText(`shared this collection with you`)).toBeVisible();
  await expectNoAxeViolations(friendPage);
  // The welcome is for the first visit only (spec §2 visit count, kept in a cookie).
  await friendPage.reload();
  await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText(collection.name);
  await expect(friendPage.getByText(`shared this collection with you`)).toHaveCount(0);

  await ownerContext.close();
  await friendContext.close();
});

test('a community collection is found by search and read by a signed-out visitor, who is asked to sign in to join', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await signUpWithUsername(request, baseURL!);
  const event = await findUpcomingEvent(request, 6);
  const name = `Lantern walks ${Date.now().toString(36)}`;
  const made = await request.post('/api/v1/collections', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name, isCommunity: true, location: 'boston-ma' },
  });
  const collection = (await made.json()) as { id: string };
  await request.post(`/api/v1/collections/${collection.id}/content`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { itemId: event.id, type: 'experience' },
  });

  await page.goto(`/search?q=${encodeURIComponent(name)}&tab=collections`);
  await page.getByRole('list', { name: 'Collections' }).getByRole('link', { name }).click();
  await page.waitForURL(`**/collection/${collection.id}`);
  await expect(page.getByText('Community collection')).toBeVisible();
  await expect(page.getByTestId('collection-item')).toHaveCount(1);
  await expect(page.getByRole('link', { name: event.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await expectNoAxeViolations(page);
});
