import { createPublishedEvent, findUpcomingEvent } from './support/events';
import { signUpWithUsername } from './support/people';
import { expect, type Page, test } from './support/test';

async function readJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('a visitor reads an event: schedule, next dates, where, JSON-LD and social cards', async ({
  page,
  request,
}) => {
  const event = await findUpcomingEvent(request);
  const response = await page.goto(`/event/${event.slug}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByTestId('schedule-text')).toHaveText(event.schedule.text);
  await expect(page.getByTestId('next-dates').getByRole('listitem')).toHaveCount(
    event.nextOccurrences.length,
  );

  const where = page.getByRole('region', { name: 'Where' });
  await expect(where).toContainText(event.where.name);
  await expect(where.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(where.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    new RegExp(`openstreetmap\\.org/\\?mlat=${event.where.lat}`),
  );

  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Interested/ })).toHaveAttribute('aria-pressed', 'false');

  const jsonLd = await readJsonLd(page);
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: event.where.city, addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: event.where.lat, longitude: event.where.lng },
    },
  });
  expect(String(jsonLd.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);

  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^https?:\/\/.+\/image\/upload\/c_fill,w_1366,h_768,f_jpg\//);
  const image = await request.get(ogImage!);
  expect(image.ok()).toBe(true);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/event/${event.slug}$`),
  );
  await expect(page).toHaveTitle(new RegExp(event.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('an unknown event answers the 404 page', async ({ page }) => {
  const response = await page.goto('/event/no-such-event-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('could not find');
});

test('a cancelled event shows CANCELED and says EventCancelled in its JSON-LD', async ({
  page,
  request,
  baseURL,
}) => {
  const host = await signUpWithUsername(request, baseURL!);
  const event = await createPublishedEvent(request, host.token, { status: 'CANCELED' });
  await page.goto(`/event/${event.slug}`);
  await expect(page.getByTestId('schedule-text')).toHaveText('CANCELED');
  await expect(page.getByTestId('event-status')).toContainText('CANCELED');
  expect(await readJsonLd(page)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
});
