/**
 * Washington DC is not served by the app yet (issue 4 Done means): its page says so, takes an e-mail for the
 * launch, and still lists DC events.
 */
import { expect, test } from './support/test';

test('the DC page shows the notice, takes an e-mail and still lists DC events', async ({ page }) => {
  await page.goto('/washington-dc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Things to do in Washington DC');
  const notice = page.getByRole('region', { name: /does not support Washington DC yet/ });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('list', { name: 'Trending' }).getByRole('listitem').first()).toBeVisible();

  const email = notice.getByRole('textbox', { name: 'E-mail address' });
  await email.fill(`dc-${Date.now()}@example.com`);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/next/region-interest'));
  await notice.getByRole('button', { name: 'Notify me' }).click();
  expect((await posted).ok()).toBe(true);
  await expect(
    notice.getByText(/We will e-mail .* as soon as Happenings launches in Washington DC/),
  ).toBeVisible();
});

test('the region-interest form reports a refused address', async ({ page }) => {
  await page.route('**/api/next/region-interest', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'VALIDATION_FAILED', message: 'Enter a valid e-mail address.' },
      }),
    }),
  );
  await page.goto('/washington-dc');
  const notice = page.getByRole('region', { name: /does not support Washington DC yet/ });
  await notice.getByRole('textbox', { name: 'E-mail address' }).fill('someone@example.com');
  await notice.getByRole('button', { name: 'Notify me' }).click();
  await expect(notice.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
});

test('the location newsletter page preselects its city', async ({ page }) => {
  await page.goto('/washington-dc/newsletter');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('washington-dc');
});

test('each location has a sitemap listing its page, see-all pages and events; robots.txt names them', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemaps\/boston-ma\.xml/);
  expect(robots).toMatch(/Sitemap: .*\/sitemaps\/washington-dc\.xml/);
  const response = await request.get('/sitemaps/boston-ma.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/<loc>[^<]*\/boston-ma<\/loc><lastmod>/);
  expect(xml).toMatch(/<loc>[^<]*\/trending-experiences\/boston-ma<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/event\/[a-z0-9-]+<\/loc><lastmod>/);
  expect((await request.get('/sitemaps/atlantis.xml')).status()).toBe(404);
});
