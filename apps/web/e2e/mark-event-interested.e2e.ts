import { findUpcomingEvent, markInterestedOnEventPage } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

test('a signed-in user marks an event interested; it stays after reload and shows on their profile', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await signUpWithUsername(request, baseURL!);
  await signInBrowser(page.context(), person.token);
  const event = await findUpcomingEvent(request, 1);

  await page.goto(`/event/${event.slug}`);
  const marked = await markInterestedOnEventPage(page);

  await page.reload();
  await expect(page.getByRole('button', { name: /Interested/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('interested-count')).toContainText(String(marked));

  await page.goto(`/u/${person.username}`);
  const interested = page.getByRole('region', { name: 'Interested' });
  await expect(interested.getByRole('link', { name: event.name })).toBeVisible();
});

test('a signed-out visitor who clicks Interested is sent to sign in, then back', async ({
  page,
  request,
}) => {
  const event = await findUpcomingEvent(request);
  await page.goto(`/event/${event.slug}`);
  await page.getByRole('button', { name: /Interested/ }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/event/${event.slug}`)}$`));
});

test('the event page shows the people you follow who are interested', async ({ page, request, baseURL }) => {
  const me = await signUpWithUsername(request, baseURL!);
  const friend = await signUpWithUsername(request, baseURL!);
  const event = await findUpcomingEvent(request, 3);
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  expect(
    (await request.post(`/api/v1/follows/users/${friend.id}`, { headers: headers(me.token) })).ok(),
  ).toBe(true);
  expect(
    (
      await request.post(`/api/v1/interested/experience/${event.id}`, { headers: headers(friend.token) })
    ).ok(),
  ).toBe(true);
  await signInBrowser(page.context(), me.token);

  await page.goto(`/event/${event.slug}`);
  const people = page.getByRole('list', { name: 'People you follow who are interested' });
  await expect(people.getByRole('link', { name: friend.displayName })).toHaveAttribute(
    'href',
    `/u/${friend.username}`,
  );
  await expect(page.getByText(`${friend.displayName} is interested`)).toBeVisible();
});
