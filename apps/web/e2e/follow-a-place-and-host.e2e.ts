/**
 * Places and hosts lead somewhere: from an event page a visitor opens the venue's page, follows it, comments on
 * the place, then opens the host's page and follows the host. Both pages at phone and desktop widths.
 */
import { findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { expect, test } from './support/test';

// Four pages and four full-page screenshots: some 25 s on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 90_000 });

interface EventWithHost {
  slug: string;
  where: { name: string };
  host: { name: string; slug: string } | null;
}

test('follow a venue and a host from an event page, and comment on the place', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signUpWithUsername(request, baseURL!);
  const event = (await findUpcomingEvent(request)) as unknown as EventWithHost;
  expect(event.host).not.toBeNull();
  await signInBrowser(page.context(), me.token);

  await page.goto(`/event/${event.slug}`);
  await page.getByRole('region', { name: 'Where' }).getByRole('link', { name: event.where.name }).click();
  await expect(page).toHaveURL(/\/place\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.where.name);
  await expect(
    page.getByRole('region', { name: 'Upcoming events' }).getByRole('listitem').first(),
  ).toBeVisible();

  const followPlace = page.getByRole('button', { name: `Follow ${event.where.name}` });
  await expect(followPlace).toHaveAttribute('aria-pressed', 'false');
  await followPlace.click();
  await expect(followPlace).toHaveAttribute('aria-pressed', 'true');
  await expect(followPlace).toHaveText('Following');
  await page.reload();
  await expect(followPlace).toHaveAttribute('aria-pressed', 'true');

  const text = `Great sound here ${Date.now().toString(36)}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(
    page.getByTestId('comment-thread').getByTestId('comment').filter({ hasText: text }),
  ).toBeVisible();
  // Posts about the place: the same section as on an event page, offering its composer to a signed-in person.
  await expect(page.getByRole('region', { name: 'Photos from the community' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post a photo' })).toBeVisible();
  await screenshotAtBothWidths(page, 'place-page');

  await page.goto(`/event/${event.slug}`);
  await page.getByRole('region', { name: 'Host' }).getByRole('link', { name: event.host!.name }).click();
  await expect(page).toHaveURL(`/host/${event.host!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.host!.name);
  await expect(page.getByText(/\d+ past events?/)).toBeVisible();
  const followHost = page.getByRole('button', { name: `Follow ${event.host!.name}` });
  await followHost.click();
  await expect(followHost).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('followers-count')).toContainText(/\d+ followers?/);
  await screenshotAtBothWidths(page, 'host-page');
});

test('search finds the venue and the host, each opening its page', async ({ page, request }) => {
  const event = await findUpcomingEvent(request);
  const detail = (await (await request.get(`/api/v1/experiences/slug/${event.slug}`)).json()) as {
    where: { name: string; placeId: string };
    host: { name: string; slug: string };
  };
  await page.goto(`/search?q=${encodeURIComponent(detail.host.name)}&tab=hosts`);
  await expect(
    page.getByRole('list', { name: 'Hosts' }).getByRole('link', { name: detail.host.name, exact: true }),
  ).toHaveAttribute('href', `/host/${detail.host.slug}`);
  await page.goto(`/search?q=${encodeURIComponent(detail.where.name)}&tab=places`);
  await expect(
    page
      .getByRole('list', { name: 'Places' })
      .getByRole('link', { name: detail.where.name, exact: true })
      .first(),
  ).toHaveAttribute('href', `/place/${detail.where.placeId}`);
});
