/**
 * A host creating an event pastes the address of the event's page elsewhere (here a venue's page with schema.org
 * Event JSON-LD, served by this test on 127.0.0.1) and the editor fills in from it: name, description, dates in
 * the event's zone, venue; what the page does not give stays as it was. A page with no event says so.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpUser } from './support/accounts';
import { expect, test } from './support/test';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

const EVENT_PAGE = `<!doctype html><html><head><title>Harbor Jazz Night</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'MusicEvent',
  name: 'Harbor Jazz Night',
  description: 'A quartet on the pier, with the sunset behind it.',
  startDate: '2027-06-12T19:30:00-04:00',
  endDate: '2027-06-12T22:00:00-04:00',
  eventStatus: 'https://schema.org/EventScheduled',
  location: {
    '@type': 'Place',
    name: 'Pier 4 Stage',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '200 Northern Ave',
      addressLocality: 'Boston',
      addressRegion: 'MA',
      postalCode: '02210',
    },
  },
})}</script></head><body><h1>Harbor Jazz Night</h1></body></html>`;

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const html = request.url === '/no-event' ? '<!doctype html><p>Opening hours</p>' : EVENT_PAGE;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a host fills the editor in from the event’s web page', async ({ page, baseURL }) => {
  const { token } = await signUpUser(page.request, baseURL!);
  const login = await page.request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  expect(login.status()).toBe(200);
  await page.goto('/event/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();

  const pageField = page.getByLabel('Fill in from a web page');
  await pageField.fill(`${origin}/no-event`);
  await page.getByRole('button', { name: 'Fill in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'does not describe an event' })).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue('');

  await pageField.fill(`${origin}/harbor-jazz`);
  await page.getByRole('button', { name: 'Fill in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Filled in from the page' })).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue('Harbor Jazz Night');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
    'A quartet on the pier, with the sunset behind it.',
  );
  await expect(page.getByLabel('Venue name')).toHaveValue('Pier 4 Stage');
  await expect(page.getByLabel('Street address')).toHaveValue(/200 Northern Ave/);
  // 19:30 at −04:00 is 7:30 PM in Boston, the event's zone.
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue('2027-06-12');
  await expect(page.getByLabel('Start time', { exact: true })).toHaveValue('19:30');
  await expect(page.getByLabel('End time', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({
      path: path.join(screenshotDir, `fill-in-from-a-page-${width}.png`),
      fullPage: true,
    });
  }
});
