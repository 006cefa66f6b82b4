/**
 * A host finds their events again: a draft saved and left is in My events, opens in the editor, is published and
 * shows Edit on its page; from My events it is duplicated (the copy submitted for review from the list), postponed
 * (its page says TBA), canceled and deleted after a confirmation. Screenshots at 390 and 1280 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

function newYorkDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

test('a host finds a draft in My events, publishes it, duplicates, postpones, cancels and deletes it', async ({
  page,
  context,
  baseURL,
}) => {
  // Nine screens at two widths and an axe check: a minute or more on a busy host.
  test.setTimeout(240_000);
  const person = await signUpWithUsername(context.request, baseURL!);
  await signInBrowser(context, person.token);
  const name = `Dockside Swing ${Date.now().toString(36)}`;
  const day = newYorkDate(9);
  const row = () =>
    page.getByTestId('hosted-event').filter({ has: page.getByRole('link', { name, exact: true }) });

  await test.step('the host saves a draft and leaves', async () => {
    await page.goto('/event/create');
    await page.getByLabel('Event name').fill(name);
    await page.getByLabel('Start date', { exact: true }).fill(day);
    await page.getByLabel('End date', { exact: true }).fill(day);
    await page.getByLabel('All day').check();
    await page.getByLabel('Venue name').fill('Dockside Hall');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL(/\/event\/create\/[^/]+$/);
    await expect(page.getByRole('link', { name: 'My events' }).first()).toBeVisible();
    await page.goto('/');
  });

  await test.step('finds it in My events from the account menu and edits it', async () => {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Drafts/ })).toHaveAttribute('aria-current', 'page');
    await expect(row()).toContainText('Draft');
    await screenshotAtBothWidths(page, 'my-events-drafts');
    await expectNoAxeViolations(page);
    await row()
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.waitForURL(/\/event\/create\/[^/]+$/);
    await page.getByLabel('Summary', { exact: true }).fill('Swing dancing on the dock, lessons first.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/event\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  const eventPath = new URL(page.url()).pathname;

  await test.step('its page offers Edit to its host', async () => {
    await expect(page.getByRole('link', { name: 'Edit event' })).toHaveAttribute('href', /\/event\/create\//);
    await screenshotAtBothWidths(page, 'my-events-event-page-edit');
  });

  await test.step('duplicates it and submits the copy for review from My events', async () => {
    await page.goto('/account/events?tab=upcoming');
    await expect(row()).toContainText('Published');
    await row()
      .getByRole('button', { name: `Duplicate ${name}` })
      .click();
    await page.waitForURL(/\/event\/create\/[^/]+$/);
    await expect(page.getByLabel('Event name')).toHaveValue(`${name} (copy)`);
    await page.goto('/account/events?tab=drafts');
    const copy = page.getByTestId('hosted-event').filter({ hasText: `${name} (copy)` });
    await copy.getByRole('button', { name: `Submit for review: ${name} (copy)` }).click();
    await expect(copy).toHaveCount(0);
    await page.getByRole('link', { name: /^Waiting for review/ }).click();
    await expect(page.getByTestId('hosted-event').filter({ hasText: `${name} (copy)` })).toContainText(
      'In review',
    );
  });

  await test.step('postpones it: My events and its page say TBA', async () => {
    await page.goto('/account/events?tab=upcoming');
    await row().getByText('Status', { exact: true }).click();
    await row().getByRole('button', { name: 'Postpone (dates TBA)' }).click();
    await expect(row().getByTestId('hosted-schedule')).toHaveText('TBA');
    await expect(row()).toContainText('Postponed (TBA)');
    await screenshotAtBothWidths(page, 'my-events-postponed');
    await page.goto(eventPath);
    await expect(page.getByTestId('schedule-text')).toHaveText('TBA');
  });

  await test.step('cancels it, then deletes it after confirming', async () => {
    await page.goto('/account/events?tab=upcoming');
    await row().getByText('Status', { exact: true }).click();
    await row().getByRole('button', { name: 'Cancel event' }).click();
    await expect(row().getByTestId('hosted-schedule')).toHaveText('CANCELED');
    await row()
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await screenshotAtBothWidths(page, 'my-events-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await expect(row()).toHaveCount(0);
    const gone = await page.goto(eventPath);
    expect(gone?.status()).toBe(404);
  });
});
