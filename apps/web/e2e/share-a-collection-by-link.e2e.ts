/**
 * Issue 10: two people in two browsers. The owner makes a collection, saves three events to it from their pages,
 * and copies an invite link; the other person joins through the link, sees the items and cannot change them; the
 * owner removes an item and it is gone for the viewer too; the viewer leaves, and the private collection is
 * hidden from them again.
 */

import { findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, type Page, test } from './support/test';

async function saveFromEventPage(page: Page, slug: string, collectionName: string) {
  await page.goto(`/event/${slug}`);
  await page.getByRole('button', { name: 'Save to a collection', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Save to a collection' });
  const option = picker.getByRole('button', { name: new RegExp(collectionName) });
  await expect(option).toHaveAttribute('aria-pressed', 'false');
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `Saved to ${collectionName}`,
  );
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

test('an owner shares a collection by link; the viewer joins, reads, cannot edit, and leaves', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ownerPerson = await signUpWithUsername(request, baseURL!);
  const viewerPerson = await signUpWithUsername(request, baseURL!);
  const events = [
    await findUpcomingEvent(request, 0),
    await findUpcomingEvent(request, 1),
    await findUpcomingEvent(request, 2),
  ];

  const ownerContext = await browser.newContext({ baseURL });
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInBrowser(ownerContext, ownerPerson.token);
  const owner = await ownerContext.newPage();
  const viewerContext = await browser.newContext({ baseURL });
  await signInBrowser(viewerContext, viewerPerson.token);
  const viewer = await viewerContext.newPage();

  // The owner makes a private collection from their collections page.
  const name = `Weekend plans ${Date.now().toString(36)}`;
  await owner.goto('/collections');
  await owner.getByLabel('New collection').fill(name);
  await owner.getByRole('button', { name: 'Create collection' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(name);
  const collectionUrl = new URL(owner.url()).pathname;
  expect(collectionUrl).toMatch(/^\/collection\/[\w-]+$/);

  for (const event of events) await saveFromEventPage(owner, event.slug, name);

  await owner.goto(collectionUrl);
  const ownerItems = owner.getByTestId('collection-item');
  await expect(ownerItems).toHaveCount(3);

  // The invite link, copied from the invite dialog.
  await owner.getByRole('button', { name: 'Invite people' }).click();
  const inviteDialog = owner.getByRole('dialog', { name: 'Invite people' });
  await inviteDialog.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(owner.getByRole('region', { name: 'Notifications' })).toContainText('Link copied');
  const link = await owner.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/collection\/join\/[\w-]+\.[\w-]+$/);
  await owner.keyboard.press('Escape');

  // The other person opens the link and joins.
  await viewer.goto(new URL(link).pathname);
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(name);
  await viewer.getByRole('button', { name: 'Join collection' }).click();
  await viewer.waitForURL(`**${collectionUrl}`);
  const viewerItems = viewer.getByTestId('collection-item');
  await expect(viewerItems).toHaveCount(3);
  for (const event of events)
    await expect(viewer.getByRole('link', { name: event.name }).first()).toBeVisible();
  await expect(viewer.getByText('You are a viewer')).toBeVisible();

  // A viewer cannot edit: no controls, and the API refuses.
  await expect(viewer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Invite people' })).toHaveCount(0);
  const id = collectionUrl.split('/').pop()!;
  const refused = await viewer.request.post(`/api/v1/collections/${id}/content`, {
    data: { itemId: events[0]!.id, type: 'experience' },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(403);

  // The owner removes an item; the viewer no longer sees it.
  const removed = events[0]!;
  await owner.getByRole('button', { name: `Remove ${removed.name} from this collection` }).click();
  await expect(ownerItems).toHaveCount(2);
  await viewer.reload();
  await expect(viewerItems).toHaveCount(2);
  await expect(viewer.getByRole('link', { name: removed.name })).toHaveCount(0);

  // The viewer leaves; the private collection is hidden from them again.
  await viewer.getByRole('button', { name: 'Leave collection' }).click();
  await viewer
    .getByRole('dialog', { name: `Leave ${name}?` })
    .getByRole('button', { name: 'Leave' })
    .click();
  await viewer.waitForURL('**/collections');
  const gone = await viewer.goto(collectionUrl);
  expect(gone?.status()).toBe(404);

  await ownerContext.close();
  await viewerContext.close();
});
