/**
 * A newcomer's first visit to the web build of the app at a phone's size: Discover's Boston streams, an event,
 * signing in from its Interested button, marking it, and finding it on their profile. Every tab is
 * photographed on the way (support/screenshots.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpUser } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** A tab of the app's tab bar: the last tablist on the page (Search has tabs of its own above it). */
function tab(page: Page, name: string) {
  return page.getByRole('tablist').last().getByRole('tab', { name, exact: true });
}

/**
 * A tab's screen has settled: it is selected and shows no spinner. Screens of other tabs stay mounted behind it,
 * hidden from assistive technology: role queries see only the shown one.
 */
async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
}

test('a newcomer finds an event on Discover, signs in, marks it interested and sees it on their profile', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  // spec §3: Boston is the location until another is chosen.
  await expect(page.getByRole('radio', { name: 'Boston' })).toHaveAttribute('aria-checked', 'true');
  const firstStream = page.locator('[data-testid^="stream-"]').first();
  await expect(firstStream.getByRole('heading')).toBeVisible();
  await expect(page.getByRole('link', { name: /· Boston$/ }).first()).toBeVisible();
  await expect(tab(page, 'Discover')).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'discover');

  const card = firstStream.locator('[data-testid^="experience-"]').first();
  const slug = (await card.getAttribute('data-testid'))?.replace(/^experience-/, '');
  const name = (await card.locator('[dir="auto"]').first().textContent())?.trim();
  if (!slug || !name) throw new Error('the first card names no event');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/event/${slug}$`));
  await expect(page.getByRole('heading', { name, exact: true }).last()).toBeVisible();
  await expect(page.getByTestId('schedule-text')).not.toBeEmpty();
  const interested = page.getByRole('button', { name: 'Interested', exact: true });
  await expect(interested).toHaveAttribute('aria-selected', 'false');
  const countBefore = Number.parseInt((await page.getByTestId('interested-count').textContent()) ?? '', 10);
  await saveScreenshot(page, 'event');

  const { email } = await signUpUser(request, baseURL ?? '');
  // Signed out, Interested asks them to sign in first.
  await interested.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Happenings' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await saveScreenshot(page, 'sign-in');
  await page.getByTestId('sign-in-submit').click();

  await expect(page).toHaveURL(new RegExp(`/event/${slug}$`));
  const toast = page.getByRole('alert').filter({ hasText: 'Signed in' });
  await expect(toast).toBeVisible();
  // spec §9: a toast closes on click (and would cover the next screenshots for 5 s otherwise).
  await toast.click();
  await expect(toast).toBeHidden();
  await interested.click();
  await expect(interested).toHaveAttribute('aria-selected', 'true');
  await expect(interested).toContainText('★ Interested');
  await expect(page.getByTestId('interested-count')).toHaveText(`${countBefore + 1} interested`);
  await saveScreenshot(page, 'event-interested');

  await page.getByRole('link', { name: /back/ }).click();
  await expect(tab(page, 'Discover')).toBeVisible();
  await openTab(page, 'Profile');
  await expect(page.getByRole('heading', { name: 'Web Newcomer' })).toBeVisible();
  await expect(page.getByLabel('1 interested', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/event/${slug}`);
  await saveScreenshot(page, 'profile');

  await openTab(page, 'Search');
  const search = page.getByLabel('Search Boston', { exact: true });
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByTestId('search-results').getByTestId(`experience-${slug}`)).toBeVisible();
  await saveScreenshot(page, 'search');

  await openTab(page, 'Collections');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await saveScreenshot(page, 'collections');

  await openTab(page, 'Notifications');
  await expect(page.getByTestId('notifications-general')).toBeVisible();
  await saveScreenshot(page, 'notifications');
});
