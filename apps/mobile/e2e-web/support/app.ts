/** The app's own screens, driven as a person would. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD, type WebPerson } from './accounts.ts';

/** Signs in on the app's sign-in screen and closes the "Signed in" toast (it would cover the next screenshots). */
export async function signInOnApp(page: Page, person: WebPerson): Promise<void> {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Happenings' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  const toast = page.getByRole('alert').filter({ hasText: 'Signed in' });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toBeHidden();
}

/** A seeded upcoming Boston event with a venue (the API's list, as the website's browser tests pick one). */
export async function upcomingEventSlug(page: Page): Promise<{ slug: string; name: string; id: string }> {
  const list = await page.request.get('/api/v1/events', {
    params: { location: 'boston-ma', size: 20, hide: 'past,canceled,postponed,rescheduled' },
  });
  expect(list.ok()).toBe(true);
  const items = (
    (await list.json()) as { items: { experience: { id: string; slug: string; name: string } }[] }
  ).items;
  const first = items[0]?.experience;
  if (!first) throw new Error('no upcoming Boston event');
  return first;
}
